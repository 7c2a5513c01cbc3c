// What a request's log entry keeps: the service's LogObject fields (reference OpenAPI: id, duration, executed,
// credits, sandbox, filesize, error, code, user_agent, request_id, query), each of a bounded size. `query` is
// text or null, as the reference's LogObject has it: the service's own log shows `query: null` for its
// conversions (docs.pdfshift.io, "List recent logs"), and logs a request's parameters only when it asks with
// `log_request` ("Log the request parameters", the reference's ConvertForm). This server does the same, and
// logs a GET's query parameters; either is the JSON text of a view without secrets (logged-parameters.ts),
// LOGGED_QUERY_CHARS characters of names and values. Every other text is cut to LOGGED_TEXT_CHARS characters.
// An entry never holds a request's body: twenty conversions of a 30 MB source once kept 1.2 GB alive and made
// `GET /logs` fail building an answer longer than a string can be.
import { redact } from 'doc-convert/internal/rules';
import type { RequestContext } from './context';
import { cut, LOGGED_TEXT_CHARS, loggedParameters } from './logged-parameters';
import type { Reply } from './reply';
import type { LogEntry } from './resources';
import { withoutCredentials } from './urls';

/** A text as a log entry keeps it: its first LOGGED_TEXT_CHARS characters, no credentials of a URL in it. */
export function loggedText(text: string, keys?: readonly string[]): string;
export function loggedText(text: string | null, keys?: readonly string[]): string | null;
export function loggedText(text: string | null, keys: readonly string[] = []): string | null {
  return text === null ? null : cut(redact(withoutCredentials(text), keys), LOGGED_TEXT_CHARS);
}

/**
 * The log entry of a request answered with `code` (0: no answer), from what its answer recorded: its `query`
 * is the parameters the answer names (null: not logged), else the request's query parameters when it has any.
 */
export function logEntry(
  ctx: Pick<RequestContext, 'state' | 'req' | 'requestId' | 'query' | 'startedAt'>,
  code: number,
  fields: NonNullable<Reply['log']>,
): Omit<LogEntry, 'id'> {
  const { state, req, requestId, query, startedAt } = ctx;
  const keys = state.secrets();
  const parameters =
    fields.query !== undefined ? fields.query : query.size > 0 ? Object.fromEntries(query) : null;
  return {
    duration: Date.now() - startedAt,
    executed: startedAt,
    credits: fields.credits ?? 0,
    sandbox: fields.sandbox ?? false,
    filesize: fields.filesize ?? 0,
    error: loggedText(fields.error ?? null, keys),
    code,
    user_agent: loggedText(req.headers['user-agent'] ?? '', keys),
    request_id: requestId,
    query: parameters === null ? null : loggedParameters(parameters, keys),
  };
}
