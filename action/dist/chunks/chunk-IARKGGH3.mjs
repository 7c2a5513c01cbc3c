import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/core/src/options/page-formats.ts
init_esm_shims();
var PAGE_FORMATS = [
  "Letter",
  "Legal",
  "Tabloid",
  "Ledger",
  "A0",
  "A1",
  "A2",
  "A3",
  "A4",
  "A5"
];
var PAGE_SIZES_PT = {
  Letter: [612, 792],
  Legal: [612, 1008],
  Tabloid: [792, 1224],
  Ledger: [1224, 792],
  A0: [2383.94, 3370.39],
  A1: [1683.78, 2383.94],
  A2: [1190.55, 1683.78],
  A3: [841.89, 1190.55],
  A4: [595.28, 841.89],
  A5: [419.53, 595.28]
};
var FORMAT_UNITS = ["in", "cm", "mm"];

// packages/core/src/internal/webhook-secret.ts
init_esm_shims();
var WEBHOOK_SECRET_HEADER = "X-Doc-Convert-Secret";
var WEBHOOK_SECRET_PATTERN = /^[\x21-\x7e]{16,256}$/;
var WEBHOOK_SECRET_RULE = 'must be 16 to 256 visible ASCII characters without spaces, e.g. crypto.randomBytes(24).toString("base64url")';
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function withWebhookSecret(body) {
  if (!isRecord(body) || !isRecord(body.webhook) || typeof body.webhook.secret !== "string") {
    return { body, secrets: [] };
  }
  const { secret, ...webhook } = body.webhook;
  const headers = {
    ...webhook.headers,
    [WEBHOOK_SECRET_HEADER]: secret
  };
  return { body: { ...body, webhook: { ...webhook, headers } }, secrets: [secret] };
}

export {
  WEBHOOK_SECRET_HEADER,
  WEBHOOK_SECRET_PATTERN,
  WEBHOOK_SECRET_RULE,
  withWebhookSecret,
  PAGE_FORMATS,
  PAGE_SIZES_PT,
  FORMAT_UNITS
};
