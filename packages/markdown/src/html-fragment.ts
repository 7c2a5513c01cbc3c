// HTML that a trusted renderer wrote (KaTeX), as nodes of the page's tree.
import { fromHtml as parse } from 'hast-util-from-html';
import type { ElementContent } from 'hast';

export function fromHtml(html: string): ElementContent[] {
  return parse(html, { fragment: true }).children as ElementContent[];
}
