// What the server knows about URLs: whether a `source` is one, and whether a host is this machine's
// loopback. Sources, webhooks and the Chromium page's network guard reach loopback hosts only.
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function isUrl(source: string): boolean {
  return /^https?:\/\//i.test(source.trim());
}

export function isLoopback(url: URL): boolean {
  return LOOPBACK.has(url.hostname.toLowerCase());
}
