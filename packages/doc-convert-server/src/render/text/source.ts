// Turns the `source` of a conversion into a document to lay out. Inline HTML is read as is. A URL is
// fetched only when its host is loopback (127.0.0.1, localhost, ::1), so tests can serve pages and see
// the status code reported; any other URL is never contacted: its text is rendered and 200 reported.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { ConversionOptions } from 'doc-convert/internal/rules';
import { isLoopback, isUrl, sourceHeaders } from '../../urls';
import {
  checkSourceStatus,
  sourceNotLoaded,
  sourceTimedOut,
  SourceLoadError,
  timeoutSeconds,
} from '../renderer';
import { pageParts, titleOf } from './html-text';

export interface SourceDocument {
  /** Lines of each part of the document between explicit page breaks. */
  parts: string[][];
  title?: string;
  /** The source URL, when the source was one. */
  url?: string;
  /** Status code of the source load, when the source was a URL. */
  statusCode?: number;
  /** Milliseconds spent loading the source. */
  loadMs: number;
}

type SourceLoadOptions = Pick<ConversionOptions, 'timeout' | 'http_headers' | 'auth' | 'raise_for_status'>;

function fromHtml(html: string, loadMs: number, extra: Partial<SourceDocument> = {}): SourceDocument {
  return { parts: pageParts(html), title: titleOf(html), loadMs, ...extra };
}

function fetchLoopback(
  url: URL,
  options: SourceLoadOptions,
  signal: AbortSignal,
): Promise<{ status: number; body: string }> {
  const headers = { 'User-Agent': 'DocConvertLocalServer/1.0', ...sourceHeaders(options) };
  const timeoutS = timeoutSeconds(options.timeout);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { headers, agent: false, signal }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.setTimeout(timeoutS * 1000, () => req.destroy(sourceTimedOut(timeoutS)));
    req.on('error', reject);
    req.end();
  });
}

export async function loadSource(
  source: string,
  options: SourceLoadOptions,
  signal: AbortSignal,
): Promise<SourceDocument> {
  if (!isUrl(source)) return fromHtml(source, 0);
  const started = Date.now();
  const url = new URL(source.trim());
  if (!isLoopback(url))
    return { parts: [[url.href]], title: url.href, url: url.href, statusCode: 200, loadMs: 0 };
  let answer: { status: number; body: string };
  try {
    answer = await fetchLoopback(url, options, signal);
  } catch (error) {
    if (error instanceof SourceLoadError || signal.aborted) throw error;
    throw sourceNotLoaded(error as Error);
  }
  checkSourceStatus(answer.status, options.raise_for_status);
  return fromHtml(answer.body, Date.now() - started, { url: url.href, statusCode: answer.status });
}
