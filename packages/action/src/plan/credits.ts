// The credits preflight: before any conversion, the remaining credits must cover `min-credits` and, outside
// the sandbox, at least one credit per file or document, and one for the contents page of `merge-toc` (one of
// more than 5 MB costs more, so this is a floor). A refusal means zero conversions made.
import type { Credits } from 'doc-convert';
import { plural } from '../report/format';
import type { Work } from '../report/report';

export interface CreditsNeed {
  minCredits: number;
  sandbox: boolean;
  /** Files to convert (or documents to generate). */
  files: number;
  work: Work;
  /** True when a contents page (`merge-toc`) is to be converted too. */
  contents?: boolean;
}

/** What the credits must pay for: `2 files and the contents page to convert`. */
function needed({ files, work, contents }: CreditsNeed): string {
  if (!contents) return `the ${plural(files, work.item)} to ${work.verb}`;
  if (files === 0) return 'the contents page to convert';
  if (work.verb === 'convert') return `the ${plural(files, work.item)} and the contents page to convert`;
  return `the ${plural(files, work.item)} to ${work.verb} and the contents page to convert`;
}

export function creditsRefusal(credits: Credits, need: CreditsNeed): string | undefined {
  const { minCredits, sandbox, files, contents } = need;
  if (credits.remaining < minCredits) {
    return `${plural(credits.remaining, 'credit')} remaining, below min-credits (${minCredits}).`;
  }
  const count = files + (contents ? 1 : 0);
  if (!sandbox && credits.remaining < count) {
    const each = files === 0 ? 'one credit at least' : 'one credit each at least';
    return `${plural(credits.remaining, 'credit')} remaining, fewer than ${needed(need)} (${each}).`;
  }
  return undefined;
}
