// Suggests the option a user probably meant when they typed a name the schema does not know.
// Uses the optimal-string-alignment form of the Damerau–Levenshtein distance, so a swapped pair of
// letters (`lanscdape`) costs one edit like a missing letter does.

/** Edit distance between `a` and `b`: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2][j - 2] + 1);
      d[i][j] = best;
    }
  }
  return d[a.length][b.length];
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
 * The candidate closest to `name`, or undefined when none is close enough to be a plausible typo.
 * Ties go to the candidate listed first.
 */
export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  const wanted = normalize(name);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = editDistance(wanted, normalize(candidate));
    const allowed = Math.min(
      budget(Math.max(wanted.length, candidate.length)),
      Math.min(wanted.length, candidate.length) - 1,
    );
    if (distance <= allowed && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
