// What the server knows about URLs: whether a `source` is one, whether a host is this machine's loopback,
// and the Basic authentication and headers it sends when it requests one. Sources, webhooks and the
// Chromium page's network guard reach loopback hosts only.
import type { BasicAuth, ConversionOptions } from 'doc-convert/internal/rules';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function isUrl(source: string): boolean {
  return /^https?:\/\//i.test(source.trim());
}

export function isLoopback(url: URL): boolean {
  return LOOPBACK.has(url.hostname.toLowerCase());
}

/**
 * `text` with the user and password of every URL in it replaced (`https://[redacted]@host/`), for what is
 * shown back: an error naming a URL, a log entry. Linear on any text: the scheme is one of a few words, and
 * the user part stops at the first character a URL's authority cannot hold.
 */
export function withoutCredentials(text: string): string {
  return text.replace(/\b(https?|wss?|ftp):\/\/[^\s/?#@"'<>]*@/gi, '$1://[redacted]@');
}

/** The value of a Basic `Authorization` header for `auth` (a user name or password left out is empty). */
export function basicAuthorization({ username = '', password = '' }: BasicAuth): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

/**
 * Headers the connection owns, which the local server does not send from `http_headers`: they frame or route
 * the request (a `Transfer-Encoding: chunked` GET waits for a body that never comes, a `Host` names another
 * site to the page's proxy) or speak to a proxy. An API fuzzer's `Host`, `Content-Length`,
 * `Transfer-Encoding` and `Proxy-Authorization` each held the source's load until its timeout (a 408).
 */
const CONNECTION_HEADERS = new Set([
  'connection',
  'content-length',
  'expect',
  'host',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The `http_headers` the local server does not send (see CONNECTION_HEADERS), as `http_headers.<name>`. */
export function unsentHeaders(http_headers: Record<string, string> | undefined): string[] {
  return Object.keys(http_headers ?? {})
    .filter((name) => CONNECTION_HEADERS.has(name.toLowerCase()))
    .map((name) => `http_headers.${name}`);
}

/**
 * The headers a URL source is requested with: `http_headers` but those the connection owns, then `auth` as
 * `Authorization`.
 */
export function sourceHeaders({
  http_headers,
  auth,
}: Pick<ConversionOptions, 'http_headers' | 'auth'>): Record<string, string> {
  const sent = Object.fromEntries(
    Object.entries(http_headers ?? {}).filter(([name]) => !CONNECTION_HEADERS.has(name.toLowerCase())),
  );
  return auth ? { ...sent, Authorization: basicAuthorization(auth) } : sent;
}
