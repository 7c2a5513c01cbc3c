// DocConvertClient: the typed client of the Document Conversion API v3, one resource per group of endpoints.
// It reaches the network and the clock only through what it is given (transport, sleep), so the n8n node can
// bundle it; `DocConvert` in src/doc-convert.ts is this client with Node defaults (undici, timers, file system).
import type { FileSink } from './conversion';
import { DocConvertError, ValidationError } from './errors';
import { RateLimiter, type Sleep } from './rate-limit';
import { Requester } from './request';
import { AccountResource, CreditsResource } from './resources/account';
import { ApiKeysResource } from './resources/api-keys';
import { ConvertResource } from './resources/convert';
import { InvoicesResource } from './resources/invoices';
import { LogsResource } from './resources/logs';
import { TemplatesResource } from './resources/templates';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry';
import type { Transport } from './transport';
import { VERSION } from './version';

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
  /** Fine tuning of backoff and rate-limit waits. */
  retry?: Partial<Omit<RetryPolicy, 'maxRetries'>>;
  /** How to wait before a retry or while the rate-limit window is spent. */
  sleep: Sleep;
  /** Where `toFile()` writes; without it, `toFile()` refuses and `bytes()`/`stream()` still work. */
  fileSink?: FileSink;
  /** Appended to the User-Agent, e.g. `my-app/1.2`. */
  userAgent?: string;
  /** Clock in epoch ms (tests). Default `Date.now`. */
  now?: () => number;
  /** Source of jitter in [0, 1) (tests). Default `Math.random`. */
  random?: () => number;
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
  for (const [name, value, min] of [
    ['timeoutMs', options.timeoutMs, 1],
    ['maxRetries', options.maxRetries, 0],
  ] as const) {
    if (value !== undefined && !(Number.isInteger(value) && value >= min)) {
      throw new ValidationError([{ path: name, message: `must be an integer of ${min} or more` }]);
    }
  }
  return { baseUrl };
}

export class DocConvertClient {
  /** The account of the API key: `get()`. */
  readonly account: AccountResource;
  /** Credits of the current period: `usage()`. */
  readonly credits: CreditsResource;
  /** Invoices: `list()`, `iterate()`. */
  readonly invoices: InvoicesResource;
  /** Conversions: `pdf()`, `png()`, `jpeg()`, `webp()`. */
  readonly convert: ConvertResource;
  /** API keys: `enable(key)`. */
  readonly apiKeys: ApiKeysResource;
  /** Request logs: `get(requestId)`, `list()`, `iterate()`. */
  readonly logs: LogsResource;
  /** Stored templates: `list()`, `iterate()`, `create()`, `update()`, `getHtml()`, `delete()`, `generate()`. */
  readonly templates: TemplatesResource;
  /** The API's address, without a trailing slash. */
  readonly baseUrl: string;
  readonly #transport: Transport;
  readonly #requester: Requester;

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
      limiter: new RateLimiter(options.sleep, now),
    }));
    this.account = new AccountResource(requester);
    this.credits = new CreditsResource(requester);
    this.invoices = new InvoicesResource(requester);
    this.convert = new ConvertResource(requester, options.fileSink);
    this.apiKeys = new ApiKeysResource(requester);
    this.logs = new LogsResource(requester);
    this.templates = new TemplatesResource(requester, options.fileSink);
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
