// Reads a webhook delivery, the call the service makes when a queued conversion (one with `webhook`) ends:
// parseWebhook() checks who sent it and turns the body into a typed success or failure.
//
// The service documents both payloads (https://docs.pdfshift.io/docs/webhook-events): success is
// `{ success, url, filesize, duration, response: { duration, "status-code" }, executed, pdf_pages }`, failure
// is `{ error: { code, error, identifier, success: false } }`. It signs nothing, but its WebhookForm lets the
// caller choose the headers of the call; so the client sends `webhook.secret` as the X-Doc-Convert-Secret
// header (packages/core/src/internal/webhook-secret.ts) and this checks it in constant time.
//
// This module is also what the n8n node's trigger imports: it uses no Node.js globals n8n forbids (process,
// timers, globalThis), and no zod, so importing the library root still loads no schema library.
import { createHash, timingSafeEqual } from 'node:crypto';
import { BRAND, DocConvertError, ValidationError } from './errors';
import { WEBHOOK_SECRET_HEADER } from './internal/webhook-secret';

/** The conversion ended with a stored file: where to download it (for two days), its size, pages and times. */
export interface WebhookSuccess {
  /** true: the conversion succeeded (what tells a WebhookSuccess from a WebhookFailure). */
  success: true;
  /** Where to download the file; the service keeps it for two days. */
  url: string;
  /** Size of the file in bytes. */
  filesize: number;
  /** Number of pages, for a PDF; undefined for an image. */
  pdfPages: number | undefined;
  /** How long the conversion took, in milliseconds. */
  durationMs: number;
  /** How loading the source went: how long it took (milliseconds) and the HTTP status it answered. */
  response: { durationMs: number; statusCode: number };
  /** When the conversion ran. */
  executed: Date;
  /** The payload as received, fields the service adds later included. */
  payload: Record<string, unknown>;
}

/** The conversion failed: the service's status code, message and, when given, its error identifier. */
export interface WebhookFailure {
  /** false: the conversion failed (what tells a WebhookFailure from a WebhookSuccess). */
  success: false;
  /** The HTTP status the service would have answered, e.g. 400. */
  code: number;
  /** What went wrong, in the service's words. */
  message: string;
  /** The service's error identifier (e.g. `A74`), when given. */
  identifier: string | undefined;
  /** The payload as received, fields the service adds later included. */
  payload: Record<string, unknown>;
}

/** A webhook delivery from the service, told apart by `success`. */
export type WebhookDelivery = WebhookSuccess | WebhookFailure;

/**
 * Request headers as the common servers give them: node:http's `request.headers` (lower-case names, string or
 * string[] values), a fetch `Headers`, or any name → value record (matched whatever the case).
 */
export type WebhookHeaders =
  | { get(name: string): string | null | undefined }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/** What `parseWebhook()` checks a delivery against: its headers and your `webhook.secret`. */
export interface ParseWebhookOptions {
  /** The request's headers: needed when `secret` is given. */
  headers?: WebhookHeaders;
  /** The `webhook.secret` the conversion was sent with: the call must carry it in X-Doc-Convert-Secret. */
  secret?: string;
}

/** Why a delivery was refused. */
export type WebhookRefusal = 'missing-secret' | 'wrong-secret' | 'invalid-payload';

/**
 * The call cannot be trusted or read as a delivery: its X-Doc-Convert-Secret header is missing or wrong (answer
 * 401 and ignore it), or its body is not a payload the service sends (answer 400). The message never holds the
 * secret, the header's value or the body.
 */
export class WebhookVerificationError extends DocConvertError {
  override name = 'WebhookVerificationError';

  constructor(
    /** Which check failed: the header is missing, it does not match, or the body is not a delivery. */
    readonly reason: WebhookRefusal,
    message: string,
  ) {
    super(message);
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), reason: this.reason };
  }
}
Object.defineProperty(WebhookVerificationError.prototype, BRAND, { value: 'WebhookVerificationError' });

function headerValue(
  headers: WebhookHeaders | undefined,
  name: string,
): string | readonly string[] | undefined {
  if (!headers) return undefined;
  if (typeof headers.get === 'function') {
    return (headers as { get(name: string): string | null | undefined }).get(name) ?? undefined;
  }
  const wanted = name.toLowerCase();
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  for (const key of Object.keys(record)) {
    if (key.toLowerCase() === wanted) return record[key];
  }
  return undefined;
}

