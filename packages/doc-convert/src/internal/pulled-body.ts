// A response body fed by undici's dispatch handler and read once by the client: whole (bytes, text) or chunk
// by chunk (async iteration). It stands in for undici's Readable stream, which costs a stream, an async
// resource and several ticks per response; this costs an array.
//
// Backpressure: while iterated, the socket is paused once HIGH_WATER bytes wait unread and resumed when the
// reader has taken them below LOW_WATER, so a large file never piles up in memory. A whole read never pauses.
import { Buffer } from 'node:buffer';
import type { TransportBody } from '@doc-convert/core';

const HIGH_WATER = 64 * 1024;
const LOW_WATER = 16 * 1024;
/** A cancelled body with at most this much left is read to the end, so its connection can be reused. */
const DRAIN_LIMIT = 64 * 1024;

/** What the body needs of undici's DispatchController. */
export interface FlowControl {
  pause(): void;
  resume(): void;
  abort(reason: Error): void;
}

export class PulledBody implements TransportBody {
  /**
   * undici hands over views of the buffers the socket read into, one buffer per read. A view that spans its
   * whole buffer is this body's alone: when undici stops mid-buffer for backpressure, the unread rest it puts
   * back on the socket is another view of the same buffer, but then the body's view does not span it all.
   */
  readonly releasable = true;
  #chunks: Buffer[] = [];
  #queued = 0;
  #received = 0;
  #ended = false;
  #error: Error | undefined;
  #paused = false;
  /** Read whole (no pausing) or thrown away (chunks dropped). */
  #mode: 'stream' | 'whole' | 'drop' = 'stream';
  #wake: (() => void) | undefined;
  #settled = false;

  constructor(
    private readonly flow: FlowControl,
    /** From Content-Length, when known. */
    private readonly expectedLength: number | undefined,
    /** Runs once when the body ends, fails or is cancelled. */
    private readonly onSettled: () => void,
    /** Reason given to the connection when a body is cancelled unread. */
    private readonly cancelReason: () => Error,
  ) {}

  // Fed by the dispatch handler.

  push(chunk: Buffer): void {
    this.#received += chunk.length;
    if (this.#mode === 'drop') return;
    this.#chunks.push(chunk);
    this.#queued += chunk.length;
    if (this.#mode === 'stream' && this.#queued >= HIGH_WATER && !this.#paused) {
      this.#paused = true;
      this.flow.pause();
    }
    this.#notify();
  }

  end(): void {
    this.#ended = true;
    this.#settle();
    this.#notify();
  }

  fail(error: Error): void {
    if (this.#ended) return;
    this.#error ??= error;
    this.#settle();
    this.#notify();
  }

  // Read by the client.

  async bytes(): Promise<Uint8Array> {
    await this.#whole();
    const out = new Uint8Array(this.#queued);
    let offset = 0;
    for (const chunk of this.#chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    this.#release();
    return out;
  }

  async text(): Promise<string> {
    await this.#whole();
    const chunks = this.#chunks;
    const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, this.#queued)).toString('utf8');
    this.#release();
    // As TextDecoder does: a byte order mark is not part of the text.
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Uint8Array> {
    try {
      for (;;) {
        const chunk = this.#chunks.shift();
        if (chunk) {
          this.#queued -= chunk.length;
          if (this.#paused && this.#queued < LOW_WATER) {
            this.#paused = false;
            this.flow.resume();
          }
          yield chunk;
          continue;
        }
        if (this.#error) throw this.#error;
        if (this.#ended) return;
        await this.#next();
      }
    } finally {
      // A reader that stops early (break, throw) must not leave the connection half-read.
      if (!this.#ended) await this.cancel();
    }
  }

  async cancel(): Promise<void> {
    this.#release();
    if (this.#settled) return;
    const left = this.expectedLength === undefined ? undefined : this.expectedLength - this.#received;
    if (left !== undefined && left <= DRAIN_LIMIT) {
      // Little is left: read it and drop it, and the connection stays in the pool.
      this.#mode = 'drop';
      this.#resume();
      while (!this.#settled) await this.#next();
      return;
    }
    this.flow.abort(this.cancelReason());
    this.fail(this.cancelReason());
  }

  async #whole(): Promise<void> {
    this.#mode = 'whole';
    this.#resume();
    while (!this.#ended) {
      if (this.#error) throw this.#error;
      await this.#next();
    }
  }

  #resume(): void {
    if (!this.#paused) return;
    this.#paused = false;
    this.flow.resume();
  }

  #next(): Promise<void> {
    return new Promise((resolve) => (this.#wake = resolve));
  }

  #notify(): void {
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
  }

  #settle(): void {
    if (this.#settled) return;
    this.#settled = true;
    this.onSettled();
  }

  #release(): void {
    this.#chunks = [];
    this.#queued = 0;
  }
}
