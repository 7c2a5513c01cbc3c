// GitHub's alerts: a blockquote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or
// `[!CAUTION]` (alone on its line) becomes the box GitHub draws, with GitHub's own markup
// (`div.markdown-alert.markdown-alert-note` and a `p.markdown-alert-title`), which stylesheet.ts colours. Run
// after the sanitiser, on its output: the author cannot write these classes themselves.
import type { Element, ElementContent, Root } from 'hast';

const KINDS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  important: 'Important',
  warning: 'Warning',
  caution: 'Caution',
};
const MARKER = /^\s*\[!(note|tip|important|warning|caution)\][ \t]*(?:\r?\n|$)/i;

/** The alert's kind and its first paragraph without the marker, or undefined for a plain blockquote. */
function alertOf(quote: Element): { kind: string; rest: ElementContent[] } | undefined {
  const first = quote.children.find((child) => child.type === 'element');
  if (!first || first.type !== 'element' || first.tagName !== 'p') return undefined;
  const text = first.children[0];
  if (text?.type !== 'text') return undefined;
  const match = MARKER.exec(text.value);
  if (!match) return undefined;
  const remaining = text.value.slice(match[0].length);
  const paragraphRest: ElementContent[] = [
    ...(remaining ? [{ type: 'text' as const, value: remaining }] : []),
    ...first.children.slice(1),
  ];
  // A line break element right after the marker (`[!NOTE]` then a hard break) goes with it.
  while (paragraphRest[0]?.type === 'element' && paragraphRest[0].tagName === 'br') paragraphRest.shift();
  const after = quote.children.slice(quote.children.indexOf(first) + 1);
  const hasText = paragraphRest.some((node) => node.type !== 'text' || node.value.trim() !== '');
  const rest: ElementContent[] = hasText ? [{ ...first, children: paragraphRest }, ...after] : after;
  return { kind: match[1]!.toLowerCase(), rest };
}

function transform(parent: Root | Element): void {
  parent.children = parent.children.map((child) => {
    if (child.type !== 'element') return child;
    const alert = child.tagName === 'blockquote' ? alertOf(child) : undefined;
    if (!alert) {
      transform(child);
      return child;
    }
    const box: Element = {
      type: 'element',
      tagName: 'div',
      properties: { className: ['markdown-alert', `markdown-alert-${alert.kind}`] },
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: { className: ['markdown-alert-title'] },
          children: [{ type: 'text', value: KINDS[alert.kind]! }],
        },
        ...alert.rest,
      ],
    };
    transform(box);
    return box;
  }) as typeof parent.children;
}

/** Every alert blockquote of the tree made GitHub's alert box. */
export function githubAlerts(tree: Root): void {
  transform(tree);
}
