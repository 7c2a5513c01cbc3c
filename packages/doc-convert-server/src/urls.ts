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

/** The headers a URL source is requested with: `http_headers`, then `auth` as `Authorization`. */
export function sourceHeaders({
  http_headers,
  auth,
}: Pick<ConversionOptions, 'http_headers' | 'auth'>): Record<string, string> {
  return auth ? { ...http_headers, Authorization: basicAuthorization(auth) } : { ...http_headers };
}
