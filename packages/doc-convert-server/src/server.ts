// The request pipeline and the route table. Every request: gets a request id, is recorded (secrets
// redacted), meets its faults (latency, reset, error status), is authenticated by X-API-Key (401 Error form
// when missing, unknown or disabled), counts against its key's rate-limit window (429 past the limit),
// reaches its route, and is answered with X-Request-Id and the rate-limit headers, then logged.
// Paths are matched on their raw segments and decoded afterwards, so an encoded `/` stays inside its
// parameter. `/files/...` (stored results) needs no key, like a pre-signed URL.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { redact, redactDeep } from 'doc-convert/internal/rules';
import type { Handler, RequestContext } from './context';
import { isBodyFault, type Fault, type FaultController } from './faults';
import { parseJsonBody } from './json-body';
import { missingHost } from './protocol-errors';
import { logEntry } from './log-entry';
import type { Renderer } from './render/renderer';
import { errorReply, fieldError, textReply, type Reply } from './reply';
import type { KeyRecord } from './resources';
import { enableKey, getAccount, getCreditsUsage, listInvoices } from './routes/account';
import { convertJpeg, convertPdf, convertPng, convertWebp } from './routes/convert';
import { getFile } from './routes/files';
import { getLog, listLogs } from './routes/logs';
import {
  createTemplate,
  deleteTemplate,
  generateDocument,
  getTemplateHtml,
  listTemplates,
  updateTemplate,
} from './routes/templates';
import { sendReply } from './send';
import type { RecordedRequest, ServerState } from './state';

interface Route {
  method: string;
  /** Matched against the raw path relative to /v3 (or the full path when `public`). */
  pattern: RegExp;
  params: string[];
  handler: Handler;
  /** No API key, no rate limit. */
  public?: boolean;
}

const ROUTES: Route[] = [
  { method: 'GET', pattern: /^\/account$/, params: [], handler: getAccount },
  { method: 'GET', pattern: /^\/credits\/usage$/, params: [], handler: getCreditsUsage },
  { method: 'GET', pattern: /^\/invoices$/, params: [], handler: listInvoices },
  { method: 'POST', pattern: /^\/convert\/pdf$/, params: [], handler: convertPdf },
  { method: 'POST', pattern: /^\/convert\/png$/, params: [], handler: convertPng },
  { method: 'POST', pattern: /^\/convert\/jpeg$/, params: [], handler: convertJpeg },
  { method: 'POST', pattern: /^\/convert\/webp$/, params: [], handler: convertWebp },
  { method: 'POST', pattern: /^\/account\/api\/([^/]+)\/enable$/, params: ['key'], handler: enableKey },
  { method: 'GET', pattern: /^\/logs$/, params: [], handler: listLogs },
  { method: 'GET', pattern: /^\/logs\/([^/]+)$/, params: ['request_id'], handler: getLog },
  { method: 'GET', pattern: /^\/templates$/, params: [], handler: listTemplates },
  { method: 'POST', pattern: /^\/templates$/, params: [], handler: createTemplate },
  { method: 'PUT', pattern: /^\/templates\/([^/]+)$/, params: ['slug'], handler: updateTemplate },
  // The slug is everything before the last dot: `a.b.pdf` is the template "a.b" as a PDF.
  {
    method: 'POST',
    pattern: /^\/templates\/([^/]+)\.([^./]+)$/,
    params: ['slug', 'ext'],
    handler: generateDocument,
  },
  { method: 'GET', pattern: /^\/templates\/([^/]+)\.html$/, params: ['slug'], handler: getTemplateHtml },
  { method: 'DELETE', pattern: /^\/templates\/([^/]+)$/, params: ['slug'], handler: deleteTemplate },
  {
    method: 'GET',
    pattern: /^\/files\/([^/]+)\/([^/]+)$/,
    params: ['id', 'name'],
    handler: getFile,
    public: true,
  },
];

const API_PREFIX = '/v3';
const RATE_LIMITED = 'Too many requests: the rate limit is reached; retry after X-RateLimit-Reset.';
const FAULT_MESSAGES: Record<number, string> = {
  429: RATE_LIMITED,
  500: 'Internal server error.',
  502: 'Bad gateway.',
  503: 'Service temporarily unavailable.',
};
/**
 * The largest request body the server reads. The service states no limit; past this one the answer is 413,
 * HTTP's status for a body larger than a server accepts (RFC 9110, 15.5.14), and it names the limit.
 */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;
