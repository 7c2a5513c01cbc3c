// A PNG writer for the text renderer's raster (raster.ts): 8-bit RGB or RGBA, rows deflated through a zlib
// stream (so a large image is never a single raw buffer), one IDAT chunk, CRC-32 on every chunk. `file` and
// image viewers read the result.
import { crc32, createDeflate } from 'node:zlib';
import type { Raster } from './raster';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed)); // PNG's CRC-32 is zlib's, over the chunk's type and data
  return Buffer.concat([length, typed, crc]);
}

export async function encodePng(raster: Raster): Promise<Buffer> {
  const { width, height, alpha } = raster;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = alpha ? 6 : 2; // colour type: RGBA or RGB
  // compression, filter and interlace methods stay 0

  const deflate = createDeflate({ level: 6 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const finished = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const filterNone = Buffer.from([0]);
  for (let y = 0; y < height; y++) {
    deflate.write(filterNone);
    if (!deflate.write(raster.row(y))) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await finished;

  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
