// The Node file sink's release of written chunks: with `releaseWritten`, a chunk that is the whole of its
// buffer is freed once written (its ArrayBuffer detached), a view of part of a buffer never is, and without
// the option nothing is touched; the file holds every byte either way.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFileSink } from '../src/internal/file-sink';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'doc-convert-sink-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const detached = (chunk: Uint8Array) => (chunk.buffer as ArrayBuffer & { detached: boolean }).detached;

async function* yieldAll(chunks: Uint8Array[]) {
  yield* chunks;
}

/**
 * Three chunks: a whole buffer (64 KB of 1s), a small Buffer.from() (a slice of Node's shared pool, which
 * other buffers use too) and a view of the middle of a buffer.
 */
function chunks() {
  const shared = Buffer.alloc(100, 9);
  return {
    whole: Buffer.alloc(64 * 1024, 1),
    small: Buffer.from([2, 2, 2]),
    view: shared.subarray(10, 20),
    shared,
  };
}

describe('nodeFileSink.write', () => {
  it('with releaseWritten, frees each chunk that is its whole buffer, after it is written, and no other', async () => {
    const { whole, small, view, shared } = chunks();
    const expected = Buffer.concat([whole, small, view]);
    const target = join(dir, 'released.bin');
    const written = await nodeFileSink.write(target, yieldAll([whole, small, view]), expected.length, {
      releaseWritten: true,
    });
    expect(written).toBe(expected.length);
    expect((await readFile(target)).equals(expected)).toBe(true);
    expect([detached(whole), detached(small), detached(view)]).toEqual([true, false, false]);
    expect(shared.every((byte) => byte === 9)).toBe(true);
    expect([...small]).toEqual([2, 2, 2]);
  });

  it('without it, leaves every chunk as it was', async () => {
    const { whole, small, view } = chunks();
    const target = join(dir, 'kept.bin');
    await nodeFileSink.write(target, yieldAll([whole, small, view]), undefined);
    expect([detached(whole), detached(small), detached(view)]).toEqual([false, false, false]);
    expect(whole.every((byte) => byte === 1)).toBe(true);
  });
});
