// POST /convert/pdf, /convert/png, /convert/jpeg and /convert/webp. Options are validated locally first: an
// invalid request throws ValidationError and sends nothing, so it costs no credit. sendConversion() is also how
// a template is generated as a file (resources/templates.ts): the same header, retry policy and answer forms.
import { apiPromise, type APIPromise, type WithResponse } from '../internal/api-promise';
import { type Conversion, type FileSink, readConversion } from '../conversion';
import { ValidationError } from '../errors';
import type { FileAmendment } from '../internal/file-amendment';
import type { ConversionFormat, JpegOptions, PdfOptions, PngOptions, WebpOptions } from '../options';
import { loadedOptions, loadOptions, loadOutline } from '../internal/lazy';
import type { OutlineOption } from '../outline/option';
import type { Requester } from '../internal/request';
import type { RequestOptions } from '../internal/request-options';
import { withWebhookSecret } from '../internal/webhook-secret';
import { isMarkdownRequest, markdownPlan } from '../internal/markdown-request';
import type { FromMarkdown, MarkdownLoader } from '../markdown';

/** Rendering engine versions the service accepts in `X-Processor-Version`. */
export const PROCESSOR_VERSIONS = ['116', '142'] as const;
/** A rendering engine version the service accepts: `'116'` or `'142'`. */
export type ProcessorVersion = (typeof PROCESSOR_VERSIONS)[number];

/** The per-call settings of a conversion (and of a document generated from a template): RequestOptions and more. */
export interface ConvertRequestOptions extends RequestOptions {
  /** Rendering engine version; the account's default (the latest) when omitted. */
  processorVersion?: ProcessorVersion | 116 | 142;
}

/** The request options of a PDF: convert.pdf() and templates.generate(slug, 'pdf', …). */
export interface PdfRequestOptions extends ConvertRequestOptions {
  /**
   * Bookmarks from the document's headings, added by this client to the PDF the service answers (never
   * sent): `true` for h1 to h3, `{ depth: 1..6 }` for h1 down to that level. Appended as an incremental update
   * (the service's bytes stay a prefix of the file); `conversion.outline` tells how many were written. Needs
   * the file in the answer, from HTML: refused with `filename`, `webhook`, `encode`, an encrypting `protection`
   * or a URL source.
   */
  outline?: OutlineOption;
}

function processorHeader(
  version: ConvertRequestOptions['processorVersion'],
): Record<string, string> | undefined {
  if (version === undefined) return undefined;
  const text = String(version);
  if (!(PROCESSOR_VERSIONS as readonly string[]).includes(text)) {
    throw new ValidationError([
      {
        path: 'processorVersion',
        message: `must be one of ${PROCESSOR_VERSIONS.join(', ')} (got ${JSON.stringify(version)})`,
      },
    ]);
  }
  return { 'X-Processor-Version': text };
}

export interface RenderRequest<F extends ConversionFormat> {
  format: F;
  /** Path below the base URL, parameters already encoded. */
  path: string;
  /** The validated JSON body. */
  body: unknown;
  request: ConvertRequestOptions;
  /** What to append to the file answer as it is read (the outline). */
  amendment?: FileAmendment;
}

/**
 * Sends a request that renders a document and reads its answer (file, stored JSON or queued). It spends
 * credits, so it retries only what certainly did not run (see retry.ts).
 */
export function sendConversion<F extends ConversionFormat>(
  requester: Requester,
  sink: FileSink | undefined,
  { format, path, body, request, amendment }: RenderRequest<F>,
): Promise<WithResponse<Conversion<F>>> {
  // `outline` is the client's own: done here (src/outline/), never sent.
  const { processorVersion, outline: _outline, ...options } = request as PdfRequestOptions;
  const headers = processorHeader(processorVersion);
  const encoded = (body as { encode?: unknown } | undefined)?.encode === true;
  const sent = withWebhookSecret(body);
  return requester.send(
    {
      method: 'POST',
      path,
      body: sent.body,
      headers,
      idempotency: 'conversion',
      options,
      secrets: sent.secrets,
    },
    (response, rateLimit) => readConversion({ format, encoded, amendment }, response, sink, rateLimit),
  );
}

/**
 * `client.convert`: HTML (or a URL) to PDF, PNG, JPEG or WebP; or Markdown, given as `markdown` in place of
 * `source` (the answer then also has `markdown`: its title and problems).
 */
export interface ConvertResource {
  /** HTML to PDF. Answers the file, the stored-file JSON (`filename` given) or a queued acknowledgement (`webhook`). */
  pdf(
    options: PdfOptions | FromMarkdown<PdfOptions>,
    request?: PdfRequestOptions,
  ): APIPromise<Conversion<'pdf'>>;
  /** HTML to PNG, with the same three answer forms. */
  png(
    options: PngOptions | FromMarkdown<PngOptions>,
    request?: ConvertRequestOptions,
  ): APIPromise<Conversion<'png'>>;
  /** HTML to JPEG (`quality` 10 to 100), with the same three answer forms. */
  jpeg(
    options: JpegOptions | FromMarkdown<JpegOptions>,
    request?: ConvertRequestOptions,
  ): APIPromise<Conversion<'jpeg'>>;
  /** HTML to WebP (`quality` 10 to 100), with the same three answer forms. */
  webp(
    options: WebpOptions | FromMarkdown<WebpOptions>,
    request?: ConvertRequestOptions,
  ): APIPromise<Conversion<'webp'>>;
}

export function convertResource(
  requester: Requester,
  sink: FileSink | undefined,
  markdown?: MarkdownLoader,
): ConvertResource {
  const convert = <F extends ConversionFormat>(
    format: F,
    options: unknown,
    request: PdfRequestOptions = {},
  ) =>
    apiPromise(async () => {
      // Markdown is made into the page first (internal/markdown-request.ts); the request is then checked as any.
      const plan = isMarkdownRequest(options) ? await markdownPlan(markdown, format, options) : undefined;
      const { parseConversionOptions } = loadedOptions() ?? (await loadOptions());
      const body = parseConversionOptions(format, plan?.body ?? options) as unknown as Record<
        string,
        unknown
      >;
      // The outline's HTML goes out prepared, and its answer comes back amended (src/outline/).
      const outline =
        request.outline === undefined
          ? undefined
          : (await loadOutline()).conversionOutline(format, body, request.outline);
      const answer = await sendConversion(requester, sink, {
        format,
        path: `/convert/${format}`,
        body: outline?.body ?? body,
        request,
        amendment: plan ? plan.amendment(outline?.amendment) : outline?.amendment,
      });
      if (plan) answer.data.markdown = plan.result;
      return answer;
    });
  return {
    pdf: (options, request) => convert('pdf', options, request),
    png: (options, request) => convert('png', options, request),
    jpeg: (options, request) => convert('jpeg', options, request),
    webp: (options, request) => convert('webp', options, request),
  };
}
