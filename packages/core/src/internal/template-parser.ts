// Handlebars' own parser, alone (@handlebars/parser, the grammar Handlebars itself is built on): the module
// template-variables.ts loads on first use (internal/lazy.ts). It carries the grammar and nothing that runs a
// template, so the bundles that inline it (the library, the n8n node) stay small.
import { parseWithoutProcessing, type AST } from '@handlebars/parser';

/** The template's syntax tree, exactly as Handlebars reads it (standalone-line whitespace left as written). */
export function parseTemplate(html: string): AST.Program {
  return parseWithoutProcessing(html);
}