export const BODY_TOO_LARGE = `The request body is larger than the local server's limit of ${MAX_BODY_BYTES / 2 ** 20} MiB (${MAX_BODY_BYTES} bytes).`;

export interface App {
  state: ServerState;
  renderer: Renderer;
  faults: FaultController;
  origin: string;
  signal: AbortSignal;
  /** Tracks work that outlives a request, so close() can wait for it. */
  track(task: Promise<void>): void;
}

/** The request body, or undefined when it is larger than MAX_BODY_BYTES (read to the end, not kept). */
function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= MAX_BODY_BYTES ? Buffer.concat(chunks) : undefined));
    req.on('error', reject);
  });
}

/**
 * A recorded body: its JSON, or its text when it is not JSON (or too deep or too many values to walk for
 * redaction).
 */
function parseBody(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  const text = body.toString('utf8');
  const json = parseJsonBody(text);
  return 'value' in json ? json.value : text;
}

function headerText(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The Error-form answer of a status fault, or the HTML page of a proxy. */
function faultReply(fault: Exclude<Fault, { kind: 'latency' }>, state: ServerState): Reply | undefined {
  if (fault.kind === 'non-json-error') {
    const status = fault.status ?? 502;
    const title = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
    return textReply(
      status,
      'text/html',
      `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`,
    );
  }
  if (fault.kind !== 'status') return undefined;
  const headers = fault.status === 429 ? state.rateLimiter.refusal(fault.resetInMs ?? 1000) : {};
  const message =
    fault.message ?? FAULT_MESSAGES[fault.status] ?? `${STATUS_CODES[fault.status] ?? 'Error'}.`;
  return errorReply(fault.status, message, headers);
}

function authenticate(state: ServerState, req: IncomingMessage): KeyRecord | Reply {
  const token = headerText(req, 'x-api-key');
  if (!token) return errorReply(401, 'Missing API key: send it in the X-API-Key header.');
  const key = state.keys.get(token);
  if (!key) return errorReply(401, 'Invalid API key.');
  if (!key.active) return errorReply(401, 'This API key is disabled.');
  return key;
}

type RouteMatch = { route: Route; values: string[] } | { route: undefined; allowed: string[] };

function matchRoute(method: string, path: string, isPublic: boolean): RouteMatch {
  const candidates = ROUTES.filter((r) => (r.public ?? false) === isPublic);
  const matches = candidates
    .map((route) => ({ route, match: route.pattern.exec(path) }))
    .filter((m) => m.match);
  const found = matches.find((m) => m.route.method === method);
  if (found) return { route: found.route, values: found.match!.slice(1) };
  return { route: undefined, allowed: matches.map((m) => m.route.method) };
}

/** Finds the route, authenticates and rate-limits (except public routes), decodes the path parameters and runs the handler. */
async function answer(
  app: App,
  req: IncomingMessage,
  ctx: RequestContext,
  routePath: string,
  isPublic: boolean,
) {
  const { state } = app;
  const method = req.method ?? 'GET';
  const found = matchRoute(method, routePath, isPublic);
  if (!found.route) {
    return found.allowed.length
      ? {
          reply: errorReply(405, `Method ${method} is not allowed here.`, {
            Allow: found.allowed.join(', '),
          }),
        }
      : { reply: errorReply(404, 'Not found.') };
  }
  const { route, values } = found;
  let rateHeaders: Record<string, string> = {};
  if (!route.public) {
    const key = authenticate(state, req);
    if ('status' in key) return { reply: key };
    ctx.key = key;
    key.last_used = Date.now();
    const decision = state.rateLimiter.hit(key.token);
    rateHeaders = decision.headers;
    if (!decision.allowed) return { reply: errorReply(429, RATE_LIMITED), rateHeaders };
  }
  for (const [i, name] of route.params.entries()) {
    try {
      ctx.params[name] = decodeURIComponent(values[i]);
    } catch {
      return { reply: fieldError(name, 'is not correctly URL-encoded'), rateHeaders };
    }
  }
  return { reply: await route.handler(ctx), rateHeaders };
}

/**
 * Keeps the request in `state.requests`, every API key in it (header, path, body) redacted. The body is parsed
 * and redacted when it is first read: most recorded bodies are never read, and walking a body of a million
 * names on arrival held every other client for seconds.
 */
function record(
  state: ServerState,
  req: IncomingMessage,
  requestId: string,
  body: Buffer | undefined,
  at: number,
) {
  if (state.history === 0) return;
  const secrets = [...state.secrets(), headerText(req, 'x-api-key') ?? ''];
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name,
      name === 'x-api-key'
        ? '[redacted]'
        : redact(Array.isArray(value) ? value.join(', ') : (value ?? ''), secrets),
    ]),
  );
  let unread = body;
  let parsed: unknown;
  const recorded: RecordedRequest = {
    requestId,
    method: req.method ?? 'GET',
    path: redact(req.url ?? '/', secrets),
    headers,
    get body() {
      if (unread !== undefined) [parsed, unread] = [redactDeep(parseBody(unread), secrets), undefined];
      return parsed;
    },
    receivedAt: at,
  };
  state.recordRequest(recorded, body?.length ?? 0);
}

