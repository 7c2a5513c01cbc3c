// Reads a PNG the way the tests need it, with fast-png from npm (no `file`, no system tool): the header
// facts from IHDR and the decoded pixels, so a test can look at the picture and not only at its size.
import { crc32, deflateSync } from 'node:zlib';
import { decode, type DecodedPng } from 'fast-png';

export interface PngFacts {
  width: number;
  height: number;
  /** Bits per channel. */
  depth: number;
  /** 1 grey, 2 grey + alpha, 3 RGB, 4 RGBA (indexed images are expanded by the decoder). */
  channels: number;
  /** The colour type as `file` names it: "RGB", "RGBA", "grayscale", "gray+alpha" or "colormap". */
  color: string;
  interlaced: boolean;
  /** Decoded samples, row by row, `channels` per pixel. */
  data: DecodedPng['data'];
}

/** A 2×2 red PNG, Base64: an image a page can show from a data: URL or a loopback server. */
export const RED_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAADklEQVR4XmP4zwBCUAoAH+4D/erbkM4AAAAASUVORK5CYII=';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG of `size`×`size` pixels all of one RGB colour: an image file a test's page or Markdown refers to. */
export function solidPng(size: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  // Each row: filter type 0, then the pixels.
  const row = Buffer.from([0, ...Array.from({ length: size }, () => [r, g, b]).flat()]);
  const rows = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const COLOR_TYPES: Record<number, string> = {
  0: 'grayscale',
  2: 'RGB',
  3: 'colormap',
  4: 'gray+alpha',
  6: 'RGBA',
};

/** Checks the signature and IHDR, then decodes every pixel. Throws if the bytes are not a valid PNG. */
export function readPng(input: Uint8Array): PngFacts {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG: wrong signature');
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('not a PNG: IHDR is not first');
  const image = decode(bytes);
  const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  if (image.width !== width || image.height !== height)
    throw new Error('not a PNG: IHDR and pixels disagree');
  if (image.data.length !== width * height * image.channels)
    throw new Error('not a PNG: pixel data is short');
  return {
    width,
    height,
    depth: bytes[24],
    channels: image.channels,
    color: COLOR_TYPES[bytes[25]] ?? `type ${bytes[25]}`,
    interlaced: bytes[28] === 1,
    data: image.data,
  };
}
