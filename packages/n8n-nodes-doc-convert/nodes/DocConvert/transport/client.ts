// One core client per execution (or per list the editor asks for): the credential's base URL and key, n8n's
// request helper as the transport and n8n's sleep for retry and rate-limit waits. The node adds no second
// client (but for Wait for the Document's send after the node returned: actions/conversion/run.ts): every
// operation is the core's.
import { sleep, type IExecuteFunctions, type ILoadOptionsFunctions } from 'n8n-workflow';
import { DocConvertClient, type ClientOptions, ValidationError, type Transport } from '@doc-convert/core';
import { CREDENTIAL_TYPE, N8nTransport } from './index';
import { loadMarkdown } from '../loadMarkdown';

interface DocConvertCredentials {
  apiKey?: string;
  baseUrl?: string;
}

export interface NodeClient {
  client: DocConvertClient;
  /** The credential's key: never written to an item or an error (see redactDeep in the router). */
  apiKey: string;
}

/**
 * The key is read from the credential even though n8n's generic authentication sends it: the core refuses to
 * run without one (keyless calls are served as the watermarked free tier) and scrubs it from every error
 * message. The transport drops the core's copy of the header, so what reaches the wire is the credential's.
 */
export async function createClient(this: IExecuteFunctions | ILoadOptionsFunctions): Promise<NodeClient> {
  const credentials = await this.getCredentials<DocConvertCredentials>(CREDENTIAL_TYPE);
  const apiKey = typeof credentials.apiKey === 'string' ? credentials.apiKey.trim() : '';
  // Absent (a credential saved before the field existed) is the public API; saved empty is a mistake, which
  // would otherwise silently send the key and the documents to the public API.
  const baseUrl = typeof credentials.baseUrl === 'string' ? credentials.baseUrl.trim() : undefined;
  if (baseUrl === '') {
    throw new ValidationError([
      {
        path: 'baseUrl',
        message:
          'is empty: enter the API address, e.g. https://api.pdfshift.io/v3, or the local server’s URL',
      },
    ]);
  }
  const client = nodeClient(this.logger, apiKey, baseUrl, new N8nTransport(this));
  return { client, apiKey };
}

/** The node's client: n8n's sleep and logger, the node's user agent, and the transport given. */
export function nodeClient(
  logger: ClientOptions['logger'],
  apiKey: string,
  baseUrl: string | undefined,
  transport: Transport,
): DocConvertClient {
  return new DocConvertClient({
    apiKey,
    baseUrl,
    transport,
    sleep,
    userAgent: 'n8n',
    markdown: loadMarkdown,
    // Retries and rate-limit waits go to n8n's log (each answer at debug), filtered by n8n's own log level.
    logger,
    logLevel: 'debug',
  });
}
