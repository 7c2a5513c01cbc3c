// Surgical edits of a text: ranges of it replaced by new text, the rest copied byte for byte. The inliners
// find what to change with a parser (inline-html.ts, inline-css.ts) and change only that, so a page keeps
// its formatting, comments and anything the parser would have normalised. Replacements may be promises
// (a file to read), all awaited together; one that resolves to undefined keeps the original text.
export type Replacement = string | undefined | Promise<string | undefined>;

interface Edit {
  start: number;
  end: number;
  text: Replacement;
}

export class Edits {
  readonly #edits: Edit[] = [];

  /** Replaces `[start, end)` of the text; an empty range inserts. */
  replace(start: number, end: number, text: Replacement): void {
    this.#edits.push({ start, end, text });
  }

  /** The text with every edit applied; of two overlapping edits, the first to start wins. */
  async apply(text: string): Promise<string> {
    const edits = [...this.#edits].sort((a, b) => a.start - b.start || a.end - b.end);
    const replacements = await Promise.all(edits.map((e) => e.text));
    let out = '';
    let last = 0;
    edits.forEach((edit, i) => {
      const replacement = replacements[i];
      if (replacement === undefined || edit.start < last) return;
      out += text.slice(last, edit.start) + replacement;
      last = edit.end;
    });
    return out + text.slice(last);
  }
}
