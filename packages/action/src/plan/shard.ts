// The `shard` input (`k/n`): a job of a matrix converts only its part of the matched files. A file's shard
// comes from a hash of its workspace-relative path, never from its place in a listing, so the same file lands
// in the same shard on every runner and every run, whatever order the file system lists files in, and each
// file is in exactly one of the n shards (the hash modulo n is one number from 0 to n - 1).
import { createHash } from 'node:crypto';
import { InputError, type Shard } from '../types';

const WHOLE: Shard = { index: 1, count: 1 };

/** `2/4` → { index: 2, count: 4 }; empty → the whole (1/1); anything else is refused, naming the input. */
export function parseShard(value: string): Shard {
  if (value.trim() === '') return WHOLE;
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,6})\s*$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || count < 1 || index > count) {
    throw new InputError(
      `Input shard must be k/n with 1 ≤ k ≤ n, e.g. 2/4 for the second of four jobs (got ${JSON.stringify(value)}).`,
    );
  }
  return { index, count };
}

/** The shard (1-based) a workspace-relative, `/`-separated path belongs to among `count`. */
export function shardOf(label: string, count: number): number {
  const digest = createHash('sha256').update(label).digest();
  return (digest.readUInt32BE(0) % count) + 1;
}

/** The items of `shard`, in their order; `label` names each by its workspace-relative path. */
export function inShard<T>(items: readonly T[], shard: Shard, label: (item: T) => string): T[] {
  if (shard.count === 1) return [...items];
  return items.filter((item) => shardOf(label(item), shard.count) === shard.index);
}
