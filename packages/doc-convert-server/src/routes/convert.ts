// The four conversions. A request is checked (processor version, JSON body, options through the same
// parsers the client uses), refused with 403 before any rendering when no credit remains (sandbox aside),
// then rendered by the server's renderer (render/renderer.ts: it loads the source too), and it is charged
// max(1, ceil(bytes / 5 MB)) credits (0 in sandbox). The answer takes one of the three forms: 202 queued
// with a webhook (rendered and delivered after the answer), JSON with a download URL when `filename` is
// set, or the file itself (Base64 with `encode`). The answers that carry the rendered document (the file,
// its Base64, the JSON with its download URL) name the renderer (X-Local-Renderer) and the options it did
// not apply (X-Local-Not-Applied).
import { randomBytes } from 'node:crypto';
import {
  CONVERSION_CONTENT_TYPES,
  type ConversionFormat,
  parseConversionOptions,
  type Webhook,
  ValidationError,
  PROCESSOR_VERSIONS,
} from 'doc-convert/internal/rules';
import type { Handler, RequestContext } from '../context';
import {
  base64Body,
  errorReply,
  fieldError,
  isReply,
  issuesReply,
  jsonReply,
  readBody,
  type Body,
  type Reply,
} from '../reply';
import { loggedText } from '../log-entry';
import { SourceLoadError, type Rendered, type RenderJob } from '../render/renderer';
import { deliverWebhook } from '../webhook';

export const BYTES_PER_CREDIT = 5 * 1024 * 1024;

/** Credits a document of `bytes` bytes costs. */
export function creditCost(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / BYTES_PER_CREDIT));
}

interface Converted {
  body: Body;
  contentType: string;
  extension: ConversionFormat;
  pdfPages: number | undefined;
  headers: Record<string, string>;
  loadMs: number;
  serviceMs: number;
  sourceStatus: number | undefined;
  credits: number;
}

/** The options of a conversion to `kind`, checked by the client's own parsers (which throw ValidationError). */
function renderJob(kind: ConversionFormat, options: unknown): RenderJob {
  const parsed = parseConversionOptions(kind, options);
  // `webhook.secret` is the client's, not the service's: its WebhookForm is {url, method, auth, headers}, and
  // the client sends the secret as a header. Refused here, so a client that forgot to would be caught.
  const { webhook } = parsed;
  if (typeof webhook === 'object' && Object.hasOwn(webhook, 'secret')) {
    throw new ValidationError([
      { path: 'webhook.secret', message: 'unknown field: the webhook form is {url, method, auth, headers}' },
    ]);
  }
  return { kind, options: parsed } as RenderJob;
}

/** The X-Processor-Version check, then the JSON body of a request that renders checked by `parse`, or the 400 answer. */
export function readRenderBody<T>(ctx: RequestContext, parse: (input: unknown) => T): T | Reply {
  const version = ctx.req.headers['x-processor-version'];
  if (version !== undefined && !(PROCESSOR_VERSIONS as readonly string[]).includes(String(version))) {
    return fieldError('X-Processor-Version', `must be ${PROCESSOR_VERSIONS.join(' or ')}`);
  }
  return readBody(ctx.body, parse, 'of conversion options');
}

/** The options of a conversion to `kind`, checked by the client's own parsers, or the 400 answer. */
export function parseOptions(kind: ConversionFormat, options: unknown): RenderJob | Reply {
  try {
    return renderJob(kind, options);
  } catch (error) {
    return issuesReply(error);
  }
}

/** At most this many unresolved URLs are named in the header; it says how many more there were. */
const UNRESOLVED_NAMED = 10;

/** The unresolved relative URLs as a header value: percent-encoded where a header could not carry them. */
function unresolvedHeader(urls: readonly string[]): string {
  const named = urls.slice(0, UNRESOLVED_NAMED).map((url) => encodeURI(url).replace(/,/g, '%2C'));
  const more = urls.length - named.length;
  return more > 0 ? `${named.join(', ')}, ... (${more} more)` : named.join(', ');
}

/** What the renderer says about its work, as response headers. */
function renderHeaders(rendered: Rendered, renderer: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-Local-Renderer': renderer };
  if (rendered.notApplied.length) headers['X-Local-Not-Applied'] = rendered.notApplied.join(', ');
  if (rendered.blocked) headers['X-Local-Blocked-Requests'] = String(rendered.blocked);
  if (rendered.unresolved?.length) {
    headers['X-Local-Unresolved-Relative-URLs'] = unresolvedHeader(rendered.unresolved);
  }
  if (rendered.missingGlyphs?.length) headers['X-Local-Missing-Glyphs'] = rendered.missingGlyphs.join(', ');
  return headers;
}

/** Why a render stopped when the client that asked for it closed its connection first. */
const CLIENT_GONE = 'the client closed the connection before the answer: the conversion was stopped';

/**
 * A signal aborted when the server closes or, while `waiting` runs, when the client's connection closes
 * (nobody is left to answer: its render is stopped and its slot given to the next).
 */
async function whileClientWaits<T>(ctx: RequestContext, waiting: (signal: AbortSignal) => Promise<T>) {
  const socket = ctx.req.socket;
  const left = new AbortController();
  const leave = () => left.abort(new SourceLoadError(408, CLIENT_GONE, 'timeout'));
  if (socket.destroyed) leave();
  else socket.once('close', leave);
  try {
    return await waiting(AbortSignal.any([ctx.signal, left.signal]));
  } finally {
    socket.off('close', leave);
  }
}

