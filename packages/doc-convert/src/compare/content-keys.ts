// A key per page of what it draws, read with the core's own small PDF reader: the page's content streams as
// stored (a renderer compresses the same content to the same bytes; content stored otherwise only misses this
// shortcut and is matched by its text) and, through its resources, the XObjects (images, forms) they paint,
// hashed. Two pages with the same key draw the same thing, so comparePdfs() pairs them without asking pdf.js
// for their text or drawing them: a renderer writes an unchanged page the same way twice, even when pages
// before it moved it. Fonts are left out: a subset embedded for the whole document changes when any page gains
// a glyph, while the pages that use it draw the same glyphs. A file this reader cannot read (encrypted,
// damaged) gets no keys, and every page is then read by its text.
import { createHash, type Hash } from 'node:crypto';
import { PdfFile, type PdfValue } from '@doc-convert/core/pdf';

/** Forms within forms are followed this deep; past it their bytes alone count. */
const MAX_DEPTH = 8;

interface StreamLike {
  dict: DictLike;
  raw: Uint8Array;
}
interface DictLike {
  entries: Map<string, PdfValue>;
  get(key: string): PdfValue | undefined;
}
const isStream = (value: unknown): value is StreamLike =>
  typeof value === 'object' && value !== null && 'raw' in value && 'dict' in value;

/** One key per page, in order; undefined when the file cannot be read this way. */
export function contentKeys(bytes: Uint8Array): string[] | undefined {
  try {
    const file = new PdfFile(bytes);
    return file.pages().map((page) => {
      const hash = createHash('sha256');
      const box = file.resolve(page.dict.get('MediaBox'));
      hash.update(JSON.stringify(Array.isArray(box) ? box.map((side) => file.resolve(side)) : null));
      const contents = file.resolve(page.dict.get('Contents'));
      for (const part of Array.isArray(contents) ? contents : [contents]) {
        const stream = file.resolve(part);
        if (isStream(stream)) hash.update(stream.raw);
      }
      addXObjects(file, page.resources as DictLike | undefined, hash, 0, new Set());
      return hash.digest('base64');
    });
  } catch {
    return undefined;
  }
}

function addXObjects(
  file: PdfFile,
  resources: DictLike | undefined,
  hash: Hash,
  depth: number,
  seen: Set<unknown>,
): void {
  const xobjects = file.resolve(resources?.get('XObject')) as DictLike | undefined;
  if (!xobjects?.entries) return;
  for (const [name, value] of [...xobjects.entries].sort(([a], [b]) => a.localeCompare(b))) {
    const stream = file.resolve(value);
    if (!isStream(stream) || seen.has(stream)) continue;
    seen.add(stream);
    hash.update(name);
    hash.update(stream.raw);
    if (depth < MAX_DEPTH)
      addXObjects(
        file,
        file.resolve(stream.dict.get('Resources')) as DictLike | undefined,
        hash,
        depth + 1,
        seen,
      );
  }
}
