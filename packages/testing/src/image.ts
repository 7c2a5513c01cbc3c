// Reads JPEG and WebP answers the way the tests need them, with decoders from npm (no `file`, no system
// tool): the header facts checked by hand (JPEG markers; RIFF, WEBP and the VP8/VP8L/VP8X chunk with the
// dimensions it declares), then every pixel decoded (jpeg-js; libwebp as wasm from @jsquash/webp), so a test
// can look at the picture and not only at its size.
import decodeWebpWasm, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import jpeg from 'jpeg-js';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface ImageFacts {
  width: number;
  height: number;
  /** RGBA samples, row by row. */
  data: Uint8Array;
}

export interface WebpFacts extends ImageFacts {
  /** The bitstream chunk: 'VP8 ' (lossy), 'VP8L' (lossless) or 'VP8X' (extended). */
  chunk: string;
}

/** Checks the start and end markers and the frame header, then decodes every pixel. Throws if not a JPEG. */
export function readJpeg(input: Uint8Array): ImageFacts {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG: no SOI marker');
  if (bytes.at(-2) !== 0xff || bytes.at(-1) !== 0xd9) throw new Error('not a JPEG: no EOI marker');
  let frame: { width: number; height: number } | undefined;
  for (let at = 2; at + 4 < bytes.length && !frame;) {
    if (bytes[at] !== 0xff) throw new Error(`not a JPEG: no marker at ${at}`);
    const marker = bytes[at + 1];
    const length = bytes.readUInt16BE(at + 2);
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC): the frame header with the image size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      frame = { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  if (!frame) throw new Error('not a JPEG: no frame header');
  const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
  if (image.width !== frame.width || image.height !== frame.height) {
    throw new Error('not a JPEG: the frame header and the pixels disagree');
  }
  return { width: image.width, height: image.height, data: image.data };
}

let decoderReady: Promise<void> | undefined;

async function loadDecoder(): Promise<void> {
  const root = dirname(createRequire(import.meta.url).resolve('@jsquash/webp/package.json'));
  const wasm = (globalThis as unknown as { WebAssembly: { compile(b: Uint8Array): Promise<unknown> } })
    .WebAssembly;
  await initWebpDecoder(
    (await wasm.compile(await readFile(join(root, 'codec', 'dec', 'webp_dec.wasm')))) as never,
  );
}

/** The dimensions a WebP declares in its VP8, VP8L or VP8X chunk. */
function webpHeader(bytes: Buffer): { chunk: string; width: number; height: number } {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP: no RIFF/WEBP header');
  }
  if (bytes.readUInt32LE(4) + 8 !== bytes.length)
    throw new Error('not a WebP: the RIFF size is not the file size');
  const chunk = bytes.toString('latin1', 12, 16);
  const data = 20;
  if (chunk === 'VP8 ') {
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) {
      throw new Error('not a WebP: no VP8 start code');
    }
    return {
      chunk,
      width: bytes.readUInt16LE(data + 6) & 0x3fff,
      height: bytes.readUInt16LE(data + 8) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (bytes[data] !== 0x2f) throw new Error('not a WebP: no VP8L signature');
    const bits = bytes.readUInt32LE(data + 1);
    return { chunk, width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { chunk, width: bytes.readUIntLE(data + 4, 3) + 1, height: bytes.readUIntLE(data + 7, 3) + 1 };
  }
  throw new Error(`not a WebP: unknown first chunk ${JSON.stringify(chunk)}`);
}

/** Checks the RIFF container and the bitstream header, then decodes every pixel. Throws if not a WebP. */
export async function readWebp(input: Uint8Array): Promise<WebpFacts> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const header = webpHeader(bytes);
  await (decoderReady ??= loadDecoder());
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const image = await decodeWebpWasm(copy);
  if (image.width !== header.width || image.height !== header.height) {
    throw new Error('not a WebP: the header and the pixels disagree');
  }
  return { ...header, data: new Uint8Array(image.data.buffer) };
}
