// DocConvertClient: the typed client of the Document Conversion API v3, one resource per group of endpoints.
// It reaches the network and the clock only through what it is given (transport, sleep), so the n8n node can
// bundle it; `DocConvert` in packages/doc-convert/src/doc-convert.ts is this client with Node defaults (undici, timers, file system).
import type { FileSink } from './conversion';
import type { MarkdownLoader } from './markdown';
import { DocConvertError, ValidationError } from './errors';
import { checkLogging, levelLogger, type Logger, type LogLevel } from './internal/logger';
import { RateLimiter, type Sleep } from './internal/rate-limit';
import { Requester } from './internal/request';
import { headerIssues, limitIssues } from './internal/request-options';
import {
  accountResource,
  creditsResource,
  type AccountResource,
  type CreditsResource,
} from './resources/account';
import { apiKeysResource, type ApiKeysResource } from './resources/api-keys';
import { convertResource, type ConvertResource } from './resources/convert';
import { invoicesResource, type InvoicesResource } from './resources/invoices';
import { logsResource, type LogsResource } from './resources/logs';
import { templatesResource, type TemplatesResource } from './resources/templates';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './internal/retry';
import type { Transport } from './transport';
import { VERSION } from './version';

/** The API's address unless `baseUrl` (or `DOC_CONVERT_BASE_URL`) says otherwise. */
export const DEFAULT_BASE_URL = 'https://api.pdfshift.io/v3';
/** Renders may take up to 900 s on the service's side; a client must wait longer than that by default. */
export const DEFAULT_TIMEOUT_MS = 960_000;

export interface ClientOptions {
  /** Your API key. Required: the service would silently serve a call without one as the watermarked free tier. */
  apiKey: string;
  /** The API's address. Default `https://api.pdfshift.io/v3`; a local server's for tests. */
  baseUrl?: string;
  /** How requests reach the network. */
  transport: Transport;
  /**
   * Limit for the whole call in ms: every attempt, the waits between them, and the answer's body to its last
   * byte (a file being streamed or written too). Default 960 000 (renders may take 900 s).
   */
  timeoutMs?: number;
  /** Retries after the first attempt (429, 5xx, connection failures; never twice for what spends credits). Default 2. */
  maxRetries?: number;
  /** Headers sent with every call (a call's own `headers` go over them). `X-API-Key` cannot be set this way. */
  headers?: Record<string, string>;
  /** Fine tuning of backoff and rate-limit waits. */
  retry?: Partial<Omit<RetryPolicy, 'maxRetries'>>;
  /** How to wait before a retry or while the rate-limit window is spent. */
  sleep: Sleep;
  /**
   * Where `toFile()` writes; without it, `toFile()` refuses and `bytes()`/`stream()` still work.
   * @internal the library entry gives the file system's
   */
  fileSink?: FileSink;
  /**
   * Loads the Markdown preparation, on the first conversion with `markdown`; without it such a conversion is
   * refused. @internal each face gives its own (a bundle file of its own, loaded on first use)
   */
  markdown?: MarkdownLoader;
  /** Appended to the User-Agent, e.g. `my-app/1.2`. */
  userAgent?: string;
  /** Clock in epoch ms (tests). Default `Date.now`. */
  now?: () => number;
  /** Source of jitter in [0, 1) (tests). Default `Math.random`. */
  random?: () => number;
  /** Where the client tells of its retries and waits: an object with debug, info, warn and error (console, pino). */
  logger?: Logger;
  /** The lowest level written to `logger`: 'off' (default), 'error', 'warn', 'info' (retries, waits), 'debug' (each answer). */
  logLevel?: LogLevel;
}

const inspectSymbol = Symbol.for('nodejs.util.inspect.custom');

