// The credits preflight: before any conversion, the remaining credits must cover `min-credits` and, outside
// the sandbox, at least one credit per file or document (one of more than 5 MB costs more, so this is a
// floor). A refusal means zero conversions made.
import type { Credits } from '../../src/index';
import { plural } from './format';
import type { Work } from './report';

export function creditsRefusal(
  credits: Credits,
  { minCredits, sandbox, files, work }: { minCredits: number; sandbox: boolean; files: number; work: Work },
): string | undefined {
  if (credits.remaining < minCredits) {
    return `${plural(credits.remaining, 'credit')} remaining, below min-credits (${minCredits}).`;
  }
  if (!sandbox && credits.remaining < files) {
    return `${plural(credits.remaining, 'credit')} remaining, fewer than the ${plural(files, work.item)} to ${work.verb} (one credit each at least).`;
  }
  return undefined;
}
