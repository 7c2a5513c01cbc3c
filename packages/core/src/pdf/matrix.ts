// The affine matrices of PDF 32000-1 §8.3.3, [a b c d e f], which apply to row vectors: a `cm` operator's
// matrix goes on the left of the current one. Shared by the text reader (packages/core/src/pdf/text.ts) and the local
// server's blank-page test (packages/doc-convert-server/src/render/chromium/blank-page.ts).

/** [a b c d e f]. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}
