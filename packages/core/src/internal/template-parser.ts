// Handlebars' own parser, alone: the module template-variables.ts loads on first use. Only the compiler's
// parse step is imported (not the runtime, the code generator nor the helpers), so the bundles that inline it
// (the library, the n8n node) carry the grammar and nothing that runs a template.
// @ts-expect-error handlebars ships types for its root module only; the shape used is typed in template-variables.ts.
import * as base from 'handlebars/dist/cjs/handlebars/compiler/base.js';

/** The template's syntax tree, exactly as Handlebars reads it (standalone-line whitespace left as written). */
export function parseTemplate(html: string): unknown {
  return (base as { parseWithoutProcessing(input: string): unknown }).parseWithoutProcessing(html);
}
