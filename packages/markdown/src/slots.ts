// Trusted parts of the page (highlighted code, typeset math, diagrams) kept out of the sanitiser's way. The
// sanitiser follows GitHub's allow-list, which removes the inline styles shiki and KaTeX write; so before the
// tree is turned into HTML each such part is rendered, kept aside, and stands in the tree as a placeholder text
// (private-use characters around its number); once the raw HTML is sanitised, each placeholder is replaced by
// its part. A placeholder in the author's own text can only bring back one of the author's own parts: the
// input's private-use markers are replaced first, so nothing else can be forged.
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';

const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

/** The author's text without the placeholder markers (each becomes U+FFFD). */
export function withoutMarkers(text: string): string {
  return text.replace(/[\uE000\uE001]/g, '\uFFFD');
}

/** The parts of one page, by number. */
export class Slots {
  readonly #parts: ElementContent[][] = [];

  /** Keeps `part` and returns the text that stands for it. */
  hold(part: ElementContent[]): string {
    this.#parts.push(part);
    return `${OPEN}${this.#parts.length - 1}${CLOSE}`;
  }

  /** Puts every part in its place: a paragraph holding only a placeholder becomes the part itself. */
  fill(tree: HastRoot): void {
    this.#fillChildren(tree);
  }

  #fillChildren(parent: HastRoot | Element): void {
    const out: RootContent[] = [];
    for (const child of parent.children) {
      const alone = child.type === 'element' && child.tagName === 'p' ? this.#alone(child) : undefined;
      if (alone) out.push(...alone);
      else if (child.type === 'text' && child.value.includes(OPEN)) out.push(...this.#split(child.value));
      else {
        if (child.type === 'element') this.#fillChildren(child);
        out.push(child);
      }
    }
    parent.children = out as Element['children'];
  }

  /** The part a paragraph stands for, when its only content is one placeholder. */
  #alone(paragraph: Element): ElementContent[] | undefined {
    const [only, ...rest] = paragraph.children;
    if (rest.length > 0 || only?.type !== 'text') return undefined;
    const match = /^\s*\uE000(\d+)\uE001\s*$/.exec(only.value);
    return match ? this.#part(match[1]!) : undefined;
  }

  #split(text: string): ElementContent[] {
    const out: ElementContent[] = [];
    let at = 0;
    for (const match of text.matchAll(PLACEHOLDER)) {
      if (match.index > at) out.push({ type: 'text', value: text.slice(at, match.index) });
      out.push(...this.#part(match[1]!));
      at = match.index + match[0].length;
    }
    if (at < text.length) out.push({ type: 'text', value: text.slice(at) });
    return out;
  }

  #part(number: string): ElementContent[] {
    return this.#parts[Number(number)] ?? [];
  }
}
