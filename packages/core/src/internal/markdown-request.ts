// A conversion whose source is Markdown (`convert.pdf({ markdown, …options })`): the face's preparation is loaded
// on first use (the client's `markdown` loader), turns the Markdown into the page and the request (its front
// matter checked, or nothing is sent), and, for a PDF with diagrams, reads the answer's file as it arrives for
// the diagrams the renderer could not draw (the outline's amendment, if any, still appends its update).
import { ValidationError } from '../errors';
import type { MarkdownLoader, MarkdownResult, PreparedMarkdown, MarkdownSource } from '../markdown';
import type { ConversionFormat } from '../options/parse';
import type { FileAmendment } from './file-amendment';

/** True when `options` asks for a conversion from Markdown (has its own `markdown`). */
export function isMarkdownRequest(options: unknown): options is { markdown: MarkdownSource } {
  return typeof options === 'object' && options !== null && Object.hasOwn(options, 'markdown');
}

/** A Markdown request made ready: what to send, and what the answer will carry. */
export interface MarkdownPlan {
  /** The request's options, `source` the prepared page (still to be validated like any request). */
  body: Record<string, unknown>;
  /** `conversion.markdown`: filled in further once a PDF's file is read. */
  result: MarkdownResult;
  /** The amendment to read the file with, around `inner` (the outline's); undefined when there is none. */
  amendment(inner: FileAmendment | undefined): FileAmendment | undefined;
}

/** Reads the PDF for the diagrams that failed once it is all in; `inner` appends what it appends. */
class DiagramReading implements FileAmendment {
  constructor(
    private readonly inner: FileAmendment | undefined,
    private readonly read: (file: Uint8Array) => void,
  ) {}

  get room(): number {
    return this.inner?.room ?? 0;
  }

  get result() {
    return this.inner?.result;
  }

  append(file: Uint8Array): Uint8Array {
    const tail = this.inner ? this.inner.append(file) : new Uint8Array(0);
    this.read(file);
    return tail;
  }
}

export async function markdownPlan(
  loader: MarkdownLoader | undefined,
  format: ConversionFormat,
  options: { markdown: MarkdownSource },
): Promise<MarkdownPlan> {
  const { markdown, ...rest } = options as { markdown: MarkdownSource } & Record<string, unknown>;
  if (Object.hasOwn(rest, 'source')) {
    throw new ValidationError([
      { path: 'source', message: 'must not be given with markdown: the page is made from the Markdown' },
    ]);
  }
  if (
    markdown === undefined ||
    markdown === null ||
    (typeof markdown === 'string' && markdown.trim() === '')
  ) {
    throw new ValidationError([{ path: 'markdown', message: 'must not be empty' }]);
  }
  if (!loader) {
    throw new ValidationError([
      {
        path: 'markdown',
        message: 'is not available in this client: it was built without the Markdown preparation',
      },
    ]);
  }
  const preparation = await loader();
  const prepared: PreparedMarkdown = await preparation.prepare(markdown, format, rest);
  const result: MarkdownResult = {
    title: prepared.title,
    problems: [...prepared.problems],
    diagrams: prepared.diagrams.length === 0 ? 'none' : 'unchecked',
  };
  return {
    body: prepared.body,
    result,
    amendment(inner) {
      if (format !== 'pdf' || prepared.diagrams.length === 0) return inner;
      return new DiagramReading(inner, (file) => {
        try {
          const drawn = preparation.drawnProblems(file, prepared);
          result.problems = [...result.problems, ...drawn].sort((a, b) => a.line - b.line);
          result.diagrams = 'drawn';
        } catch {
          // A PDF that cannot be read is handed on as it came; the diagrams stay unchecked.
        }
      });
    },
  };
}
