// Delivers the result of a queued conversion by a real HTTP request to the webhook (string URL, or the
// object form with method, headers and basic auth), and returns the delivery as recorded in the state.
// Only loopback hosts are called: anything else is recorded as not delivered.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Webhook } from 'doc-convert/internal/rules';
import { basicAuthorization, isLoopback } from './urls';
import type { WebhookDelivery } from './state';

const TIMEOUT_MS = 10_000;

export async function deliverWebhook(
  target: Webhook,
  requestId: string,
  payload: Record<string, unknown>,
  signal: AbortSignal,
): Promise<WebhookDelivery> {
  const spec = typeof target === 'string' ? { url: target } : target;
  const method = (spec.method ?? 'POST').toUpperCase();
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {
    'user-agent': 'DocConvertLocalServer/1.0 (webhook)',
    ...Object.fromEntries(Object.entries(spec.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
  };
  if (spec.auth) headers.authorization = basicAuthorization(spec.auth);
  const delivery: WebhookDelivery = {
    requestId,
    url: spec.url,
    method,
    status: 0,
    headers,
    body: payload,
    deliveredAt: 0,
  };
  const url = new URL(spec.url);
  if (!isLoopback(url)) {
    return {
      ...delivery,
      error: `not delivered: ${url.hostname} is not a loopback host`,
      deliveredAt: Date.now(),
    };
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  try {
    const status = await new Promise<number>((resolve, reject) => {
      const req = send(url, { method, headers, agent: false, signal, timeout: TIMEOUT_MS }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
      req.on('error', reject);
      req.end(body);
    });
    return { ...delivery, status, deliveredAt: Date.now() };
  } catch (error) {
    return { ...delivery, error: (error as Error).message, deliveredAt: Date.now() };
  }
}
