// The library's client: `DocConvert` is the core client with Node defaults (the undici transport, timers and
// atomic file output). Kept apart from index.ts, which also re-exports every option schema, so that a bundle
// importing only the client (the Action) leaves the schemas to load on first use (see options-loader.ts).
import { DocConvertClient, type ClientOptions } from './client';
import { nodeFileSink } from './transports/file-sink';
import { sleep } from './transports/sleep';
import { UndiciTransport, type UndiciTransportOptions } from './transports/undici';

export interface DocConvertOptions extends Partial<Omit<ClientOptions, 'apiKey'>> {
  apiKey: string;
  /** Pool settings of the default undici transport (ignored when `transport` is given). */
  pool?: UndiciTransportOptions;
}

/**
 * The Document Conversion API v3 client.
 *
 * ```ts
 * const client = new DocConvert({ apiKey: process.env.DOC_CONVERT_API_KEY! });
 * const pdf = await client.convert.pdf({ source: '<h1>Hello</h1>', sandbox: true });
 * if (pdf.kind === 'file') await pdf.toFile('hello.pdf');
 * ```
 */
export class DocConvert extends DocConvertClient {
  constructor(options: DocConvertOptions) {
    super({
      ...options,
      // Cheap to create: the pool (and undici itself) comes with the first request.
      transport: options.transport ?? new UndiciTransport(options.pool),
      sleep: options.sleep ?? sleep,
      fileSink: options.fileSink ?? nodeFileSink,
    });
  }
}
