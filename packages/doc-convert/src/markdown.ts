// `doc-convert/internal/markdown`: the library's Markdown preparation, a file of its own that the client loads
// on the first conversion with `markdown` (doc-convert.ts), since it carries Mermaid, KaTeX and shiki: importing
// the library stays as light as before. Relative images and a front matter stylesheet are read from the Markdown
// file's folder (`markdown.file`), and only from inside the current working directory, so a Markdown file
// cannot send the service a file from elsewhere on the machine. Not public API.
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { markdownPreparation, type Asset, type ReadAsset } from '@doc-convert/markdown';

const MEDIA_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.css': 'text/css',
};

const inside = (root: string, file: string) => {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** Reads references from `file`'s folder, inside `root`; undefined for anything missing or outside. */
function folderReader(file: string, root: string): ReadAsset {
  const folder = path.dirname(path.resolve(root, file));
  return async (reference): Promise<Asset | undefined> => {
    const mime = MEDIA_TYPES[path.extname(reference).toLowerCase()];
    const target = path.resolve(folder, reference);
    if (!mime || !inside(root, target)) return undefined;
    try {
      const real = await realpath(target);
      if (!inside(await realpath(root), real)) return undefined;
      return { bytes: await readFile(real), mime };
    } catch {
      return undefined;
    }
  };
}

/** What the client's `markdown` loader gives (doc-convert.ts). */
export const preparation = markdownPreparation((file) =>
  file === undefined ? 'report' : folderReader(file, process.cwd()),
);
