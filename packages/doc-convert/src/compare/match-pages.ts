// Pairs the pages of two documents by their text, not their number: a paragraph added on page 2 pushes every
// later page one further, and a pixel diff by number would call them all changed. Pages with the same text are
// matched first (the longest common subsequence of the two page lists); between two such anchors the pages left
// over are paired by how many lines they share, and what finds no partner was added or removed.

/** A pairing of page indexes (from 0): before → after, or one side only. */
export type PageMatch =
  | { kind: 'same'; before: number; after: number }
  | { kind: 'changed'; before: number; after: number }
  | { kind: 'added'; after: number }
  | { kind: 'removed'; before: number };

/** Every page of both lists once, in the order of `after` (a removed page where it stood). */
export function matchPages(before: readonly string[], after: readonly string[]): PageMatch[] {
  const anchors = commonPages(before, after);
  const matches: PageMatch[] = [];
  let b = 0;
  let a = 0;
  for (const [anchorBefore, anchorAfter] of [...anchors, [before.length, after.length] as const]) {
    matches.push(...pairGap(before, after, b, anchorBefore, a, anchorAfter));
    if (anchorBefore < before.length)
      matches.push({ kind: 'same', before: anchorBefore, after: anchorAfter });
    b = anchorBefore + 1;
    a = anchorAfter + 1;
  }
  return matches;
}

/** The longest common subsequence of the two lists, as index pairs in order. */
export function commonPages(before: readonly string[], after: readonly string[]): Array<[number, number]> {
  // Documents mostly change in one place: the common start and end need no table.
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++;
  const n = before.length - start - end;
  const m = after.length - start - end;
  // lengths[i * (m + 1) + j]: the LCS of before[start + i ..] and after[start + j ..] (middle part only).
  const lengths = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i * (m + 1) + j] =
        before[start + i] === after[start + j]
          ? lengths[(i + 1) * (m + 1) + j + 1]! + 1
          : Math.max(lengths[(i + 1) * (m + 1) + j]!, lengths[i * (m + 1) + j + 1]!);
  const pairs: Array<[number, number]> = [];
  for (let k = 0; k < start; k++) pairs.push([k, k]);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[start + i] === after[start + j]) pairs.push([start + i++, start + j++]);
    else if (lengths[(i + 1) * (m + 1) + j]! >= lengths[i * (m + 1) + j + 1]!) i++;
    else j++;
  }
  for (let k = end; k > 0; k--) pairs.push([before.length - k, after.length - k]);
  return pairs;
}

/**
 * The pages between two anchors: as many pairs as the shorter side has, each page with the one it shares most
 * lines with, order kept (an alignment scored by shared lines); the rest of the longer side added or removed.
 */
function pairGap(
  before: readonly string[],
  after: readonly string[],
  b0: number,
  b1: number,
  a0: number,
  a1: number,
): PageMatch[] {
  const n = b1 - b0;
  const m = a1 - a0;
  if (n === 0 || m === 0) {
    const result: PageMatch[] = [];
    for (let b = b0; b < b1; b++) result.push({ kind: 'removed', before: b });
    for (let a = a0; a < a1; a++) result.push({ kind: 'added', after: a });
    return result;
  }
  const pairs = Math.min(n, m);
  // A document rewritten throughout leaves one gap as long as itself: the table would be n·m·pairs numbers, so
  // past a million the pages are paired by their order instead.
  if ((n + 1) * (m + 1) * (pairs + 1) > 1_000_000) return pairInOrder(b0, b1, a0, a1);
  // best[i][j][k]: the best score pairing k pages among before[b0 + i ..] and after[a0 + j ..].
  const size = (n + 1) * (m + 1) * (pairs + 1);
  const best = new Float64Array(size).fill(-Infinity);
  const at = (i: number, j: number, k: number) => (i * (m + 1) + j) * (pairs + 1) + k;
  const score = (i: number, j: number) => sharedLines(before[b0 + i]!, after[a0 + j]!);
  for (let i = n; i >= 0; i--)
    for (let j = m; j >= 0; j--)
      for (let k = 0; k <= pairs; k++) {
        if (k === 0) {
          best[at(i, j, k)] = 0;
          continue;
        }
        let value = -Infinity;
        if (i < n && j < m) value = best[at(i + 1, j + 1, k - 1)]! + score(i, j);
        if (i < n) value = Math.max(value, best[at(i + 1, j, k)]!);
        if (j < m) value = Math.max(value, best[at(i, j + 1, k)]!);
        best[at(i, j, k)] = value;
      }
  const result: PageMatch[] = [];
  let i = 0;
  let j = 0;
  let k = pairs;
  while (i < n || j < m) {
    const here = best[at(i, j, k)]!;
    if (k > 0 && i < n && j < m && here === best[at(i + 1, j + 1, k - 1)]! + score(i, j)) {
      result.push({ kind: 'changed', before: b0 + i++, after: a0 + j++ });
      k--;
    } else if (i < n && here === best[at(i + 1, j, k)]!) result.push({ kind: 'removed', before: b0 + i++ });
    else result.push({ kind: 'added', after: a0 + j++ });
  }
  return result;
}

/** Pages paired by their order in the gap; the rest of the longer side added or removed. */
function pairInOrder(b0: number, b1: number, a0: number, a1: number): PageMatch[] {
  const result: PageMatch[] = [];
  const pairs = Math.min(b1 - b0, a1 - a0);
  for (let k = 0; k < pairs; k++) result.push({ kind: 'changed', before: b0 + k, after: a0 + k });
  for (let b = b0 + pairs; b < b1; b++) result.push({ kind: 'removed', before: b });
  for (let a = a0 + pairs; a < a1; a++) result.push({ kind: 'added', after: a });
  return result;
}

/** The share of lines two pages have in common (Jaccard over their sets of lines), 0 to 1. */
function sharedLines(left: string, right: string): number {
  const a = new Set(left.split('\n'));
  const b = new Set(right.split('\n'));
  let common = 0;
  for (const line of a) if (b.has(line)) common++;
  const all = a.size + b.size - common;
  return all === 0 ? 1 : common / all;
}
