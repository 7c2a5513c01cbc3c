// changedPixels() runs pixelmatch over the rows where two drawings differ (and a margin) instead of the whole
// page: its count must be pixelmatch's over the whole page, whatever the change and wherever it lies, the
// anti-aliasing pixelmatch leaves out included.
import { describe, expect, it } from '@jest/globals';
import { createCanvas } from '@napi-rs/canvas';
import pixelmatch from 'pixelmatch';
import { changedPixels } from '../src/compare/changed-pixels';
import type { DrawnPage } from '../src/compare/pdf-pages';

const WIDTH = 240;
const HEIGHT = 160;

/** Lines of text drawn (anti-aliased) on white, `lines` giving each line's words and baseline. */
function drawn(lines: Array<[string, number]>): DrawnPage {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = '#000000';
  context.font = '13px sans-serif';
  for (const [text, y] of lines) context.fillText(text, 4, y);
  context.strokeStyle = '#336699';
  context.beginPath();
  context.arc(180, 80, 30.5, 0, Math.PI * 2);
  context.stroke();
  return { width: WIDTH, height: HEIGHT, rgba: context.getImageData(0, 0, WIDTH, HEIGHT).data };
}

/** A seeded noise image (grey levels in 3-pixel blocks), and the same with `changes` pixels set to black. */
function noise(seed: number, changes: Array<[number, number]>): [DrawnPage, DrawnPage] {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 255;
  const rgba = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y += 3)
    for (let x = 0; x < WIDTH; x += 3) {
      const grey = random();
      for (let dy = 0; dy < 3 && y + dy < HEIGHT; dy++)
        for (let dx = 0; dx < 3 && x + dx < WIDTH; dx++) {
          const at = ((y + dy) * WIDTH + x + dx) * 4;
          rgba.set([grey, grey, grey, 255], at);
        }
    }
  const changed = rgba.slice();
  for (const [x, y] of changes) changed.set([0, 0, 0, 255], (y * WIDTH + x) * 4);
  return [
    { width: WIDTH, height: HEIGHT, rgba },
    { width: WIDTH, height: HEIGHT, rgba: changed },
  ];
}

const whole = (left: DrawnPage, right: DrawnPage, threshold: number) =>
  pixelmatch(left.rgba, right.rgba, undefined, left.width, left.height, { threshold });

const text = (first: string, y: number): Array<[string, number]> => [
  [first, y],
  ['The same line in both drawings', 60],
  ['And another one below it, kept', 100],
];

describe('changedPixels', () => {
  it('counts what pixelmatch counts over the whole page, wherever the change lies', () => {
    const cases: Array<[DrawnPage, DrawnPage]> = [
      // A word changed in the first line, at the top edge, in the middle and at the bottom edge.
      [drawn(text('Total: 1,200.00 EUR', 9)), drawn(text('Total: 1,260.00 EUR', 9))],
      [drawn(text('Total: 1,200.00 EUR', 30)), drawn(text('Total: 1,260.00 EUR', 30))],
      [drawn(text('Total: 1,200.00 EUR', 158)), drawn(text('Total: 1,260.00 EUR', 158))],
      // A line moved down by a pixel: anti-aliased edges everywhere on it.
      [drawn(text('Moved by one pixel', 40)), drawn(text('Moved by one pixel', 41))],
      // Changes in far apart rows, in the first and the last row, single pixels next to the margin's edge.
      noise(7, [
        [10, 0],
        [200, 159],
      ]),
      noise(11, [
        [0, 80],
        [1, 83],
        [239, 86],
      ]),
      noise(13, [[120, 2]]),
      noise(17, [[120, 157]]),
    ];
    for (const [left, right] of cases)
      for (const threshold of [0, 0.1, 0.5]) {
        const expected = whole(left, right, threshold);
        expect(changedPixels(pixelmatch, left, right, threshold)).toBe(expected);
      }
    // The cases do differ, and pixelmatch leaves anti-aliasing out of some of them (a count below the bytes').
    expect(whole(...cases[0]!, 0.1)).toBeGreaterThan(0);
    expect(whole(...cases[3]!, 0.1)).toBeGreaterThan(0);
  });

  it('counts nothing, without pixelmatch, for two drawings the same byte for byte', () => {
    const [left] = noise(5, []);
    const copy = { ...left, rgba: left.rgba.slice() };
    const never = (() => {
      throw new Error('pixelmatch was run');
    }) as unknown as typeof pixelmatch;
    expect(changedPixels(never, left, copy, 0.1)).toBe(0);
  });
});