/** Renders and charges; a failure comes back as the error answer. `forClient`: the client waits for it. */
async function run(job: RenderJob, ctx: RequestContext, forClient = true): Promise<Converted | Reply> {
  const { state, renderer } = ctx;
  const { options } = job;
  const render = (signal: AbortSignal) =>
    renderer.render(job, { origin: ctx.origin, signal, padBytes: state.pdfPadBytes });
  let rendered: Rendered;
  try {
    rendered = await (forClient ? whileClientWaits(ctx, render) : render(ctx.signal));
  } catch (error) {
    if (!(error instanceof SourceLoadError)) return issuesReply(error);
    return error.status === 408 ? errorReply(408, error.message) : fieldError(error.field, error.message);
  }
  const { body } = rendered;

  const cost = creditCost(body.length);
  const credits = options.sandbox ? 0 : cost;
  state.credits.used += credits;
  if (ctx.key) ctx.key.usage += credits;
  // The answer leaves at answerAt at the earliest (the scenario's latency): that is the service's time.
  const serviceMs = Math.max(Date.now(), ctx.answerAt) - ctx.startedAt;
  const headers: Record<string, string> = {
    'X-Credits-Cost': String(cost),
    'X-Credits-Used': String(credits),
    'X-Response-Duration': String(rendered.loadMs),
    'X-Service-Duration': String(serviceMs),
    'X-Service-Processor': state.processor,
    ...renderHeaders(rendered, renderer.name),
  };
  if (rendered.statusCode !== undefined) headers['X-Response-Status-Code'] = String(rendered.statusCode);
  return {
    body,
    contentType: CONVERSION_CONTENT_TYPES[job.kind],
    extension: job.kind,
    pdfPages: rendered.pages,
    headers,
    loadMs: rendered.loadMs,
    serviceMs,
    sourceStatus: rendered.statusCode,
    credits,
  };
}

/** Stores the file and describes it as the JSON result form. */
function stored(converted: Converted, filename: string, ctx: RequestContext): Record<string, unknown> {
  const id = randomBytes(12).toString('hex');
  const name = `${filename}.${converted.extension}`;
  ctx.state.files.set(id, { id, filename: name, contentType: converted.contentType, body: converted.body });
  return {
    success: true,
    url: `${ctx.origin}/files/${id}/${encodeURIComponent(name)}`,
    filesize: converted.body.length,
    duration: converted.serviceMs,
    response: { duration: converted.loadMs, 'status-code': converted.sourceStatus ?? 200 },
    executed: new Date().toISOString(),
    ...(converted.pdfPages === undefined ? {} : { pdf_pages: converted.pdfPages }),
  };
}

/**
 * The failure payload as the service documents it (https://docs.pdfshift.io/docs/webhook-events): the error
 * nested in `error`, `{ error: { code, error, identifier, success: false } }`. The service's identifiers are
 * its own codes (`A74`); the local server has none, so it names the status: `L` and the code.
 */
function failurePayload(status: number, message: string): Record<string, unknown> {
  return { error: { code: status, error: message, identifier: `L${status}`, success: false } };
}

function queue(job: RenderJob, ctx: RequestContext, webhook: Webhook): void {
  ctx.background(async () => {
    const converted = await run(job, ctx, false);
    const failed = isReply(converted);
    const message = failed ? (converted.log?.error ?? 'The conversion failed.') : null;
    const payload = failed
      ? failurePayload(converted.status, message!)
      : stored(converted, job.options.filename ?? ctx.requestId, ctx);
    const log = ctx.state.logs.get(ctx.requestId);
    if (log) {
      log.credits = failed ? 0 : converted.credits;
      log.filesize = failed ? 0 : converted.body.length;
      log.error = loggedText(message, ctx.state.secrets());
    }
    ctx.state.recordDelivery(await deliverWebhook(webhook, ctx.requestId, payload, ctx.signal));
  });
}

function conversion(kind: ConversionFormat): Handler {
  return async (ctx) => {
    const checked = readRenderBody(ctx, (input) => ({ job: renderJob(kind, input), input }));
    if (isReply(checked)) return checked;
    return answerConversion(checked.job, checked.input, ctx);
  };
}

/**
 * Answers a request whose options are valid (a conversion, or a template generated as a file): refused
 * without credits, queued with a webhook, stored with a filename, else the file. `input` is what the log shows
 * with `log_request` (without its secrets); without it, nothing, as the service's log.
 */
export async function answerConversion(job: RenderJob, input: unknown, ctx: RequestContext): Promise<Reply> {
  const { options } = job;
  const log = { sandbox: options.sandbox === true, query: options.log_request ? input : null };
  const { used, total } = ctx.state.credits;
  if (!options.sandbox && used >= total) {
    const refused = errorReply(403, `No credits remaining: ${used} of ${total} credits used in this period.`);
    return { ...refused, log: { ...refused.log, ...log } };
  }
  if (options.webhook) {
    queue(job, ctx, options.webhook);
    return { ...jsonReply(202, { success: true, queued: true }), log };
  }
  const converted = await run(job, ctx);
  if (isReply(converted)) return { ...converted, log: { ...converted.log, ...log } };
  const charged = { ...log, credits: converted.credits, filesize: converted.body.length };
  if (options.filename) {
    return { ...jsonReply(200, stored(converted, options.filename, ctx), converted.headers), log: charged };
  }
  if (options.encode) {
    const headers = { ...converted.headers, 'Content-Type': 'text/plain; charset=utf-8' };
    return { status: 200, headers, body: base64Body(converted.body), log: charged };
  }
  const headers = { ...converted.headers, 'Content-Type': converted.contentType };
  return { status: 200, headers, body: converted.body, log: charged };
}

export const convertPdf = conversion('pdf');
export const convertPng = conversion('png');
export const convertJpeg = conversion('jpeg');
export const convertWebp = conversion('webp');