// Both sides are hashed first, so the comparison takes the same time whatever their lengths, and
// timingSafeEqual (which needs equal lengths) never tells the secret's length either.
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function verify(headers: WebhookHeaders | undefined, secret: string): void {
  if (typeof secret !== 'string' || secret === '') {
    throw new ValidationError([
      { path: 'secret', message: 'must be a non-empty string: the webhook.secret sent' },
    ]);
  }
  const value = headerValue(headers, WEBHOOK_SECRET_HEADER);
  const values = typeof value === 'string' ? [value] : (value ?? []);
  if (values.length === 0) {
    throw new WebhookVerificationError(
      'missing-secret',
      `The webhook call has no ${WEBHOOK_SECRET_HEADER} header, so it cannot be told from anyone else's call: ignore it (answer 401). Pass the request's headers to parseWebhook() with the secret.`,
    );
  }
  // A header sent twice is not the one the client sends: refused, after the same comparison work.
  const matches = values.map((v) => sameSecret(v, secret));
  if (values.length !== 1 || !matches[0]) {
    throw new WebhookVerificationError(
      'wrong-secret',
      `The webhook call's ${WEBHOOK_SECRET_HEADER} header does not match the secret: it was not sent for your conversion; ignore it (answer 401).`,
    );
  }
}

function invalid(rule: string): WebhookVerificationError {
  return new WebhookVerificationError(
    'invalid-payload',
    `The webhook body is not a delivery of the service: ${rule}. Expected {success: true, url, filesize, duration, response, executed, pdf_pages?} or {error: {code, error, identifier, success: false}}.`,
  );
}

// Never the value itself: the body may come from anyone, and a message is often logged.
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function bodyObject(body: unknown): Record<string, unknown> {
  let json: unknown = body;
  if (body instanceof Uint8Array || body instanceof ArrayBuffer) {
    try {
      json = new TextDecoder('utf-8', { fatal: true }).decode(body);
    } catch {
      throw invalid('the body is not UTF-8 text');
    }
  }
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json);
    } catch {
      throw invalid('the body is not JSON');
    }
  }
  if (!isRecord(json)) throw invalid(`the body must be a JSON object; got ${kindOf(json)}`);
  return json;
}

function numberAt(object: Record<string, unknown>, key: string, path: string, integer = false): number {
  const value = object[key];
  if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
    throw invalid(`${path} must be ${integer ? 'an integer' : 'a number'}; got ${kindOf(value)}`);
  }
  return value;
}

function stringAt(object: Record<string, unknown>, key: string, path: string): string {
  const value = object[key];
  if (typeof value !== 'string' || value === '') {
    throw invalid(`${path} must be a non-empty string; got ${kindOf(value)}`);
  }
  return value;
}

function failure(payload: Record<string, unknown>): WebhookFailure {
  const error = payload.error;
  if (!isRecord(error)) throw invalid(`error must be an object; got ${kindOf(error)}`);
  if (error.success !== undefined && error.success !== false) throw invalid('error.success must be false');
  const identifier = error.identifier;
  if (identifier !== undefined && identifier !== null && typeof identifier !== 'string') {
    throw invalid(`error.identifier must be a string; got ${kindOf(identifier)}`);
  }
  return {
    success: false,
    code: numberAt(error, 'code', 'error.code', true),
    message: stringAt(error, 'error', 'error.error'),
    identifier: identifier ?? undefined,
    payload,
  };
}

function success(payload: Record<string, unknown>): WebhookSuccess {
  if (payload.success !== true) throw invalid('success must be true, or the body must hold an error object');
  const response = payload.response;
  if (!isRecord(response)) throw invalid(`response must be an object; got ${kindOf(response)}`);
  const executed = new Date(stringAt(payload, 'executed', 'executed'));
  if (Number.isNaN(executed.getTime())) throw invalid('executed must be an ISO 8601 date-time');
  const pages = payload.pdf_pages;
  return {
    success: true,
    url: stringAt(payload, 'url', 'url'),
    filesize: numberAt(payload, 'filesize', 'filesize', true),
    pdfPages:
      pages === undefined || pages === null ? undefined : numberAt(payload, 'pdf_pages', 'pdf_pages', true),
    durationMs: numberAt(payload, 'duration', 'duration'),
    response: {
      durationMs: numberAt(response, 'duration', 'response.duration'),
      statusCode: numberAt(response, 'status-code', 'response.status-code', true),
    },
    executed,
    payload,
  };
}

/**
 * Reads a webhook delivery: `body` is the raw body (a string or Buffer, as received) or the JSON already
 * parsed. With `secret`, the call must carry it in the X-Doc-Convert-Secret header (`headers`), compared in
 * constant time. Answers a WebhookSuccess or a WebhookFailure (`success` tells them apart); throws a
 * WebhookVerificationError when the header is missing or wrong, or the body is not a payload of the service.
 */
export function parseWebhook(body: unknown, options: ParseWebhookOptions = {}): WebhookDelivery {
  // A `secret` key holding undefined is an unset variable (process.env.WEBHOOK_SECRET), not a wish to skip the
  // check: refused by verify() like an empty secret.
  if (Object.hasOwn(options, 'secret')) verify(options.headers, options.secret as string);
  const payload = bodyObject(body);
  return payload.error === undefined ? success(payload) : failure(payload);
}
