// The library's client: `DocConvert` is the core client with Node defaults (the undici transport, timers, atomic
// file output, and settings from the environment). Kept apart from index.ts (the public surface and the Node.js
// version check), so that the Action can bundle the client alone.
import {
  DocConvertClient,
  type ClientOptions,
  ValidationError,
  isLogLevel,
  LOG_LEVELS,
  type Logger,
  type LogLevel,
  type Sleep,
  type Transport,
} from '@doc-convert/core';
import { defaultLogger, ENVIRONMENT, fromEnvironment } from './internal/environment';
import { nodeFileSink } from './internal/file-sink';
import { sleep } from './internal/sleep';
import { UndiciTransport, type UndiciTransportOptions } from './internal/undici';

/**
 * The settings of a client: `new DocConvert()` with `DOC_CONVERT_API_KEY` set, or `new DocConvert({ apiKey })`.
 * Every field is optional; an explicit `undefined` is the same as leaving it out.
 */
export interface DocConvertOptions extends Omit<
  ClientOptions,
  'apiKey' | 'transport' | 'sleep' | 'fileSink' | 'logger' | 'markdown'
> {
  /**
   * Your API key. Default: the `DOC_CONVERT_API_KEY` environment variable. One of the two is required: the
   * service would silently serve a call without a key as the watermarked free tier.
   */
  apiKey?: string | undefined;
  /** The API's address. Default: `DOC_CONVERT_BASE_URL`, else `https://api.pdfshift.io/v3`. */
  baseUrl?: string | undefined;
  /**
   * The lowest level written to `logger`: 'off', 'error', 'warn', 'info' (each retry and rate-limit wait),
   * 'debug' (each answer too). Default: `DOC_CONVERT_LOG`, else 'off'.
   */
  logLevel?: LogLevel | undefined;
  /**
   * Where the client tells of its retries and waits: any object with debug, info, warn and error (`console`,
   * a pino logger). Default: `console`, once `logLevel` is not 'off'.
   */
  logger?: Logger | undefined;
  /** Settings of the default transport's connection pool (ignored when `transport` is given). */
  pool?: UndiciTransportOptions | undefined;
  /** How requests reach the network, instead of the default (undici, with a keep-alive pool and proxies from the environment). */
  transport?: Transport | undefined;
  /** How to wait before a retry or while the rate-limit window is spent (tests). Default: a timer. */
  sleep?: Sleep | undefined;
}

/** The core client's settings: what was given, else the environment's, else the defaults. */
function withNodeDefaults(options: DocConvertOptions): ClientOptions {
  const apiKey = options.apiKey ?? fromEnvironment('apiKey');
  if (apiKey === undefined) {
    throw new ValidationError([
      {
        path: 'apiKey',
        message:
          `is required: pass { apiKey } or set the ${ENVIRONMENT.apiKey} environment variable ` +
          '(without a key the service would answer as the free, watermarked tier)',
      },
    ]);
  }
  const logger = options.logger ?? defaultLogger;
  let logLevel = options.logLevel;
  if (logLevel === undefined) {
    const fromEnv = fromEnvironment('logLevel');
    if (fromEnv !== undefined && !isLogLevel(fromEnv)) {
      // A wrong variable should not stop every call: it is reported and ignored.
      logger.warn(
        `${ENVIRONMENT.logLevel} is ${JSON.stringify(fromEnv)}, not one of ${LOG_LEVELS.join(', ')}: ignored`,
      );
    } else logLevel = fromEnv;
  }
  return {
    ...options,
    apiKey,
    baseUrl: options.baseUrl ?? fromEnvironment('baseUrl'),
    logLevel,
    logger,
    // Cheap to create: the pool (and undici itself) comes with the first request.
    transport: options.transport ?? new UndiciTransport(options.pool),
    sleep: options.sleep ?? sleep,
    fileSink: nodeFileSink,
    // Loaded by the package's own name: in the built package a file of its own (internal/markdown), which the
    // bundles leave out of index.mjs and index.cjs, so that importing the client stays light.
    markdown: () => import('doc-convert/internal/markdown').then((module) => module.preparation),
  };
}

/**
 * The Document Conversion API v3 client.
 *
 * ```ts
 * const client = new DocConvert(); // the key from DOC_CONVERT_API_KEY
 * const pdf = await client.convert.pdf({ source: '<h1>Hello</h1>', sandbox: true });
 * if (pdf.kind === 'file') await pdf.toFile('hello.pdf');
 * ```
 */
export class DocConvert extends DocConvertClient {
  /** A client with the given settings; what is left out comes from the environment, then the defaults. */
  constructor(options: DocConvertOptions = {}) {
    super(withNodeDefaults(options ?? {}));
  }
}
