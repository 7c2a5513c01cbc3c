// The node's Markdown preparation: @doc-convert/markdown, bundled as dist/nodes/DocConvert/markdown.js with the
// pinned Mermaid's script and KaTeX's stylesheet and fonts inside (the node reads no file), loaded by
// loadMarkdown.ts. A node has no folder to read relative images from: they are reported as problems in the
// item's JSON, and shown as not found in the document.
import { markdownPreparation } from '@doc-convert/markdown';

export const preparation = markdownPreparation(() => 'report');
