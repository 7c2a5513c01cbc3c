// The empty PDF a merge starts from. @libpdf/core's PDF.create() fills the Info dictionary itself (Title
// "Untitled", Author "Unknown", Creator and Producer "@libpdf/core", the dates of the run), and writes it
// into every file it saves; the merged PDF must hold only what the user gave (its Title). So the merge
// starts from these few bytes instead: a catalog, an empty page tree, an empty Info dictionary (which the
// library then fills with the title alone) and a file identifier derived from what the book is made of,
// so that the same parts merged the same way give the same bytes on every run.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { PDF } from '@libpdf/core';
import type { LibPdf } from './merge-links';

/** The bytes of an empty PDF 1.7 whose trailer has an empty /Info and the identifier `id` (16 bytes). */
function blankBookBytes(id: Uint8Array): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    '<< >>', // Info: empty until a title is set
  ];
  // The binary comment tells transfer tools the file is binary (ISO 32000-1 §7.5.2).
  let text = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  // Each entry is 20 bytes, its end of line included (§7.5.4).
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const hex = Buffer.from(id).toString('hex').toUpperCase();
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R /ID [<${hex}> <${hex}>] >>\n`;
  text += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/**
 * A file identifier from the book's ingredients: its parts' files (read one at a time, as a stream: a large
 * book is never held whole for this) and the settings that shape it.
 */
export async function bookId(files: readonly string[], settings: unknown): Promise<Uint8Array> {
  const hash = createHash('sha256');
  for (const file of files) {
    const part = createHash('sha256');
    for await (const chunk of createReadStream(file)) part.update(chunk as Buffer);
    hash.update(part.digest());
  }
  hash.update(JSON.stringify(settings));
  return hash.digest().subarray(0, 16);
}

/** An empty PDF to merge into, with no Info entry but those set on it later. */
export function blankBook(lib: LibPdf, id: Uint8Array): Promise<PDF> {
  return lib.PDF.load(blankBookBytes(id));
}
