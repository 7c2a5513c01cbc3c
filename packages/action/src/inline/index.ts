// `@doc-convert/action/inline`: the repository's one asset inliner, as the demo and the benchmarks use it
// outside a run: a page's local stylesheets, images, fonts and scripts made part of its HTML, read from inside
// `root` only (see assets.ts and inline-html.ts).
import { readFile } from 'node:fs/promises';
import { AssetReader, type NotInlinedReport } from './assets';
import { inlineHtml } from './inline-html';

export type { NotInlined, NotInlinedReport } from './assets';

/**
 * The HTML of `file` with its local assets inlined; nothing outside `root` is read. `report` is told of each
 * local reference left as it was (outside `root`, not found, unreadable); without it, each is a warning of
 * the GitHub Actions run (@actions/core).
 */
export async function inlinePage(file: string, root: string, report?: NotInlinedReport): Promise<string> {
  return inlineHtml(await readFile(file, 'utf8'), file, new AssetReader(root, report));
}
