// The one interface both renderers serve: a conversion's validated options in, the document out. `chromium`
// renders with a headless Chromium (chromium/), `text` lays the source out as lines of text (text/). The
// conversion route calls it in routes/convert.ts (`run`), the invoice download in routes/files.ts.
// render() rejects with a ValidationError (400, the Errors form naming the option) or a SourceLoadError
// (400 on `source`, or 408); anything else is the renderer's own failure (500).
import type { ConversionFormat, ImageFormat, PdfOptions, PngOptions } from 'doc-convert/internal/rules';
import type { Body } from '../reply';
import { unsentHeaders, withoutCredentials } from '../urls';

export const RENDERER_NAMES = ['chromium', 'text'] as const;
export type RendererName = (typeof RENDERER_NAMES)[number];

/** What a conversion produces (the client's formats). Chromium's screenshot writes JPEG and WebP natively. */
export type OutputKind = ConversionFormat;
export type ImageKind = ImageFormat;

/** The options of an image conversion; `quality` (10–100) applies to jpeg and webp only. */
export type ImageOptions = PngOptions & { quality?: number };

export type RenderJob = { kind: 'pdf'; options: PdfOptions } | { kind: ImageKind; options: ImageOptions };

/** Seconds a source may take to load when `timeout` is not set (or 0); 408 past it. */
const DEFAULT_TIMEOUT_S = 30;

/** The load deadline of a conversion's `timeout` option, in seconds. */
export const timeoutSeconds = (timeout: number | undefined): number => timeout || DEFAULT_TIMEOUT_S;

/**
 * Seconds a whole conversion may take, from the moment it has a page until its document is made, when
 * `timeout` is not set: loading (at most DEFAULT_TIMEOUT_S), `wait_for`, `delay` and the print all fit.
 */
const DEFAULT_DEADLINE_S = 60;

/**
 * Seconds past the deadline before the conversion is cut from outside: the page's own steps are bounded by
 * the same `timeout` and, when they overrun, answer first with what they were waiting for (the source,
 * `wait_for`); the cut is for what does not answer at all (a script that never yields, a print that hangs).
 */
const CUT_GRACE_S = 1;

/** The deadline of a whole conversion, in seconds: its `timeout` when set, else DEFAULT_DEADLINE_S. */
export const deadlineSeconds = (timeout: number | undefined): number => timeout || DEFAULT_DEADLINE_S;

/**
 * Milliseconds left of a conversion's deadline (`deadlineS`, see deadlineSeconds) that began at `begunAt`: a
 * late step (the print) gets what remains, so when it overruns, the conversion has overrun the deadline its
 * 408 names. At least 1 ms: a step whose time is gone times out at once.
 */
export const timeLeftMs = (deadlineS: number, begunAt: number, now = Date.now()): number =>
  Math.max(1, deadlineS * 1000 - (now - begunAt));

/** When a conversion is cut from outside, in milliseconds after it got its page. */
export const cutAfterMs = (timeout: number | undefined): number =>
  (deadlineSeconds(timeout) + CUT_GRACE_S) * 1000;

/** 408 naming `timeout`: the conversion was still going at its deadline, and was stopped. */
export function renderTimedOut(deadlineS: number): SourceLoadError {
  return new SourceLoadError(
    408,
    `timeout: the conversion took longer than ${deadlineS} s and was stopped`,
    'timeout',
  );
}

/**
 * 408 naming `timeout`: the conversion's deadline passed while it waited for one of the `slots` conversions
 * rendered at once, and it was never started.
 */
export function renderNotStarted(deadlineS: number, slots: number): SourceLoadError {
  return new SourceLoadError(
    408,
    `timeout: the conversion waited longer than ${deadlineS} s for a free render slot (the local server renders ${slots} at once: renderConcurrency) and was not started`,
    'timeout',
  );
}

export interface RenderContext {
  /** `http://127.0.0.1:PORT`: a page may load the server's own URLs (stored files, templates). */
  origin: string;
  /** Aborted when the server closes, or the client that asked goes away: the render stops at once. */
  signal: AbortSignal;
  /** Extra bytes in a PDF (Scenario.pdfPadBytes): only the text renderer pads. */
  padBytes?: number;
}

export interface Rendered {
  body: Body;
  /** Pages of a PDF (after `pages` and `remove_blank`); undefined for images. */
  pages: number | undefined;
  /** Milliseconds spent loading the source (X-Response-Duration). */
  loadMs: number;
  /** Status the source answered, when it was a URL (X-Response-Status-Code). */
  statusCode: number | undefined;
  /** Options of the request this renderer did not apply (see notApplied()); empty when it applied them all. */
  notApplied: string[];
  /** Requests of the page the network guard aborted (Chromium). */
  blocked: number;
  /** Relative URLs of an inline source that nothing could resolve (Chromium), as written in the page. */
  unresolved?: string[];
  /** Scripts of the page's text that no font of the server draws (Chromium). */
  missingGlyphs?: string[];
}

export interface RendererInfo {
  name: RendererName;
  /** For chromium the browser version and where it runs from; for text why it serves. */
  detail: string;
}

export interface Renderer {
  /** The renderer serving now (a default Chromium renderer falls back to text when Chromium cannot start). */
  readonly name: RendererName;
  render(job: RenderJob, context: RenderContext): Promise<Rendered>;
  /** Starts what rendering needs (Chromium: extracts and launches the browser) and says who serves. */
  ready(): Promise<RendererInfo>;
  /** Stops everything it started: no browser process is left. */
  close(): Promise<void>;
}

/** The source could not be loaded: `status` 408 (too slow) or 400 (unreachable, refused, or raise_for_status). */
export class SourceLoadError extends Error {
  constructor(
    readonly status: 400 | 408,
    message: string,
    /** The option at fault when it is not `source` (e.g. `wait_for`). */
    readonly field = 'source',
  ) {
    super(message);
  }
}

/** 408: the source did not load within `timeoutS` seconds. */
export function sourceTimedOut(timeoutS: number): SourceLoadError {
  return new SourceLoadError(408, `timeout: the source took longer than ${timeoutS} s to load`);
}

/**
 * 400: the source could not be loaded at all (refused, unreachable, broken answer). Chromium's words name the
 * URL: its user and password are not said back.
 */
export function sourceNotLoaded(cause: Error): SourceLoadError {
  return new SourceLoadError(400, `the source could not be loaded (${withoutCredentials(cause.message)})`);
}

/** With `raise_for_status`, a source that answered outside 2xx is refused (400). */
export function checkSourceStatus(status: number | undefined, raiseForStatus: boolean | undefined): void {
  if (raiseForStatus && status !== undefined && (status < 200 || status > 299)) {
    throw new SourceLoadError(400, `the source answered ${status} and raise_for_status is set`);
  }
}

/**
 * The options of `job` that are set in the request and that a renderer lists as not applied, and the
 * `http_headers` the local server does not send (the connection owns them: urls.ts).
 */
export function notApplied(
  options: { http_headers?: Record<string, string> },
  unsupported: readonly string[],
): string[] {
  const unset = unsupported.filter((path) => {
    let value: unknown = options;
    for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
    return value !== undefined && value !== false;
  });
  return [...unset, ...unsentHeaders(options.http_headers)];
}
