// The assets a prepared page may carry (the pinned Mermaid's script, KaTeX's stylesheet and fonts), read from
// the installed packages: what the sources use in development and tests. The bundles resolve `#assets` to
// embedded.ts instead (the `doc-convert-bundle` condition of package.json's `imports`), which has the same
// files inside the bundle, since a bundled face (the n8n node above all) cannot count on node_modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { KATEX_FONTS, type MarkdownAssets } from './names';

const require = createRequire(import.meta.url);
const read = (specifier: string) => readFileSync(require.resolve(specifier));

export const assets: MarkdownAssets = {
  mermaidScript: () => read('mermaid/dist/mermaid.min.js').toString('utf8'),
  katexStylesheet: () => read('katex/dist/katex.min.css').toString('utf8'),
  katexFonts: () =>
    Object.fromEntries(KATEX_FONTS.map((name) => [name, read(`katex/dist/fonts/${name}.woff2`)])),
};
