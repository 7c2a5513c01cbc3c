// The credits preflight: before any conversion, the remaining credits must cover `min-credits` and, outside
// the sandbox, at least one credit per file or document, and one each for the cover (`merge-cover`) and the
// contents page (`merge-toc`) of a book (one of more than 5 MB costs more, so this is a floor). A refusal means
// zero conversions made.
import type { Credits } from 'doc-convert';
import { plural } from '../report/format';
import type { Work } from '../report/report';

export interface CreditsNeed {
  minCredits: number;
  sandbox: boolean;
  /** Files to convert (or documents to generate). */
  files: number;
  work: Work;
  /** The book's pages to be converted too: `the cover`, `the contents page`. */
  front?: readonly string[];
}

/** `a`, `a and b`, `a, b and c`. */
const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** What the credits must pay for: `the 2 files and the contents page to convert`. */
function needed({ files, work, front = [] }: CreditsNeed): string {
  if (front.length === 0) return `the ${plural(files, work.item)} to ${work.verb}`;
  if (files === 0) return `${listed(front)} to convert`;
  if (work.verb === 'convert') return `${listed([`the ${plural(files, work.item)}`, ...front])} to convert`;
  return `the ${plural(files, work.item)} to ${work.verb} and ${listed(front)} to convert`;
}

export function creditsRefusal(credits: Credits, need: CreditsNeed): string | undefined {
  const { minCredits, sandbox, files, front = [] } = need;
  if (credits.remaining < minCredits) {
    return `${plural(credits.remaining, 'credit')} remaining, below min-credits (${minCredits}).`;
  }
  const count = files + front.length;
  if (!sandbox && credits.remaining < count) {
    const each = files === 0 ? 'one credit at least' : 'one credit each at least';
    return `${plural(credits.remaining, 'credit')} remaining, fewer than ${needed(need)} (${each}).`;
  }
  return undefined;
}
