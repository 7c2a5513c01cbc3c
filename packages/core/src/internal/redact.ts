// Redaction: the one way secrets (the API key, a key being enabled) are scrubbed from text and from JSON-like
// values before they reach an error, a log line or anything else a user sees. The error family applies it to
// messages, stacks and causes; the request machinery to paths and headers; the faces to what they show.

/** What a secret is replaced by. */
const REDACTED = '[redacted]';

/** Secrets shorter than this are not looked for: they would match ordinary text. */
const SHORTEST_SECRET = 4;

/**
 * Every form in which the secrets may appear in text: each secret, and its URL-encoded form when that differs.
 * Work out once for many texts (an answer's headers), then ask holdsSecret() of each.
 */
export function secretForms(secrets: readonly string[]): string[] {
  const forms: string[] = [];
  for (const secret of secrets) {
    if (!secret || secret.length < SHORTEST_SECRET) continue;
    forms.push(secret);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) forms.push(encoded);
  }
  return forms;
}

/** Replaces every occurrence of each secret (and its URL-encoded form) in `text`. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const form of secretForms(secrets)) if (out.includes(form)) out = out.split(form).join(REDACTED);
  return out;
}

/** Whether `text` holds any of the forms of secretForms(), as redact() would find them. */
export function holdsSecret(text: string, forms: readonly string[]): boolean {
  return forms.some((form) => text.includes(form));
}

/** Redacts strings anywhere inside a JSON-like value. */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  if (typeof value === 'string') return redact(value, secrets) as T;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, secrets)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactDeep(v, secrets)])) as T;
  }
  return value;
}
