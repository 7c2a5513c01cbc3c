// The library's client: `DocConvert` is the core client with Node defaults (the undici transport, timers and
// atomic file output). Kept apart from index.ts (the public surface and the Node.js version check), so that
// the Action can bundle the client alone.
import { DocConvertClient } from './client';
import type { Sleep } from './rate-limit';
import type { RetryPolicy } from './retry';
import type { Transport } from './transport';
import { nodeFileSink } from './transports/file-sink';
import { sleep } from './transports/sleep';
import { UndiciTransport, type UndiciTransportOptions } from './transports/undici';

/** The settings of a client: `new DocConvert({ apiKey })`. Only `apiKey` is required. */
export interface DocConvertOptions {
  /** Your API key. Required: the service would silently serve a call without one as the watermarked free tier. */
  apiKey: string;
  /** The API's address. Default `https://api.pdfshift.io/v3`; a local server's for tests. */
  baseUrl?: string;
  /** Limit for one attempt in ms: waiting for the answer, or a pause in its body. Default 960 000 (renders may take 900 s). */
  timeoutMs?: number;
  /** Retries after the first attempt (429, 5xx, connection failures; never twice for what spends credits). Default 2. */
  maxRetries?: number;
  /** Fine tuning of backoff and rate-limit waits. */
  retry?: Partial<Omit<RetryPolicy, 'maxRetries'>>;
  /** Settings of the default transport's connection pool (ignored when `transport` is given). */
  pool?: UndiciTransportOptions;
  /** How requests reach the network, instead of the default (undici, with a keep-alive pool and proxies from the environment). */
  transport?: Transport;
  /** Appended to the User-Agent, e.g. `my-app/1.2`. */
  userAgent?: string;
  /** How to wait before a retry or while the rate-limit window is spent (tests). Default: a timer. */
  sleep?: Sleep;
  /** Clock in epoch ms (tests). Default `Date.now`. */
  now?: () => number;
  /** Source of jitter in [0, 1) (tests). Default `Math.random`. */
  random?: () => number;
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
      fileSink: nodeFileSink,
    });
  }
}
