// The small rules behind issue 21's inputs: the shard split, the cache key's canonical JSON, titles for the
// merged PDF's bookmarks, release asset names, which dependency folders a glob leaves out, and links between
// pages in the PDFs (made relative in a page's PDF, jumps in the merged one).
import { describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConversionJob } from '../src/types';
import * as core from './fixtures/core';

jest.unstable_mockModule('@actions/core', () => core);
const { inShard, parseShard, shardOf } = await import('../src/plan/shard');
const { canonicalJson } = await import('../src/convert/cache');
const { writeBook } = await import('../src/merge/merge');
const { relinkPdf } = await import('../src/convert/pdf-links');
const { assetName } = await import('../src/report/release');
const { leftOutFolders } = await import('../src/plan/jobs');

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

describe('links between pages in the PDFs', () => {
  type Link = { uri: string } | { remote: string };
  /** A one-page PDF with a link annotation per entry: a URI, or a remote go-to to a file. */
  async function pdfWith(links: Link[]): Promise<Uint8Array> {
    const lib = await import('@libpdf/core');
    const doc = lib.PDF.create();
    const page = doc.addPage();
    for (const [i, link] of links.entries()) {
      const rect = { x: 50, y: 600 - i * 30, width: 100, height: 20 };
      if ('uri' in link) page.addLinkAnnotation({ rect, uri: link.uri });
      else {
        page.addLinkAnnotation({ rect, uri: 'about:blank' });
        page
          .getLinkAnnotations()
          .at(-1)!
          .dict.set(
            'A',
            lib.PdfDict.of({
              S: lib.PdfName.of('GoToR'),
              F: lib.PdfString.fromString(link.remote),
              D: lib.PdfArray.of(lib.PdfNumber.of(0), lib.PdfName.of('Fit')),
            }),
          );
      }
    }
    return doc.save();
  }
  const actions = async (pdf: Uint8Array) => {
    const { PDF } = await import('@libpdf/core');
    const doc = await PDF.load(pdf);
    return doc.getPages().flatMap((page) => page.getLinkAnnotations().map((link) => link.getAction()));
  };

  it('makes marked links relative, appending the change to the bytes it was given', async () => {
    const sent = await pdfWith([
      { uri: 'https://doc-convert.invalid/..%2Fguide%2Ftables.pdf#orders' },
      { uri: 'https://example.com/' },
      { uri: 'https://doc-convert.invalid/index.pdf' },
    ]);
    const relinked = (await relinkPdf(sent))!;
    expect(relinked.links).toBe(2);
    expect(Buffer.from(relinked.bytes.subarray(0, sent.length)).equals(Buffer.from(sent))).toBe(true);
    expect(await actions(relinked.bytes)).toEqual([
      { type: 'uri', uri: '../guide/tables.pdf#orders' },
      { type: 'uri', uri: 'https://example.com/' },
      { type: 'uri', uri: './index.pdf' },
    ]);
  });

  it('leaves a PDF without marked links alone', async () => {
    expect(await relinkPdf(await pdfWith([{ uri: 'https://example.com/' }]))).toBeUndefined();
    expect(await relinkPdf(await pdfWith([]))).toBeUndefined();
  });

  it('merges relative URIs and remote go-tos into jumps; a link to a page not merged is plain text, or its published address (issue 36 §3)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'merge-links-'));
    try {
      const out = path.join(root, 'doc-convert');
      mkdirSync(path.join(out, 'guide'), { recursive: true });
      const part = (relative: string): ConversionJob => ({
        label: relative,
        file: undefined,
        source: undefined,
        output: path.join(out, relative),
        given: true,
      });
      writeFileSync(
        path.join(out, 'guide', 'tables.pdf'),
        await pdfWith([
          { uri: '../index.pdf#top' },
          { uri: './other.pdf#x' },
          { remote: 'charts.pdf' },
          { uri: 'javascript:showTOC()' },
        ]),
      );
      writeFileSync(path.join(out, 'guide', 'charts.pdf'), await pdfWith([{ remote: '../index.pdf' }]));
      writeFileSync(path.join(out, 'index.pdf'), await pdfWith([{ uri: './guide/tables.pdf' }]));
      const parts = [part('guide/tables.pdf'), part('guide/charts.pdf'), part('index.pdf')];
      const { PDF } = await import('@libpdf/core');
      const targetsOf = async (file: string) => {
        const doc = await PDF.load(readFileSync(file));
        const pages = doc.getPages().map((page) => page.ref.objectNumber);
        const targets = doc.getPages().map((page) =>
          page.getLinkAnnotations().map((link) => {
            const action = link.getAction();
            const target = action?.type === 'uri' ? action.uri : link.destination?.page;
            return typeof target === 'object' ? pages.indexOf(target.objectNumber) : target;
          }),
        );
        return targets;
      };
      const plain = path.join(out, 'site.pdf');
      const merged = await writeBook(parts, plain, { workspace: root, outputDir: out });
      // guide/other.pdf is not in the book: its link is plain text; the javascript: link is taken out.
      expect(await targetsOf(plain)).toEqual([[2, 1], [2], [0]]);
      expect(merged.links).toEqual({ jumps: 4, published: 0, unlinked: 1, scripts: 1 });
      const based = path.join(out, 'based.pdf');
      const published = await writeBook(parts, based, {
        workspace: root,
        outputDir: out,
        mergeLinkBase: 'https://example.org/docs/',
      });
      expect(await targetsOf(based)).toEqual([
        [2, 'https://example.org/docs/guide/other.html#x', 1],
        [2],
        [0],
      ]);
      expect(published.links).toEqual({ jumps: 4, published: 1, unlinked: 0, scripts: 1 });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
