// Reads the local files an HTML page refers to (stylesheets, images, fonts, scripts) for inlining. A
// reference is local when it has no scheme and is not protocol-relative; `/x` is taken from the workspace
// root (the site root), anything else from the referring file's folder. A reference that resolves outside
// the workspace, even through a symbolic link, is refused and never read. Each reference not inlined (refused,
// not found, unreadable) is told to the reader's owner: in a run, as a warning annotated on the file it is
// in; the demo refuses to send such a page instead. Each path is resolved and each file read once per run,
// and each stylesheet inlined once, however many pages use them.
import * as core from '@actions/core';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { OutsideError, realPathInside } from '../inputs/confine';
import { displayPath } from '../report/format';
import { countRefusals, noteAll, noteMissing, noteRefusal, type AssetNotes } from './refusals';

/** Files above this size are left as references: a renderer can do without one huge image better than a
 * request body can carry it. */
const MAX_ASSET_BYTES = 20 * 1024 * 1024;

const MIME_TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.apng': 'image/apng',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain',
};

function mimeType(file: string): string {
  return MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** A local file, read. */
export interface Asset {
  /** Real path. */
  path: string;
  bytes: Buffer;
  mime: string;
}

/**
 * True for a reference to a local file: no scheme (`https:`, `data:`...), not `//host/...`, not `#id`, and no
 * `{{expression}}`, which a template (template-file) leaves for the service to fill in with data.
 */
export function isLocalReference(reference: string): boolean {
  const ref = reference.trim();
  return (
    ref !== '' &&
    !ref.startsWith('#') &&
    !ref.startsWith('//') &&
    !/^[a-z][a-z\d+.-]*:/i.test(ref) &&
    !ref.includes('{{')
  );
}

/**
 * The path a local reference (its query and fragment taken off) names, seen from the file `from`: `/x` from
 * the workspace root (the site root), anything else from `from`'s folder; percent-escapes decoded. Not
 * checked: the caller confines it.
 */
export function resolveReference(reference: string, from: string, workspace: string): string {
  let decoded = reference;
  try {
    decoded = decodeURIComponent(reference);
  } catch {
    // A stray % is a literal character in a file name.
  }
  return decoded.startsWith('/') ? path.join(workspace, decoded) : path.resolve(path.dirname(from), decoded);
}

export function dataUri(asset: Asset): string {
  return `data:${asset.mime};base64,${asset.bytes.toString('base64')}`;
}

/** A reference to a folder, say: as good as not found. */
class NotAFileError extends Error {}

/** A local reference the reader did not inline, and why. */
export interface NotInlined {
  reference: string;
  /** The file it is in: a page, or a stylesheet. */
  from: string;
  /**
   * `outside`: it resolves outside the root (the workspace), so it was refused and never read; `missing`: no
   * file is there (or a folder); `unreadable`: a file that cannot be inlined (too large, say).
   */
  reason: 'outside' | 'missing' | 'unreadable';
  /** What a run's log says about it. */
  message: string;
}

/** Told of each reference the reader does not inline. */
export type NotInlinedReport = (notInlined: NotInlined) => void;

export class AssetReader {
  readonly #cache = new Map<string, Promise<Asset>>();
  readonly #realPaths = new Map<string, Promise<string>>();
  readonly #sheets = new Map<string, Promise<{ css: string; notes: AssetNotes }>>();
  readonly #report: NotInlinedReport;

  /**
   * Reads inside `workspace` only. `report` is told of each reference not inlined; by default it is a warning
   * of the run, annotated on the file the reference is in.
   */
  constructor(
    private readonly workspace: string,
    report?: NotInlinedReport,
  ) {
    this.#report =
      report ?? (({ from, message }) => core.warning(message, { file: displayPath(this.workspace, from) }));
  }

  /**
   * The file `reference` names, seen from the file `from`, or undefined (told to the report) when it is outside
   * the workspace, missing or too large. Call only for local references.
   */
  async read(reference: string, from: string): Promise<Asset | undefined> {
    const target = resolveReference(reference.trim().replace(/[?#].*$/s, ''), from, this.workspace);
    const notInlined = (reason: NotInlined['reason'], message: string) =>
      this.#report({ reference, from, reason, message });
    let real: string;
    try {
      real = await this.#realPath(target);
    } catch (error) {
      if (error instanceof OutsideError) {
        noteRefusal(reference);
        notInlined('outside', `Refused ${reference}: it resolves outside the workspace, so it is not read.`);
      } else {
        noteMissing(reference);
        const where = displayPath(this.workspace, target);
        notInlined('missing', `Not inlined: ${reference} was not found (${where}).`);
      }
      return undefined;
    }
    try {
      return await this.#load(real);
    } catch (error) {
      const missing = error instanceof NotAFileError;
      if (missing) noteMissing(reference);
      notInlined(
        missing ? 'missing' : 'unreadable',
        `Not inlined: ${reference}: ${(error as Error).message}`,
      );
      return undefined;
    }
  }

  /**
   * The stylesheet `asset` with what it refers to inlined by `inline`, done once per run however many pages link
   * it (a site's shared sheet is tokenized once, not once per page). What was noted on the way (references
   * refused or not found, print styles) is noted for every page that uses the sheet, so each page's summary row
   * counts it.
   */
  async inlinedSheet(asset: Asset, inline: () => Promise<string>): Promise<string> {
    let done = this.#sheets.get(asset.path);
    if (!done) {
      done = countRefusals(inline).then(({ value, notes }) => ({ css: value, notes }));
      this.#sheets.set(asset.path, done);
    }
    const { css, notes } = await done;
    noteAll(notes);
    return css;
  }

  /** realPathInside, once per path and run (its refusals too). */
  #realPath(target: string): Promise<string> {
    let real = this.#realPaths.get(target);
    if (!real) {
      real = realPathInside(this.workspace, target);
      real.catch(() => undefined); // handled by each reader of it
      this.#realPaths.set(target, real);
    }
    return real;
  }

  #load(real: string): Promise<Asset> {
    let loading = this.#cache.get(real);
    if (!loading) {
      loading = (async () => {
        const info = await stat(real);
        if (!info.isFile()) throw new NotAFileError('not a file');
        if (info.size > MAX_ASSET_BYTES) {
          throw new Error(`${info.size} bytes is above the ${MAX_ASSET_BYTES} bytes inlined per file`);
        }
        return { path: real, bytes: await readFile(real), mime: mimeType(real) };
      })();
      this.#cache.set(real, loading);
    }
    return loading;
  }
}
