// An answer before it is written: status, headers and a body that knows its length up front (so every
// answer has a Content-Length) and yields its bytes lazily (so a 256 MB PDF is never held in memory).
// Handlers build Replies; send.ts writes them, faults included. The Error and Errors body forms live here,
// with the reading of a JSON request body, whose failures are answered in them.
import { ValidationError } from 'doc-convert/internal/rules';
import { JSON_DEPTH_RULE, JSON_VALUES_RULE, parseJsonBody } from './json-body';
import type { LogEntry } from './resources';

export interface Body {
  length: number;
  chunks(): Iterable<Buffer> | AsyncIterable<Buffer>;
}

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Body;
  /**
   * What the request's log entry records beyond status and timing; `query` is the parameters it may show
   * (without their secrets, see log-entry.ts), null for none.
   */
  log?: Partial<Pick<LogEntry, 'credits' | 'sandbox' | 'filesize' | 'error'>> & { query?: unknown };
}

export function bufferBody(bytes: Buffer): Body {
  return { length: bytes.length, chunks: () => [bytes] };
}

export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: bufferBody(Buffer.from(JSON.stringify(value))),
  };
}

/** The Error form: `{success:false, error, code}`. */
export function errorReply(status: number, error: string, headers: Record<string, string> = {}): Reply {
  return { ...jsonReply(status, { success: false, error, code: status }, headers), log: { error } };
}

/** The Errors form (400): `{success:false, errors:{<field>: [<message>, ...]}, code:400}`. */
export function errorsReply(errors: Record<string, string[]>, headers: Record<string, string> = {}): Reply {
  const text = Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
  return { ...jsonReply(400, { success: false, errors, code: 400 }, headers), log: { error: text } };
}

/** A one-field Errors form. */
export function fieldError(field: string, message: string): Reply {
  return errorsReply({ [field]: [message] });
}

/** A ValidationError (from the option parsers or a renderer) as the 400 Errors form; rethrows anything else. */
export function issuesReply(error: unknown): Reply {
  if (!(error instanceof ValidationError)) throw error;
  // A Map, not an object: a field may be named `constructor` or `__proto__` (an unknown option refused).
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = issue.path || 'body';
    errors.set(field, [...(errors.get(field) ?? []), issue.message]);
  }
  return errorsReply(Object.fromEntries(errors));
}

/** True for an answer, false for what a handler reads on its way to one. */
export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

/**
 * The request's JSON `body` checked by `parse`, or the 400 answer: a body that is not JSON, nests too deep or
 * holds too many values is refused on `body` (`expected` says what it must be), a ValidationError
 * of `parse` as the Errors form.
 */
export function readBody<T>(body: Buffer, parse: (input: unknown) => T, expected: string): T | Reply {
  const json = parseJsonBody(body.toString('utf8'));
  if ('problem' in json) {
    if (json.problem === 'too-deep') return fieldError('body', JSON_DEPTH_RULE);
    if (json.problem === 'too-many-values') return fieldError('body', JSON_VALUES_RULE);
    return fieldError('body', `must be a JSON object ${expected} (Content-Type: application/json)`);
  }
  try {
    return parse(json.value);
  } catch (error) {
    return issuesReply(error);
  }
}

export function textReply(status: number, contentType: string, text: string): Reply {
  return { status, headers: { 'Content-Type': contentType }, body: bufferBody(Buffer.from(text)) };
}

/** The body Base64-encoded on the fly (the `encode` option), length known up front. */
export function base64Body(body: Body): Body {
  return {
    length: 4 * Math.ceil(body.length / 3),
    async *chunks() {
      let carry: Buffer = Buffer.alloc(0);
      for await (const chunk of body.chunks()) {
        const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
        const whole = bytes.length - (bytes.length % 3);
        carry = bytes.subarray(whole);
        if (whole) yield Buffer.from(bytes.subarray(0, whole).toString('base64'));
      }
      if (carry.length) yield Buffer.from(carry.toString('base64'));
    },
  };
}
