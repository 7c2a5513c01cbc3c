// Unpacks the Brotli-compressed tar archives @sparticuz/chromium ships (its bundled libraries and fonts)
// without a `tar` program: tar-stream reads the archive (ustar, pax and GNU long names, header checksums),
// this module decides what reaches the disk. The archives hold only plain files and folders, so that is all
// it writes: an entry whose name would leave the target folder is refused, and so is every other type
// (symlinks and hard links above all: refusing them means no entry can point a later one outside the
// target). Files keep their permission bits (the libraries' executable bits), never setuid, setgid or sticky.
// tar-fs is not used: it re-roots a `../` name silently instead of refusing it, writes links, and changes a
// file's owner to the archive's when run as root.
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { extract, type Header } from 'tar-stream';

function inside(target: string, name: string, archive: string): string {
  const relative = normalize(name);
  if (isAbsolute(relative) || relative.split(/[\\/]/).includes('..')) {
    throw new Error(`${archive}: entry "${name}" would be written outside ${target}`);
  }
  return join(target, relative);
}

async function writeEntry(
  header: Header,
  body: AsyncIterable<unknown>,
  archive: string,
  target: string,
): Promise<void> {
  const path = inside(target, header.name, archive);
  if (header.type === 'directory') await mkdir(path, { recursive: true });
  else if (header.type === 'file') {
    await mkdir(dirname(path), { recursive: true });
    // tar-stream hands the content as Buffers, which its stream library's types call unknown.
    await writeFile(path, body as AsyncIterable<Buffer>, { mode: header.mode & 0o777 });
  } else {
    throw new Error(`${archive}: entry "${header.name}" is a ${header.type}, which is not unpacked here`);
  }
}

/** Extracts a `.tar.br` archive into `target` (created when missing). */
export async function extractTarBr(archive: string, target: string): Promise<void> {
  const entries = extract();
  // tar-stream reads no further until `next` is called, so entries are written one at a time and in order;
  // `next(error)` ends the extraction with that error, which the pipeline then rejects with.
  entries.on('entry', (header, body, next) => {
    writeEntry(header, body, archive, target).then(() => next(), next);
  });
  await pipeline(createReadStream(archive), createBrotliDecompress(), entries);
}
