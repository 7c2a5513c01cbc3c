// The Markdown preparation (./markdown.ts) is a bundle file of its own beside the node's, which the node requires
// on the first conversion with a Markdown source: it carries Mermaid, KaTeX and shiki, which the node's own
// bundle (and so n8n's start-up) does without. This module sits beside the node's entry so that the path it
// imports is the same in the built package (build/tsup.n8n.ts keeps it an import).
import type { MarkdownLoader } from '@doc-convert/core';

export const loadMarkdown: MarkdownLoader = () => import('./markdown').then((module) => module.preparation);
