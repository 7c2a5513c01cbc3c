// A PDF opened for reading, over the file's own bytes (nothing is copied): objects parsed when first asked
// for (from their offset, or from an object stream) and kept, the catalog, the pages in order with what they
// inherit from the page tree, and the named destinations (the catalog's /Dests dictionary and the /Names
// tree). Encrypted files are refused: their strings and streams would need the key.
//
// This reader (src/pdf/, about 60 KB bundled) is our own because no maintained one fits in the n8n node: pdf.js
// bundles to 1 MB plus a 2.4 MB worker and reaches for workers and globals n8n's rules refuse, and
// @libpdf/core (what the Action writes with) bundles to 2.3 MB and needs node:diagnostics_channel.
import { decodeStream } from './filters';
import { Lexer } from './lexer';
import {
  binaryString,
  isDict,
  isName,
  isNumber,
  PdfDict,
  PdfRef,
  PdfStream,
  PdfString,
  type PdfValue,
} from './objects';
import { parseIndirect, PdfReadError, readCrossReference, type CrossReference } from './xref';

export interface PdfPage {
  /** The page object's reference (what destinations point at). */
  ref: PdfRef;
  dict: PdfDict;
  /** The page's resources, its own or inherited from the page tree. */
  resources: PdfDict | undefined;
}

/** A destination as an explicit array: the page's reference, then the fit and its numbers (§12.3.2.2). */
export type Destination = PdfValue[];

/** References are followed this many times at most: a reference loop ends there. */
const MAX_HOPS = 32;
/** Page tree nodes visited at most: a hostile tree cannot make the walk endless. */
const MAX_TREE_NODES = 1_000_000;

export class PdfFile {
  readonly xref: CrossReference;
  readonly #objects = new Map<number, PdfValue>();
  readonly #objectStreams = new Map<number, { data: Uint8Array; offsets: Map<number, number> } | null>();
  #pages: PdfPage[] | undefined;

  constructor(readonly bytes: Uint8Array) {
    this.xref = readCrossReference(bytes);
    if (this.xref.trailer.get('Encrypt') !== undefined) {
      throw new PdfReadError('the PDF is encrypted');
    }
  }

  /** Object `num`, or undefined when the file does not have it. */
  object(num: number): PdfValue | undefined {
    if (this.#objects.has(num)) return this.#objects.get(num);
    const entry = this.xref.entries.get(num);
    let value: PdfValue | undefined;
    if (entry?.type === 'offset') {
      // Set before parsing: a /Length that refers to the object being parsed does not loop.
      this.#objects.set(num, null);
      const parsed = parseIndirect(this.bytes, this.xref.base + entry.offset, (length) => {
        const resolved = this.resolve(length);
        return isNumber(resolved) ? resolved : undefined;
      });
      value = parsed && parsed.num === num ? parsed.value : undefined;
    } else if (entry?.type === 'compressed') {
      value = this.#compressed(entry.stream, num);
    }
    this.#objects.set(num, value ?? null);
    return value;
  }

  #compressed(streamNum: number, num: number): PdfValue | undefined {
    let objectStream = this.#objectStreams.get(streamNum);
    if (objectStream === undefined) {
      objectStream = null;
      const stream = this.object(streamNum);
      if (stream instanceof PdfStream) {
        const data = this.decode(stream);
        const count = this.resolve(stream.dict.get('N'));
        const first = this.resolve(stream.dict.get('First'));
        if (data && isNumber(count) && isNumber(first)) {
          const offsets = new Map<number, number>();
          const lexer = new Lexer(data);
          for (let i = 0; i < count; i++) {
            const objectNum = lexer.value();
            const offset = lexer.value();
            if (!isNumber(objectNum) || !isNumber(offset)) break;
            offsets.set(objectNum, first + offset);
          }
          objectStream = { data, offsets };
        }
      }
      this.#objectStreams.set(streamNum, objectStream);
    }
    const offset = objectStream?.offsets.get(num);
    return offset === undefined ? undefined : new Lexer(objectStream!.data, offset).value();
  }

