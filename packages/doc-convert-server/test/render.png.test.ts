// The text renderer's PNG writer: a file a decoder reads back pixel for pixel, each chunk sealed by its CRC-32.
import { describe, expect, it } from '@jest/globals';
import { readPng } from '@doc-convert/testing/png';
import { encodePng } from '../src/render/text/png';

/** A 3×2 RGBA raster: opaque red, half-transparent green, clear blue on each row. */
const RASTER = {
  width: 3,
  height: 2,
  alpha: true,
  row: () => Buffer.from([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0]),
};

/** Each chunk's type and the CRC it carries. */
function chunks(png: Buffer): { type: string; crc: number }[] {
  const found = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    found.push({ type: png.toString('latin1', at + 4, at + 8), crc: png.readUInt32BE(at + 8 + length) });
    at += 12 + length;
  }
  return found;
}

describe('encodePng', () => {
  it('writes a PNG that decodes to the raster', async () => {
    const png = readPng(await encodePng(RASTER));
    expect(png).toMatchObject({ width: 3, height: 2, depth: 8, color: 'RGBA', interlaced: false });
    expect(Buffer.from(png.data)).toEqual(Buffer.concat([RASTER.row(), RASTER.row()]));
  });

  it('ends each chunk with the CRC-32 of its type and data', async () => {
    const found = chunks(await encodePng(RASTER));
    expect(found.map(({ type }) => type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    // An empty IEND's CRC is the same in every PNG: the published check value of the algorithm.
    expect(found[2].crc).toBe(0xae426082);
    // The IHDR of a 3×2, 8-bit RGBA image: its CRC computed apart, with Python's zlib.crc32.
    expect(found[0].crc).toBe(0x9d74661a);
  });
});
