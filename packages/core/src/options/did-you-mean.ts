// Suggests the option a user probably meant when they typed a name the schema does not know.
// Uses the optimal-string-alignment form of the Damerau–Levenshtein distance, so a swapped pair of
// letters (`lanscdape`) costs one edit like a missing letter does.
// The work is bounded by construction, since the names come from requests (the local server words its 400s
// with this): a name longer than MAX_SUGGESTED_NAME_LENGTH gets no suggestion at all, and a candidate is
// compared only within the few edits a typo may have (a band of the table around its diagonal, left as soon
// as a whole row is over the budget), so one comparison costs at most (2 × budget + 1) cells a character.

/** Names longer than this get no suggestion: no option name comes near it, and a typo is short. */
export const MAX_SUGGESTED_NAME_LENGTH = 64;

/** Counts the work of the distance computations it is passed to: one per table cell filled. */
export interface DistanceMeter {
  cells: number;
}

/**
 * Edit distance between `a` and `b` (insertions, deletions, substitutions and adjacent swaps) when it is at
 * most `max`; `max + 1` when it is more. Fills only the cells within `max` of the diagonal, and stops at the
 * first row whose cells are all over `max`.
 */
export function boundedEditDistance(a: string, b: string, max: number, meter?: DistanceMeter): number {
  const over = max + 1;
  if (max < 0 || Math.abs(a.length - b.length) > max) return over;
  const cols = b.length + 1;
  // Three rows: the previous two are read for the adjacent swap. Cells outside the band read as `over`.
  let before = new Array<number>(cols).fill(over);
  let previous = new Array<number>(cols).fill(over);
  let row = new Array<number>(cols).fill(over);
  for (let j = 0; j <= Math.min(b.length, max); j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    row[from - 1] = from === 1 ? Math.min(i, over) : over;
    let rowBest = row[from - 1];
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2] + 1);
      row[j] = Math.min(best, over);
      if (row[j] < rowBest) rowBest = row[j];
    }
    if (meter) meter.cells += to - from + 1;
    if (to < b.length) row[to + 1] = over; // what the next row reads just past this band
    if (rowBest > max) return over;
    [before, previous, row] = [previous, row, before];
  }
  return previous[b.length];
}

/** Edit distance between `a` and `b`: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  return boundedEditDistance(a, b, Math.max(a.length, b.length));
}

// JavaScript callers often write `removeBlank` or `Remove-Blank` for `remove_blank`: comparing names
// without case and separators lets those land on the right option at distance zero.
function normalize(name: string): string {
  return name.toLowerCase().replace(/[-_\s]/g, '');
}

// Short names get a tighter budget, otherwise every two-letter typo would "resemble" every other key.
function budget(length: number): number {
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}

/**
 * The candidate closest to `name`, or undefined when none is close enough to be a plausible typo (or `name` is
 * longer than MAX_SUGGESTED_NAME_LENGTH). Ties go to the candidate listed first. `meter` counts the work.
 */
export function didYouMean(
  name: string,
  candidates: Iterable<string>,
  meter?: DistanceMeter,
): string | undefined {
  if (name.length > MAX_SUGGESTED_NAME_LENGTH) return undefined;
  const wanted = normalize(name);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const allowed = Math.min(
      budget(Math.max(wanted.length, candidate.length)),
      Math.min(wanted.length, candidate.length) - 1,
      bestDistance - 1, // only a closer candidate can replace the best so far
    );
    if (allowed < 0) continue;
    const distance = boundedEditDistance(wanted, normalize(candidate), allowed, meter);
    if (distance <= allowed) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
