// A problem as the reader sees it: a box in the document, where the formula or the diagram was, that says what
// did not render, where it is in the Markdown, and the parser's message. The rest of the page renders around
// it (stylesheet.ts draws the box; the diagrams' script draws the same one in the page, diagrams.ts).
import type { Element } from 'hast';

/** `guide.md, line 12` (or `line 12` without a file). */
export function placeOf(problem: { file?: string; line: number }): string {
  return problem.file ? `${problem.file}, line ${problem.line}` : `line ${problem.line}`;
}

export function problemBox(
  title: string,
  message: string,
  where: string,
  tagName: 'div' | 'span' = 'div',
): Element {
  return {
    type: 'element',
    tagName,
    properties: { className: ['doc-convert-problem'], role: 'note' },
    children: [
      { type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: title }] },
      { type: 'text', value: ` (${where}): ${message}` },
    ],
  };
}