/**
 * The request's target as a URL, or undefined when it is not one: a path is read as a path on this origin
 * even when it starts with `//` (which a URL parser would take for a host), else an absolute URL.
 */
function requestUrl(target: string, origin: string): URL | undefined {
  try {
    return new URL(target.startsWith('/') ? `${origin}${target}` : target, origin);
  } catch {
    return undefined;
  }
}

export async function handleRequest(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { state, faults } = app;
  const startedAt = Date.now();
  const requestId = randomUUID();
  const method = req.method ?? 'GET';
  const target = requestUrl(req.url ?? '/', app.origin);
  const url = target ?? new URL(app.origin);
  const isApi = url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`);
  const routePath = isApi ? url.pathname.slice(API_PREFIX.length) : url.pathname;
  let body: Buffer | undefined;
  try {
    body = await readBody(req);
  } catch {
    return void res.destroy(); // the client went away mid-request
  }
  record(state, req, requestId, body, startedAt);

  const tasks: Array<() => Promise<void>> = [];
  const applied = faults.take(method, routePath);
  // Latency is the time to the answer, as with a service that renders many requests at once: the work is
  // done on arrival (the rate limit counted then too) and the answer leaves `latencyMs` after the request
  // came. Rendering one after another on this one thread would otherwise add up within a burst of requests.
  const answerAt = startedAt + state.latencyMs + applied.latencyMs;
  const ctx: RequestContext = {
    state,
    renderer: app.renderer,
    req,
    requestId,
    key: undefined,
    params: {},
    query: url.searchParams,
    body: body ?? Buffer.alloc(0),
    origin: app.origin,
    startedAt,
    answerAt,
    signal: app.signal,
    background: (task) => tasks.push(task),
  };

  let reply: Reply;
  let rateHeaders: Record<string, string> = {};
  const waitOutLatency = async () => {
    const left = answerAt - Date.now();
    if (left > 0) await sleep(left, undefined, { signal: app.signal });
  };
  try {
    if (applied.fault?.kind === 'reset-before-headers') {
      await waitOutLatency();
      req.socket.resetAndDestroy();
      const error = 'connection reset before the answer (fault)';
      state.addLog(logEntry(ctx, 0, { error }), ctx.key?.token);
      return;
    }
    const refused =
      (applied.fault && faultReply(applied.fault, state)) ||
      (body === undefined ? errorReply(413, BODY_TOO_LARGE) : missingHost(req)) ||
      (target ? undefined : errorReply(400, 'The request target is not a valid URL path.'));
    if (refused) reply = refused;
    else if (!isApi && !routePath.startsWith('/files/'))
      reply = errorReply(404, 'Not found: the API lives under /v3.');
    else ({ reply, rateHeaders = {} } = await answer(app, req, ctx, routePath, !isApi));
    await waitOutLatency();
  } catch (error) {
    if (app.signal.aborted) return void res.destroy();
    reply = errorReply(500, `Internal server error: ${(error as Error).message}`);
  }

  reply.headers = { ...reply.headers, ...rateHeaders, 'X-Request-Id': requestId };
  const bodyFault = applied.fault && isBodyFault(applied.fault) ? applied.fault : undefined;
  await sendReply(res, reply, bodyFault, app.signal);
  state.countAnswer(reply.status);
  state.addLog(logEntry(ctx, reply.status, reply.log ?? {}), ctx.key?.token);
  for (const task of tasks) app.track(task());
}
