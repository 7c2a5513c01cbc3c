// The credits preflight: before any conversion, the remaining credits must cover `min-credits` and, outside
// the sandbox, at least one credit per file (a file of more than 5 MB costs more, so this is a floor).
// A refusal means zero conversions made.
import type { Credits } from '../../src/index';
import { plural } from './format';

export function creditsRefusal(
  credits: Credits,
  { minCredits, sandbox, files }: { minCredits: number; sandbox: boolean; files: number },
): string | undefined {
  if (credits.remaining < minCredits) {
    return `${plural(credits.remaining, 'credit')} remaining, below min-credits (${minCredits}).`;
  }
  if (!sandbox && credits.remaining < files) {
    return `${plural(credits.remaining, 'credit')} remaining, fewer than the ${plural(files, 'file')} to convert (one credit each at least).`;
  }
  return undefined;
}
