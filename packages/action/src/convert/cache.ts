// The `cache-dir` input: results kept by content, so an unchanged page costs no credit on the next run. A
// document's key is a hash of everything that decides its bytes: the output type, the options as validated,
// the processor version, the sandbox flag, and the exact source sent (the HTML after asset inlining, the URL,
// or the template's slug, its content and the data). A hit is copied to the output path and nothing is sent;
// a miss is converted and its file stored under the key. Both writes go to a temporary file beside the
// target that is then renamed, so a cancelled run never leaves a half file under a key's name for a later
// run to trust: an entry is found by that name only. An entry holds the file as it was written to the
// output, links between pages made relative (pdf-links.ts): the sent HTML carries each link relative to
// the page's output (links.ts), so the key decides those bytes too, and a hit is a plain copy.
//
// A URL's page may change behind the same URL; the key cannot see that, so a URL stays cached until the
// folder is emptied (docs/action.md). A stored template's content is read from the service once per run (no credit),
// so a template changed on the account misses.
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadOutline } from '@doc-convert/core';
import { PageCounter } from './pdf-pages';
import type { ActionInputs, ConversionJob } from '../types';
import { writeBytes } from './write-bytes';

/**
 * Part of every key: a change to how keys are made, or to what an entry holds (how links are rewritten in
 * it included), must miss every old entry.
 */
const KEY_VERSION = 'doc-convert-action-cache/1';

/** JSON with the keys of every object sorted, so `{"a":1,"b":2}` and `{"b":2,"a":1}` give one key. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** What a cached result gives the outcome: its size and, for a PDF, its pages (and bookmarks, with `outline`). */
export interface CachedFile {
  bytes: number;
  pages: number | undefined;
  bookmarks?: number;
}

export class ResultCache {
  readonly #folders = new Map<string, Promise<unknown>>();

  /**
   * @param dir absolute path of the cache folder (inside the workspace)
   * @param templateContent for documents from a template: its HTML (the file's, inlined, or the stored one's)
   */
  constructor(
    readonly dir: string,
    private readonly inputs: Pick<
      ActionInputs,
      'type' | 'options' | 'processorVersion' | 'sandbox' | 'outline'
    >,
    private readonly templateContent?: string,
  ) {}

  /** The key of `job`, whose source (HTML after inlining, or the URL) is `source`; hex SHA-256. */
  key(job: ConversionJob, source: string | undefined): string {
    const sent = job.template
      ? { template: job.template.slug, content: this.templateContent ?? null, data: job.template.data }
      : { source: source ?? '' };
    return this.#keyOf(sent, this.inputs.outline);
  }

  /**
   * The key of the contents page of `merge-toc` (merge-contents.ts), whose HTML is `html`: a PDF converted
   * with the run's options, never with bookmarks of its own.
   */
  contentsKey(html: string): string {
    return this.#keyOf({ source: html }, undefined);
  }

  #keyOf(sent: object, outline: ActionInputs['outline']): string {
    const { type, options, processorVersion, sandbox } = this.inputs;
    const parts: unknown[] = [KEY_VERSION, type, options, processorVersion ?? 'default', sandbox, sent];
    // Bookmarks change the file; without them the keys stay those of earlier runs.
    if (outline !== undefined) parts.push({ outline });
    const hash = createHash('sha256');
    hash.update(canonicalJson(parts));
    return hash.digest('hex');
  }

  /** Where the entry of `key` lives: two levels, so no folder holds more than a few hundred entries. */
  pathOf(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.${this.inputs.type}`);
  }

  /** Copies the entry of `key` to `output` (atomically) and returns its size, or undefined on a miss. */
  async restore(key: string, output: string): Promise<CachedFile | undefined> {
    const bytes = await this.read(key);
    if (bytes === undefined) return undefined;
    // Beside the output, then renamed over it: a cancelled copy leaves no half file at the output's name.
    // Not flushed to disk first, unlike a download: the entry it comes from is still there.
    await writeBytes(output, bytes, { flush: false });
    let pages: number | undefined;
    let bookmarks: number | undefined;
    if (this.inputs.type === 'pdf') {
      const counter = new PageCounter();
      counter.push(bytes);
      pages = counter.pages();
      if (this.inputs.outline !== undefined) {
        bookmarks = (await loadOutline()).countOutlineItems(bytes);
      }
    }
    return { bytes: bytes.byteLength, pages, bookmarks };
  }

  /** The entry of `key`'s bytes, or undefined on a miss (for a file that is no output: the contents page). */
  async read(key: string): Promise<Uint8Array | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return undefined;
    }
  }

  /** Keeps `bytes` as the entry of `key`, written like any entry (a temporary file, then renamed). */
  async storeBytes(key: string, bytes: Uint8Array): Promise<void> {
    await this.#folderOf(this.pathOf(key));
    await writeBytes(this.pathOf(key), bytes);
  }

  /** Creates the folder of `entry` once per run. */
  #folderOf(entry: string): Promise<unknown> {
    const folder = path.dirname(entry);
    let made = this.#folders.get(folder);
    if (!made) this.#folders.set(folder, (made = mkdir(folder, { recursive: true })));
    return made;
  }

  /** Keeps `output`, just written for `key`, as the entry of `key`. */
  async store(key: string, output: string): Promise<void> {
    const entry = this.pathOf(key);
    await this.#folderOf(entry);
    await writeBytes(entry, await readFile(output));
  }
}
