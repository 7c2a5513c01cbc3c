// Sends `webhook.secret` the one way the service can carry it. The service signs no webhook call, but its
// WebhookForm ({url, method, auth, headers}) sends the headers the caller chooses: the secret goes into
// `webhook.headers` as X-Doc-Convert-Secret, and parseWebhook() (webhook.ts) checks it on the receiving side.
// The service never sees a `secret` field, and the secret is kept out of every error of the request.

/** The header that carries `webhook.secret` to the receiver. */
export const WEBHOOK_SECRET_HEADER = 'X-Doc-Convert-Secret';

// A secret travels as a header value and is the receiver's only proof of who called: visible ASCII (no
// spaces, nothing a header would mangle), and long enough not to be guessed. Here rather than with the option
// schemas, so that a receiver (the n8n trigger) checks its secret by the same rule without loading them.
/** What a webhook secret must be. */
export const WEBHOOK_SECRET_PATTERN = /^[\x21-\x7e]{16,256}$/;
/** The rule, in the words of a validation issue. */
export const WEBHOOK_SECRET_RULE =
  'must be 16 to 256 visible ASCII characters without spaces, e.g. crypto.randomBytes(24).toString("base64url")';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A validated conversion body as the service reads it: `webhook.secret`, when given, moved into
 * `webhook.headers`. Also answers the secrets to keep out of errors (the secret itself).
 */
export function withWebhookSecret(body: unknown): { body: unknown; secrets: string[] } {
  if (!isRecord(body) || !isRecord(body.webhook) || typeof body.webhook.secret !== 'string') {
    return { body, secrets: [] };
  }
  const { secret, ...webhook } = body.webhook;
  const headers = {
    ...(webhook.headers as Record<string, string> | undefined),
    [WEBHOOK_SECRET_HEADER]: secret,
  };
  return { body: { ...body, webhook: { ...webhook, headers } }, secrets: [secret] };
}