function checkOptions(options: ClientOptions): { baseUrl: string } {
  if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') {
    throw new ValidationError([
      {
        path: 'apiKey',
        message: 'is required: without a key the service would answer as the free, watermarked tier',
      },
    ]);
  }
  if (/[\r\n\s]/.test(options.apiKey)) {
    throw new ValidationError([{ path: 'apiKey', message: 'must not contain spaces or line breaks' }], {
      secrets: [options.apiKey],
    });
  }
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/i.test(baseUrl)) {
    throw new ValidationError([
      { path: 'baseUrl', message: `must be an http(s) URL (got ${JSON.stringify(baseUrl)})` },
    ]);
  }
  const issues = [...limitIssues(options), ...headerIssues(options.headers, 'headers')];
  if (issues.length) throw new ValidationError(issues);
  checkLogging(options.logger, options.logLevel);
  return { baseUrl };
}

export class DocConvertClient {
  /** The account of the API key: `get()`. */
  readonly account: AccountResource;
  /** Credits of the current period: `usage()`. */
  readonly credits: CreditsResource;
  /** Invoices: `list()` (await it for a page, `for await` it for every invoice), `iterate()`. */
  readonly invoices: InvoicesResource;
  /** Conversions: `pdf()`, `png()`, `jpeg()`, `webp()`. */
  readonly convert: ConvertResource;
  /** API keys: `enable(key)`. */
  readonly apiKeys: ApiKeysResource;
  /** Request logs: `get(requestId)`, `list()` (a page, or every entry by cursor with `for await`), `iterate()`. */
  readonly logs: LogsResource;
  /** Stored templates: `list()` (a page, or every template with `for await`), `iterate()`, `create()`, `update()`, `getHtml()`, `delete()`, `generate()`. */
  readonly templates: TemplatesResource;
  /** The API's address, without a trailing slash. */
  readonly baseUrl: string;
  readonly #transport: Transport;
  readonly #requester: Requester;

  /** @internal made by the library entry (`new DocConvert()`) and the n8n node, each with its runtime's parts */
  constructor(options: ClientOptions) {
    const { baseUrl } = checkOptions(options);
    if (!options.transport) throw new DocConvertError('A transport is required.');
    if (!options.sleep) throw new DocConvertError('A sleep function is required.');
    this.baseUrl = baseUrl;
    this.#transport = options.transport;
    const now = options.now ?? (() => Date.now());
    const requester = (this.#requester = new Requester({
      apiKey: options.apiKey,
      baseUrl,
      transport: options.transport,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      retry: {
        ...DEFAULT_RETRY_POLICY,
        ...options.retry,
        maxRetries: options.maxRetries ?? DEFAULT_RETRY_POLICY.maxRetries,
      },
      sleep: options.sleep,
      now,
      random: options.random ?? Math.random,
      userAgent: `doc-convert/${VERSION}${options.userAgent ? ` ${options.userAgent}` : ''}`,
      headers: { ...options.headers },
      limiter: new RateLimiter(options.sleep, now),
      log: levelLogger(options.logger, options.logLevel),
    }));
    this.account = accountResource(requester);
    this.credits = creditsResource(requester);
    this.invoices = invoicesResource(requester);
    this.convert = convertResource(requester, options.fileSink, options.markdown);
    this.apiKeys = apiKeysResource(requester);
    this.logs = logsResource(requester);
    this.templates = templatesResource(requester, options.fileSink);
  }

  /**
   * Ends every call in flight (each fails with AbortError, a file being written leaves nothing behind) and
   * closes the transport's pooled connections. Returns once they are closed.
   */
  async close(): Promise<void> {
    this.#requester.close();
    await this.#transport.close?.();
  }

  /** The client as JSON: its base URL, never its key. */
  toJSON(): Record<string, unknown> {
    return { baseUrl: this.baseUrl, apiKey: '[redacted]' };
  }

  [inspectSymbol](): string {
    return `DocConvert { baseUrl: '${this.baseUrl}', apiKey: '[redacted]' }`;
  }
}
