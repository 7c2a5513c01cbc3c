// POST /convert/pdf and POST /convert/png. Options are validated locally first: an invalid request throws
// ValidationError and sends nothing, so it costs no credit.
import type { Conversion, FileSink } from '../conversion';
import { readConversion } from '../conversion';
import { ValidationError } from '../errors';
import type { PdfOptions, PngOptions } from '../options';
import { loadedOptions, loadOptions } from '../options-loader';
import type { Requester, RequestOptions } from '../request';

/** Rendering engine versions the service accepts in `X-Processor-Version`. */
export const PROCESSOR_VERSIONS = ['116', '142'] as const;
export type ProcessorVersion = (typeof PROCESSOR_VERSIONS)[number];

export interface ConvertRequestOptions extends RequestOptions {
  /** Rendering engine version; the account's default (the latest) when omitted. */
  processorVersion?: ProcessorVersion | 116 | 142;
}

function processorHeader(version: ConvertRequestOptions['processorVersion']): Record<string, string> {
  if (version === undefined) return {};
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

export class ConvertResource {
  constructor(
    private readonly requester: Requester,
    private readonly sink: FileSink | undefined,
  ) {}

  /** HTML to PDF. Answers the file, the stored-file JSON (`filename` given) or a queued acknowledgement (`webhook`). */
  async pdf(options: PdfOptions, request: ConvertRequestOptions = {}): Promise<Conversion> {
    const { parsePdfOptions } = loadedOptions() ?? (await loadOptions());
    return this.#convert('pdf', parsePdfOptions(options), request);
  }

  /** HTML to PNG, with the same three answer forms. */
  async png(options: PngOptions, request: ConvertRequestOptions = {}): Promise<Conversion> {
    const { parsePngOptions } = loadedOptions() ?? (await loadOptions());
    return this.#convert('png', parsePngOptions(options), request);
  }

  async #convert(format: 'pdf' | 'png', body: unknown, request: ConvertRequestOptions): Promise<Conversion> {
    const headers = processorHeader(request.processorVersion);
    return this.requester.send(
      {
        method: 'POST',
        path: `/convert/${format}`,
        body,
        headers,
        idempotency: 'conversion',
        signal: request.signal,
      },
      (response, rateLimit) => readConversion(format, response, this.sink, rateLimit),
    );
  }
}
