// HTML that a trusted renderer wrote (KaTeX), as a node of the page's tree that is written out as it is: it is
// put in after the sanitiser ran (slots.ts), and parsing it into elements only to write them back out cost
// more than the rest of a formula's preparation.
import type { ElementContent } from 'hast';

export function fromHtml(html: string): ElementContent[] {
  return [{ type: 'raw', value: html } as unknown as ElementContent];
}
