// `@doc-convert/action/inline`: the repository's one asset inliner, as the demo and the benchmarks use it
// outside a run: a page's local stylesheets, images, fonts and scripts made part of its HTML, read from inside
// `root` only (see assets.ts and inline-html.ts).
import { readFile } from 'node:fs/promises';
import { AssetReader } from './assets';
import { inlineHtml } from './inline-html';

/** The HTML of `file` with its local assets inlined; nothing outside `root` is read. */
export async function inlinePage(file: string, root: string): Promise<string> {
  return inlineHtml(await readFile(file, 'utf8'), file, new AssetReader(root));
}
