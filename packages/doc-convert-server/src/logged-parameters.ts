// What a log entry shows of a request's parameters (its `query`): nothing a user sent as a secret, and a
// bounded view of the rest. Secrets are the values of the options that carry credentials wherever they appear
// (the `auth` and webhook passwords, every header value of `http_headers` and of the webhook, cookie values,
// the webhook's secret, the PDF passwords, a `key` filter), the user and password inside any URL, the query
// values of a URL, the path of a webhook URL (a capability: n8n's and Slack's hold their token there), and the
// server's API keys wherever they appear. A fuzzer read all of these back from `GET /logs` in plain text.
import { redact } from 'doc-convert/internal/rules';
import { withoutCredentials } from './urls';

const REDACTED = '[redacted]';

/** The names and values kept of a request's parameters, in characters, all texts counted. */
export const LOGGED_QUERY_CHARS = 4_096;
/** A text (an option value or name, an error, a user agent) is kept up to this many characters. */
export const LOGGED_TEXT_CHARS = 1_024;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with each named field that is present replaced. */
function hiding(value: unknown, fields: readonly string[]): unknown {
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, v]) => [name, fields.includes(name) ? REDACTED : v]),
  );
}

/** An object of header name → value with every value replaced: which headers were sent shows, not what. */
function headerNames(value: unknown): unknown {
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.keys(value).map((name) => [name, REDACTED]));
}

/** A webhook URL as the log shows it: its origin, the rest (path, query, user) replaced. */
function webhookUrl(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    const url = new URL(value.trim());
    const bare = url.pathname === '/' && url.search === '' && url.username === '' && url.password === '';
    return bare ? `${url.origin}/` : `${url.origin}/${REDACTED}`;
  } catch {
    return REDACTED;
  }
}

/** The options whose values are secrets, each with what the log shows instead. */
const SECRET_OPTIONS: Record<string, (value: unknown) => unknown> = {
  auth: (value) => hiding(value, ['password']),
  http_headers: headerNames,
  cookies: (value) => (Array.isArray(value) ? value.map((cookie) => hiding(cookie, ['value'])) : value),
  protection: (value) => hiding(value, ['user_password', 'owner_password']),
  webhook: (value) => {
    if (!isObject(value)) return webhookUrl(value);
    const shown = hiding(value, ['secret']) as Json;
    if ('url' in shown) shown.url = webhookUrl(shown.url);
    if ('auth' in shown) shown.auth = hiding(shown.auth, ['password']);
    if ('headers' in shown) shown.headers = headerNames(shown.headers);
    return shown;
  },
  // GET /logs?key=: the key it filters by.
  key: () => REDACTED,
};

/** A URL's query values replaced (`?token=[redacted]`) when `text` is one URL; other text as it is. */
function withoutQueryValues(text: string): string {
  const url = /^(\s*https?:\/\/[^?#\s]*\?)([^#\s]*)(#\S*)?\s*$/i.exec(text);
  if (!url) return text;
  const pairs = url[2]!.split('&').map((pair) => {
    const at = pair.indexOf('=');
    return at < 0 ? pair : `${pair.slice(0, at)}=${REDACTED}`;
  });
  return `${url[1]}${pairs.join('&')}${url[3] ?? ''}`;
}

/** Every text inside `value` without credentials in URLs, URL query values or the server's keys. */
function scrubbed(value: unknown, keys: readonly string[]): unknown {
  if (typeof value === 'string') return redact(withoutQueryValues(withoutCredentials(value)), keys);
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, keys));
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([name, v]) => [name, scrubbed(v, keys)]));
  }
  return value;
}

/** The parameters of a request as a log may show them: every secret replaced by `[redacted]`. */
function withoutSecrets(parameters: unknown, keys: readonly string[]): unknown {
  if (!isObject(parameters)) return scrubbed(parameters, keys);
  const shown = Object.entries(parameters).map(([name, value]) => {
    const hide = Object.hasOwn(SECRET_OPTIONS, name) ? SECRET_OPTIONS[name] : undefined;
    return [name, scrubbed(hide ? hide(value) : value, keys)];
  });
  // fromEntries defines own properties: a name such as `__proto__` stays a name.
  return Object.fromEntries(shown);
}

/**
 * `text` cut to `room` characters, saying how many were left out. The kept part is copied: V8's slice of a
 * string keeps the whole string alive, so a prefix sliced off a 30 MB source would hold the 30 MB.
 */
export function cut(text: string, room: number): string {
  if (text.length <= room) return text;
  const kept = Buffer.from(text.slice(0, Math.max(0, room)), 'utf16le').toString('utf16le');
  return `${kept}… (${text.length - room} more characters)`;
}

/**
 * A view of parameters LOGGED_QUERY_CHARS characters at most: texts are cut, and an object or array stops
 * listing once the room is spent, with a last entry saying how many more it had.
 */
function bounded(value: unknown): unknown {
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
      entries.push([text(names[i]), view((v as Json)[names[i]])]);
    }
    return Object.fromEntries(entries);
  };
  return view(value);
}

/**
 * A request's parameters (a conversion's options, a GET's query parameters) as its log entry's `query`: the
 * JSON text of a bounded view without secrets. The secrets go first, from the whole texts: a text cut first
 * could end inside a URL's password, which would then no longer look like one.
 */
export function loggedParameters(parameters: unknown, keys: readonly string[]): string {
  return JSON.stringify(bounded(withoutSecrets(parameters, keys)));
}
