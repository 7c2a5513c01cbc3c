// Helvetica, one of the PDF's standard 14 fonts, which every viewer has (ISO 32000-1 §9.6.2.2): what the merge
// draws page numbers and running heads with, so nothing is embedded; in its encoding, WinAnsi (winansi.ts).
// The widths are Adobe's Helvetica metrics (its AFM file) for the codes 32 to 255, in thousandths of the font
// size: enough to centre a line or end it at a margin.
import { winAnsiCode } from './winansi';

const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 278, 556, 278, 222, 556, 333, 1000, 556, 556, 333,
  1000, 667, 333, 1000, 278, 611, 278, 278, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 278,
  500, 667, 278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333,
  333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722,
  667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722,
  667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556,
  556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];

/** `text` (WinAnsi only) as the bytes of a PDF string in Helvetica's encoding. */
export function winAnsiBytes(text: string): Uint8Array {
  return Uint8Array.from([...text], (char) => winAnsiCode(char) ?? 0x3f);
}

/** How wide `text` (WinAnsi only) is drawn at `size` points. */
export function textWidth(text: string, size: number): number {
  let thousandths = 0;
  for (const char of text) thousandths += WIDTHS[(winAnsiCode(char) ?? 0x3f) - 0x20] ?? 556;
  return (thousandths * size) / 1000;
}
