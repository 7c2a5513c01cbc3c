// The library's client: `DocConvert` is the core client with Node defaults (the undici transport, timers and
// atomic file output). Kept apart from index.ts (the public surface and the Node.js version check), so that
// the Action can bundle the client alone.
import { DocConvertClient, type ClientOptions } from './client';
import type { Sleep } from './rate-limit';
import type { Transport } from './transport';
import { nodeFileSink } from './transports/file-sink';
import { sleep } from './transports/sleep';
import { UndiciTransport, type UndiciTransportOptions } from './transports/undici';

/**
 * The settings of a client: `new DocConvert({ apiKey })`. Only `apiKey` is required; the rest are the core
 * client's, with Node defaults for the transport and the waits, and the file system for `toFile()`.
 */
export interface DocConvertOptions extends Omit<ClientOptions, 'transport' | 'sleep' | 'fileSink'> {
  /** Settings of the default transport's connection pool (ignored when `transport` is given). */
  pool?: UndiciTransportOptions;
  /** How requests reach the network, instead of the default (undici, with a keep-alive pool and proxies from the environment). */
  transport?: Transport;
  /** How to wait before a retry or while the rate-limit window is spent (tests). Default: a timer. */
  sleep?: Sleep;
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
