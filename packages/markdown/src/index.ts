// @doc-convert/markdown: Markdown turned into the HTML the service prints (prepare.ts), and the diagrams that did
// not draw read back from the PDF (diagrams.ts). Never published: the library, the n8n node and the Action
// bundle it as a file of its own that they load on first use (it carries the pinned Mermaid, KaTeX and shiki),
// each giving its way to read the files a Markdown file refers to.
import type { MarkdownPreparation } from '@doc-convert/core';
import { drawnProblems } from './diagrams';
import { prepareMarkdown, type PrepareSettings } from './prepare';

export { prepareMarkdown, type Asset, type PrepareSettings, type ReadAsset } from './prepare';
export { drawnProblems, DIAGRAMS_DRAWN } from './diagrams';
export { PRINT_STYLESHEET } from './stylesheet';

/** Names of Markdown files: `.md`, `.markdown`, `.mdown`, `.mkd`. */
export const MARKDOWN_EXTENSION = /\.(?:md|markdown|mdown|mkd)$/i;

/**
 * The preparation the client's `markdown` loader gives: `relative` says what becomes of relative references
 * for each document (the library reads them from the document's folder).
 */
export function markdownPreparation(
  relative: (file: string | undefined) => PrepareSettings['relative'],
): MarkdownPreparation {
  return {
    prepare: (markdown, format, options) =>
      prepareMarkdown(markdown, {
        format,
        options,
        relative: relative(typeof markdown === 'object' && markdown !== null ? markdown.file : undefined),
      }),
    drawnProblems,
  };
}
