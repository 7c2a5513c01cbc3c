// The number of pixels two drawings of a page differ in, as pixelmatch counts them, without running pixelmatch
// over the rows the two have byte for byte the same. A page changed in one line differs in a dozen rows of a
// thousand: the rows that differ are found with a native comparison of each row's bytes, and pixelmatch reads
// only those and MARGIN rows either side. The count is pixelmatch's over the whole page: a pixel the same in
// both is never counted, and pixelmatch's test of a differing pixel for anti-aliasing reads its neighbours and
// theirs (two rows either way), which the margin keeps inside the rows given, away from their edge.
import type { DrawnPage } from './pdf-pages';

type Pixelmatch = typeof import('pixelmatch').default;

/** Rows read either side of those that differ: pixelmatch looks two rows away (see above); one more to spare. */
const MARGIN = 3;

/** Pixels of `left` and `right` (the same size) that pixelmatch counts as different at `threshold`. */
export function changedPixels(
  pixelmatch: Pixelmatch,
  left: DrawnPage,
  right: DrawnPage,
  threshold: number,
): number {
  const { width, height } = left;
  const rowBytes = width * 4;
  const bytes = (page: DrawnPage) =>
    Buffer.from(page.rgba.buffer, page.rgba.byteOffset, page.rgba.byteLength);
  const [a, b] = [bytes(left), bytes(right)];
  const differs = (row: number) =>
    a.compare(b, row * rowBytes, (row + 1) * rowBytes, row * rowBytes, (row + 1) * rowBytes) !== 0;
  let first = 0;
  while (first < height && !differs(first)) first++;
  if (first === height) return 0;
  let last = height - 1;
  while (!differs(last)) last--;
  const from = Math.max(0, first - MARGIN);
  const to = Math.min(height, last + 1 + MARGIN);
  // Whole rows are contiguous: the pixelmatch reads them where they are, no copy.
  const rows = (page: DrawnPage) => page.rgba.subarray(from * rowBytes, to * rowBytes);
  return pixelmatch(rows(left), rows(right), undefined, width, to - from, { threshold });
}
