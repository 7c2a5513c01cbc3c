// What the service answers in the node's unit tests, and what the node's output says of it: the conversion
// headers (credits, durations, processor, request id, rate limit) and their facts in the output's words, small
// PDF and PNG files, the request defaults of a conversion, and nock scopes that demand the credential's key.
import nock from 'nock';
import { CREDENTIAL_KEY } from './context';

export const BASE = 'https://api.doc-convert.test';
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
export const WEBP = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 \x0e\x00\x00\x00', 'latin1');
const RESET = 1900000000;
export const RESET_AT = new Date(RESET * 1000).toISOString();

export const rateLimit = {
  'X-RateLimit-Limit': '250',
  'X-RateLimit-Remaining': '249',
  'X-RateLimit-Reset': String(RESET),
};
export const metadataHeaders = {
  'X-Credits-Cost': '1',
  'X-Credits-Used': '1',
  'X-Response-Duration': '12',
  'X-Service-Duration': '340',
  'X-Service-Processor': 'renderer-7',
  'X-Request-Id': 'req_0001',
  ...rateLimit,
};
export const conversionHeaders = (type: string, bytes: Buffer) => ({
  'Content-Type': type,
  'Content-Length': String(bytes.length),
  ...metadataHeaders,
});
/** What the headers above say, in the output's words. */
export const answerFacts = {
  queued: false,
  requestId: 'req_0001',
  creditsCost: 1,
  creditsUsed: 1,
  durationMs: 340,
  loadDurationMs: 12,
  processor: 'renderer-7',
  rateLimit: { limit: 250, remaining: 249, resetAt: RESET_AT },
};

/** The API, answering only requests that carry the credential's key. */
export function api(): nock.Scope {
  return nock(BASE, { reqheaders: { 'x-api-key': CREDENTIAL_KEY } });
}

export { generateParameters, pdfParameters } from './parameters';
