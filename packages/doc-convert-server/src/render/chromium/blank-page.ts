// Whether a page of Chromium's PDF shows nothing, for `remove_blank`. Its content stream is read just far
// enough to tell: text, images, form objects, shadings and strokes are content; a filled path is content
// unless it is a rectangle covering the whole printable area (the document's background colour, which
// Chromium paints inside the margins of every page when the body has one).

import { IDENTITY, multiply, type Matrix } from 'doc-convert/internal/rules';

const TOKEN = /\((?:\\[\s\S]|[^\\)])*\)|<<|>>|<[0-9a-fA-F\s]*>|\[|\]|\/[^\s/[\]()<>{}%]*|[^\s/[\]()<>{}%]+/g;
const SHOWS = new Set(['Tj', 'TJ', "'", '"', 'Do', 'sh', 'BI', 'S', 's', 'B', 'B*', 'b', 'b*']);
const FILLS = new Set(['f', 'F', 'f*']);
const PATH = new Set(['m', 'l', 'c', 'v', 'y', 'h']);

/** A rectangle in the page's coordinates (points from the bottom-left corner). */
export interface Box {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

function covers(rect: number[], ctm: Matrix, area: Box): boolean {
  const [x, y, w, h] = rect;
  const corners = [
    [x, y],
    [x + w, y],
    [x, y + h],
    [x + w, y + h],
  ].map(([px, py]) => [px * ctm[0] + py * ctm[2] + ctm[4], px * ctm[1] + py * ctm[3] + ctm[5]]);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const slack = 1;
  return (
    Math.min(...xs) <= area.left + slack &&
    Math.min(...ys) <= area.bottom + slack &&
    Math.max(...xs) >= area.right - slack &&
    Math.max(...ys) >= area.top - slack
  );
}

/** True when `content` (a page's decoded content streams) paints nothing but a background over `area`. */
export function isBlankContent(content: string, area: Box): boolean {
  const stack: Matrix[] = [];
  let ctm = IDENTITY;
  let operands: number[] = [];
  let rects: number[][] = [];
  let otherPath = false;
  for (const [token] of content.matchAll(TOKEN)) {
    const value = Number(token);
    if (token !== '' && Number.isFinite(value)) {
      operands.push(value);
      continue;
    }
    if (SHOWS.has(token)) return false;
    if (token === 'q') stack.push(ctm);
    else if (token === 'Q') ctm = stack.pop() ?? IDENTITY;
    else if (token === 'cm' && operands.length >= 6) ctm = multiply(operands.slice(-6) as Matrix, ctm);
    else if (token === 're' && operands.length >= 4) rects.push(operands.slice(-4));
    else if (PATH.has(token)) otherPath = true;
    else if (FILLS.has(token)) {
      if (otherPath || !rects.every((rect) => covers(rect, ctm, area))) return false;
      [rects, otherPath] = [[], false];
    } else if (token === 'n') [rects, otherPath] = [[], false];
    operands = [];
  }
  return true;
}