  /** `value` with references followed to what they point at. */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    for (let hops = 0; value instanceof PdfRef && hops < MAX_HOPS; hops++) value = this.object(value.num);
    return value instanceof PdfRef ? undefined : value;
  }

  dict(value: PdfValue | undefined): PdfDict | undefined {
    const resolved = this.resolve(value);
    return isDict(resolved) ? resolved : undefined;
  }

  /** A stream's decoded data, or undefined when it uses a filter not read here. */
  decode(stream: PdfStream): Uint8Array | undefined {
    try {
      return decodeStream(stream, (value) => this.resolve(value));
    } catch {
      return undefined;
    }
  }

  get catalogRef(): PdfRef {
    const root = this.xref.trailer.get('Root');
    if (!(root instanceof PdfRef)) throw new PdfReadError('the trailer names no catalog');
    return root;
  }

  get catalog(): PdfDict {
    const catalog = this.dict(this.catalogRef);
    if (!catalog) throw new PdfReadError('the catalog cannot be read');
    return catalog;
  }

  /** The number the next new object gets: past every object the file has. */
  get nextObjectNumber(): number {
    let next = 1;
    const size = this.xref.trailer.get('Size');
    if (isNumber(size)) next = size;
    for (const num of this.xref.entries.keys()) if (num >= next) next = num + 1;
    return next;
  }

  /** The pages in order. */
  pages(): PdfPage[] {
    if (this.#pages) return this.#pages;
    const pages: PdfPage[] = [];
    const seen = new Set<string>();
    let visited = 0;
    const walk = (ref: PdfValue | undefined, inherited: PdfDict | undefined) => {
      if (!(ref instanceof PdfRef) || seen.has(ref.key) || ++visited > MAX_TREE_NODES) return;
      seen.add(ref.key);
      const node = this.dict(ref);
      if (!node) return;
      const resources = this.dict(node.get('Resources')) ?? inherited;
      const kids = this.resolve(node.get('Kids'));
      if (isName(node.get('Type'), 'Pages') || (Array.isArray(kids) && !isName(node.get('Type'), 'Page'))) {
        if (Array.isArray(kids)) for (const kid of kids) walk(kid, resources);
        return;
      }
      pages.push({ ref, dict: node, resources });
    };
    walk(this.catalog.get('Pages'), undefined);
    this.#pages = pages;
    return pages;
  }

  /**
   * The named destinations: key the name's bytes (a binary string), value the explicit destination. From
   * the /Names tree and the catalog's /Dests dictionary (the tree first, as readers look there first).
   */
  namedDestinations(): Map<string, Destination> {
    const found = new Map<string, Destination>();
    const add = (key: string, value: PdfValue | undefined) => {
      const dest = this.#destination(value);
      if (dest && !found.has(key)) found.set(key, dest);
    };
    const tree = this.dict(this.dict(this.catalog.get('Names'))?.get('Dests'));
    if (tree) {
      const seen = new Set<PdfDict>();
      const walk = (node: PdfDict | undefined, depth: number) => {
        if (!node || seen.has(node) || depth > 64) return;
        seen.add(node);
        const names = this.resolve(node.get('Names'));
        if (Array.isArray(names)) {
          for (let i = 0; i + 1 < names.length; i += 2) {
            const key = this.resolve(names[i]);
            if (key instanceof PdfString) add(binaryString(key.bytes), names[i + 1]);
          }
        }
        const kids = this.resolve(node.get('Kids'));
        if (Array.isArray(kids)) for (const kid of kids) walk(this.dict(kid), depth + 1);
      };
      walk(tree, 0);
    }
    const dests = this.dict(this.catalog.get('Dests'));
    if (dests) for (const [key, value] of dests.entries) add(key, value);
    return found;
  }

  /** An explicit destination: the array itself, or a dictionary's /D (§12.3.2.3). */
  #destination(value: PdfValue | undefined): Destination | undefined {
    const resolved = this.resolve(value);
    if (Array.isArray(resolved)) return resolved;
    if (isDict(resolved)) {
      const d = this.resolve(resolved.get('D'));
      if (Array.isArray(d)) return d;
    }
    return undefined;
  }
}
