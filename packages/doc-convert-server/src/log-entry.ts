// What a request's log entry keeps: the service's LogObject fields (reference OpenAPI: id, duration, executed,
// credits, sandbox, filesize, error, code, user_agent, request_id, query), each of a bounded size. The
// service's own log shows `query: null` for its conversions (docs.pdfshift.io, "List recent logs"); this
// server keeps more, because a developer reading its log wants to see which options a request sent, but only
// a view of them: every text cut to LOGGED_TEXT_CHARS characters, and the whole query to LOGGED_QUERY_CHARS
// characters of names and values. An entry never holds a request's body: twenty conversions of a 30 MB source
// once kept 1.2 GB alive and made `GET /logs` fail building an answer longer than a string can be.
import type { RequestContext } from './context';
import type { Reply } from './reply';
import type { LogEntry } from './resources';

/** A text (an option value or name, an error, a user agent) is kept up to this many characters. */
export const LOGGED_TEXT_CHARS = 1_024;
/** The names and values kept of a request's query or options, in characters, all texts counted. */
export const LOGGED_QUERY_CHARS = 4_096;

/**
 * `text` cut to `room` characters, saying how many were left out. The kept part is copied: V8's slice of a
 * string keeps the whole string alive, so a prefix sliced off a 30 MB source would hold the 30 MB.
 */
function cut(text: string, room: number): string {
  if (text.length <= room) return text;
  const kept = Buffer.from(text.slice(0, Math.max(0, room)), 'utf16le').toString('utf16le');
  return `${kept}… (${text.length - room} more characters)`;
}

/** A text as a log entry keeps it: its first LOGGED_TEXT_CHARS characters. */
export function loggedText(text: string): string;
export function loggedText(text: string | null): string | null;
export function loggedText(text: string | null): string | null {
  return text === null ? null : cut(text, LOGGED_TEXT_CHARS);
}

/**
 * A view of a request's query or options, LOGGED_QUERY_CHARS characters at most: texts are cut, and an object
 * or array stops listing once the room is spent, with a last entry saying how many more it had.
 */
function loggedQuery(value: unknown): unknown {
  let room = LOGGED_QUERY_CHARS;
  const text = (s: string) => {
    const kept = Math.min(s.length, LOGGED_TEXT_CHARS, room);
    room -= kept;
    return cut(s, kept);
  };
  // The value is parsed JSON or a query string's pairs, checked no deeper than MAX_JSON_DEPTH (json-body.ts).
  const view = (v: unknown): unknown => {
    if (typeof v === 'string') return text(v);
    if (v === null || typeof v !== 'object') {
      room -= String(v).length;
      return v;
    }
    if (Array.isArray(v)) {
      const items: unknown[] = [];
      for (let i = 0; i < v.length; i++) {
        if (room <= 0) return [...items, `… (${v.length - i} more items)`];
        items.push(view(v[i]));
      }
      return items;
    }
    const names = Object.keys(v);
    const entries: Array<[string, unknown]> = [];
    for (let i = 0; i < names.length; i++) {
      if (room <= 0) {
        entries.push(['…', `${names.length - i} more`]);
        break;
      }
      entries.push([text(names[i]), view((v as Record<string, unknown>)[names[i]])]);
    }
    // fromEntries defines own properties: a name such as `__proto__` stays a name.
    return Object.fromEntries(entries);
  };
  return view(value);
}

/** The log entry of a request answered with `code` (0: no answer), from what its answer recorded. */
export function logEntry(
  ctx: Pick<RequestContext, 'req' | 'requestId' | 'query' | 'startedAt'>,
  code: number,
  fields: NonNullable<Reply['log']>,
): Omit<LogEntry, 'id'> {
  const { req, requestId, query, startedAt } = ctx;
  const agent = req.headers['user-agent'];
  return {
    duration: Date.now() - startedAt,
    executed: startedAt,
    credits: fields.credits ?? 0,
    sandbox: fields.sandbox ?? false,
    filesize: fields.filesize ?? 0,
    error: loggedText(fields.error ?? null),
    code,
    user_agent: loggedText(agent ?? ''),
    request_id: requestId,
    query: loggedQuery(fields.query ?? (query.size > 0 ? Object.fromEntries(query) : null)),
  };
}
