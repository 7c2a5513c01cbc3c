// Markdown as the source of a conversion: `convert.pdf({ markdown, …options })`. The core holds only the words
// and the seam: what a face's Markdown preparation takes and gives (@doc-convert/markdown implements it; each face
// loads it on first use, through the client's `markdown` loader, since it carries Mermaid, KaTeX and shiki), and
// what a conversion made from Markdown answers besides its file: the document's title and the problems found in
// it (a formula or a diagram that does not parse), each with its file and line.
import type { ConversionFormat } from './options/parse';

/** Markdown with what the preparation needs to know about it. */
export interface MarkdownDocument {
  /** The Markdown text (GitHub's flavour, optionally with YAML front matter). */
  text: string;
  /**
   * The file it was read from, as problems should name it (`docs/guide.md`). The library also reads relative
   * images and a front matter `stylesheet` from its folder.
   */
  file?: string;
  /** The print stylesheet: the built-in one when left out, your CSS in its place, or `false` for none. */
  stylesheet?: string | false;
}

/** `markdown`: the Markdown text, or a MarkdownDocument. */
export type MarkdownSource = string | MarkdownDocument;

/**
 * A conversion's options with Markdown as the source: `markdown` in place of `source`, every other option as
 * usual (front matter options go over them, file by file).
 */
export type FromMarkdown<Options extends { source: string }> = Omit<Options, 'source'> & {
  /** The Markdown: its text, or `{ text, file?, stylesheet? }`. */
  markdown: MarkdownSource;
  source?: never;
};

/** What a problem is about: a formula, a diagram, an image, or a front matter stylesheet. */
export type MarkdownProblemKind = 'math' | 'diagram' | 'image' | 'stylesheet';

/** Something in the Markdown that did not render as written; the rest of the document did. */
export interface MarkdownProblem {
  /** What failed: a formula, a diagram, an image, or the front matter's stylesheet. */
  kind: MarkdownProblemKind;
  /** The file, when the Markdown came with one. */
  file?: string;
  /** 1-based line in the Markdown (front matter included). */
  line: number;
  /** The parser's own message (KaTeX's, Mermaid's), or what was not found. */
  message: string;
}

/** What a conversion from Markdown answers besides its file (`conversion.markdown`). */
export interface MarkdownResult {
  /** The document's title: the front matter's `title`, else the first heading's text. */
  title: string | undefined;
  /**
   * Every problem: formulas and images as the page was prepared; diagrams as the renderer drew them, once a
   * PDF's file was read (bytes(), toFile() or stream() to its end). Each is also a visible box in the document.
   */
  problems: MarkdownProblem[];
  /**
   * How the diagrams were checked: `'drawn'` once the PDF was read for the ones that failed, `'unchecked'`
   * when they could not be (an image, a stored or queued answer: the boxes still show in the document),
   * `'none'` without diagrams.
   */
  diagrams: 'drawn' | 'unchecked' | 'none';
}

/** A page prepared from Markdown: the request to send and what is known before it is sent. */
export interface PreparedMarkdown {
  /** The request's options: the call's, then the front matter's, with `source` the prepared HTML. */
  body: Record<string, unknown>;
  title: string | undefined;
  /** Problems found while preparing (formulas, images). */
  problems: MarkdownProblem[];
  /** Where each diagram is, in document order: the renderer reports a failed one by its index. */
  diagrams: Array<{ file?: string; line: number }>;
}

/** A face's Markdown preparation (@doc-convert/markdown, with the face's way to read files, if it has one). */
export interface MarkdownPreparation {
  /**
   * The page and the request for `markdown` converted to `format` with `options` (the call's own, without
   * `source`). Throws ValidationError for front matter that breaks a rule, naming the file and the line.
   */
  prepare(
    markdown: MarkdownSource,
    format: ConversionFormat,
    options: Record<string, unknown>,
  ): Promise<PreparedMarkdown>;
  /** The diagrams the renderer could not draw, read from the PDF it printed. */
  drawnProblems(pdf: Uint8Array, prepared: PreparedMarkdown): MarkdownProblem[];
}

/** Loads a face's Markdown preparation, once, on first use. */
export type MarkdownLoader = () => Promise<MarkdownPreparation>;
