// The small rules behind issue 21's inputs: the shard split, the cache key's canonical JSON, titles for the
// merged PDF's bookmarks, release asset names, and which dependency folders a glob leaves out.
import { describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import path from 'node:path';
import * as core from './fixtures/core';

jest.unstable_mockModule('@actions/core', () => core);
const { inShard, parseShard, shardOf } = await import('../../action/src/shard');
const { canonicalJson } = await import('../../action/src/cache');
const { htmlTitle } = await import('../../action/src/merge');
const { assetName } = await import('../../action/src/release');
const { leftOutFolders } = await import('../../action/src/jobs');

describe('shard', () => {
  it('puts every path in exactly one shard, whatever the order of the listing', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z0-9/_.-]{1,30}$/), { maxLength: 60 }),
        fc.integer({ min: 1, max: 9 }),
        (paths, count) => {
          const shards = Array.from({ length: count }, (_, i) =>
            inShard(paths, { index: i + 1, count }, (p) => p),
          );
          expect(shards.flat().sort()).toEqual([...paths].sort());
          const reversed = [...paths].reverse();
          shards.forEach((shard, i) => {
            expect(inShard(reversed, { index: i + 1, count }, (p) => p).sort()).toEqual([...shard].sort());
          });
        },
      ),
    );
  });

  it('gives the same shard on every run: a hash of the path, not its place', () => {
    expect(shardOf('site/p01.html', 4)).toBe(shardOf('site/p01.html', 4));
    expect(new Set(Array.from({ length: 200 }, (_, i) => shardOf(`p${i}.html`, 4)))).toEqual(
      new Set([1, 2, 3, 4]),
    );
  });

  it.each([
    ['', { index: 1, count: 1 }],
    ['2/4', { index: 2, count: 4 }],
    [' 4 / 4 ', { index: 4, count: 4 }],
  ])('reads %j', (value, expected) => {
    expect(parseShard(value)).toEqual(expected);
  });

  it.each(['0/2', '3/2', 'half', '1/0', '-1/2', '1.5/2'])('refuses %j', (value) => {
    expect(() => parseShard(value)).toThrow(`Input shard must be k/n with 1 ≤ k ≤ n`);
  });
});

describe('cache key JSON', () => {
  it('is the same whatever the order of the keys, at any depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 3 } })).toBe(
      canonicalJson({ a: { c: 3, d: [2, { e: 0, f: 1 }] }, b: 1 }),
    );
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });
});

describe('bookmark titles', () => {
  it.each([
    ['<html><head><title>Tables &amp; charts</title></head>', 'Tables & charts'],
    ['<TITLE lang="en">\n  Two\n  lines </TITLE>', 'Two lines'],
    ['<title>&#x263A; &#9731; &lt;x&gt; &unknown;</title>', '☺ ☃ <x> &unknown;'],
    ['<p>no title</p>', ''],
  ])('%j → %j', (html, title) => {
    expect(htmlTitle(html)).toBe(title);
  });
});

describe('release asset names', () => {
  it('are paths below the output folder, flattened with "-"', () => {
    const out = path.resolve('/ws/doc-convert');
    expect(assetName(path.join(out, 'site.pdf'), out)).toBe('site.pdf');
    expect(assetName(path.join(out, 'guide', 'tables.pdf'), out)).toBe('guide-tables.pdf');
  });
});

describe('dependency folders', () => {
  it('are left out unless a pattern names one as a path segment', () => {
    expect(leftOutFolders(['**/*.html'])).toEqual([
      'node_modules',
      'bower_components',
      'jspm_packages',
      'vendor',
      '.git',
    ]);
    expect(leftOutFolders(['docs/**/*.html', 'node_modules/pkg/*.html'])).not.toContain('node_modules');
    expect(leftOutFolders(['vendors/*.html'])).toContain('vendor');
  });
});
