// Writing what a tool made into an allowed folder: a new file, never one that is there already (so the tools
// destroy nothing and say so in their annotations), and never a partial one. The library's toFile() writes a
// temporary file beside the target and renames it when every byte is in; here it writes that way to a hidden
// name, which is then hard-linked to the target, an atomic step that fails when the target exists (where a
// rename would replace it). A download that fails or is cancelled leaves nothing behind.
import { randomBytes } from 'node:crypto';
import { link, lstat, mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { ValidationError, type FileConversion } from 'doc-convert';

/** The file name a tool gives when the call names none: the source's name, the time, and a few random letters. */
export function defaultFileName(stem: string, extension: string, now = new Date()): string {
  const time = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const clean = stem.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'document';
  return `${clean.slice(0, 60)}-${time}-${randomBytes(2).toString('hex')}.${extension}`;
}

/** The stem of a source file's name: `reports/q1.html` → `q1`. */
export const stemOf = (path: string) => basename(path, extname(path));

/** Refuses a target that exists (a file, a folder or a link), naming the field. */
export async function refuseExisting(target: string, field: string): Promise<void> {
  const existing = await lstat(target).catch(() => undefined);
  if (existing)
    throw new ValidationError([
      {
        path: field,
        message: `${target} exists: give a new name (this tool never replaces a file)`,
      },
    ]);
}

/**
 * Puts a new file at `target` (inside a root, checked by the caller), making the folders above it: `write` fills
 * a hidden staged file beside it, which then becomes `target` in one step. Returns the size. On any failure,
 * `target` is as it was and no staged file remains.
 */
async function placeNewFile(
  target: string,
  field: string,
  write: (staged: string) => Promise<number>,
): Promise<number> {
  await refuseExisting(target, field);
  await mkdir(dirname(target), { recursive: true });
  const staged = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.staged`);
  try {
    const size = await write(staged);
    try {
      await link(staged, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') await refuseExisting(target, field);
      throw error;
    }
    return size;
  } finally {
    await rm(staged, { force: true });
  }
}

/** Writes a conversion's file to a new file at `target`, streamed (the library's toFile()). */
export const writeNewFile = (conversion: FileConversion, target: string, field: string) =>
  placeNewFile(target, field, (staged) => conversion.toFile(staged));

/** Writes a file held as chunks (a merged book) to a new file at `target`. */
export const writeNewChunks = (chunks: readonly Uint8Array[], target: string, field: string) =>
  placeNewFile(target, field, async (staged) => {
    await writeFile(staged, chunks, { flag: 'wx' });
    return chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  });

/** Writes text (a filled template's HTML) to a new file at `target`. */
export const writeNewText = (text: string, target: string, field: string) =>
  placeNewFile(target, field, async (staged) => {
    const bytes = Buffer.from(text, 'utf8');
    await writeFile(staged, bytes, { flag: 'wx' });
    return bytes.byteLength;
  });
