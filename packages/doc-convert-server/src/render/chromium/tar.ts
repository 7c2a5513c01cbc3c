// Unpacks the Brotli-compressed tar archives @sparticuz/chromium ships (its bundled libraries and fonts)
// without a `tar` program: they hold only plain files and folders, a few megabytes each. Entry names that
// would leave the target folder, and entry types other than files and folders, are refused.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';

const BLOCK = 512;

function text(header: Buffer, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? field.length : end).toString('utf8');
}

function octal(header: Buffer, start: number, length: number): number {
  return parseInt(text(header, start, length).trim() || '0', 8);
}

/** The `path` record of a pax extended header, if it has one. */
function paxPath(data: Buffer): string | undefined {
  for (const record of data.toString('utf8').split('\n')) {
    const match = /^\d+ path=(.*)$/.exec(record);
    if (match) return match[1];
  }
  return undefined;
}

function inside(target: string, name: string, archive: string): string {
  const relative = normalize(name);
  if (isAbsolute(relative) || relative.split(/[\\/]/).includes('..')) {
    throw new Error(`${archive}: entry "${name}" would be written outside ${target}`);
  }
  return join(target, relative);
}

/** Extracts a `.tar.br` archive into `target` (created when missing). */
export async function extractTarBr(archive: string, target: string): Promise<void> {
  const tar = await promisify(brotliDecompress)(await readFile(archive));
  let nextName: string | undefined;
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) break; // the end-of-archive blocks
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] || 0x30);
    const data = tar.subarray(at + BLOCK, at + BLOCK + size);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') {
      nextName = paxPath(data);
      continue;
    }
    if (type === 'L') {
      nextName = text(data, 0, data.length);
      continue;
    }
    if (type === 'g') continue;
    const prefix = text(header, 345, 155);
    const name = nextName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    nextName = undefined;
    const path = inside(target, name, archive);
    if (type === '5') await mkdir(path, { recursive: true });
    else if (type === '0') {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data, { mode: octal(header, 100, 8) & 0o777 });
    } else throw new Error(`${archive}: entry "${name}" has type ${type}, which is not unpacked here`);
  }
}
