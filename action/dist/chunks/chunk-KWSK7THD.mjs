import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/convert/pdf-pages.ts
init_esm_shims();
import { createReadStream } from "node:fs";
var PAGE_OBJECT = /\/Type\s{0,4}\/Page(?![A-Za-z0-9])/g;
var OVERLAP = 32;
var PageCounter = class {
  #count = 0;
  #carry = "";
  push(chunk) {
    const text = this.#carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("latin1");
    const safe = text.length - OVERLAP;
    for (const match of text.matchAll(PAGE_OBJECT)) if (match.index < safe) this.#count++;
    this.#carry = text.slice(Math.max(0, safe));
  }
  /** The pages seen, or undefined when none could be. */
  pages() {
    const count = this.#count + [...this.#carry.matchAll(PAGE_OBJECT)].length;
    return count > 0 ? count : void 0;
  }
  /** Passes `chunks` through unchanged, counting as they go. */
  async *tap(chunks) {
    for await (const chunk of chunks) {
      this.push(chunk);
      yield chunk;
    }
  }
};
async function countPages(file) {
  const counter = new PageCounter();
  for await (const chunk of createReadStream(file)) counter.push(chunk);
  return counter.pages();
}

export {
  PageCounter,
  countPages
};
