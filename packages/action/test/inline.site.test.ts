// A real site as the regression of the inliner: the dashboard of test/fixtures/site (shared CSS with an
// @import and a web font, SVG icons, a vendor script, pages in two folders linking to each other) inlined and
// its links rewritten as in a run that converts every page to PDF. Each page must come out exactly as its
// expected page in test/fixtures/site-expected/, where data: URIs are written as the file they hold.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import * as core from './fixtures/core';
import {
  EXPECTED_ROOT,
  outputOf,
  readable,
  REPOSITORY_BLOB,
  SITE_ROOT,
  sitePages,
} from './fixtures/inline-site';

jest.unstable_mockModule('@actions/core', () => core);
const { AssetReader } = await import('../src/inline/assets');
const { inlineHtml } = await import('../src/inline/inline-html');

const pages = sitePages();
const policy = {
  workspace: SITE_ROOT,
  pages: new Map(pages.map((page) => [path.join(SITE_ROOT, page), outputOf(page)])),
  repositoryBlob: REPOSITORY_BLOB,
  keepFragment: true,
};

async function inlined(page: string, reader = new AssetReader(SITE_ROOT)): Promise<string> {
  const file = path.join(SITE_ROOT, page);
  return inlineHtml(readFileSync(file, 'utf8'), file, reader, { policy, output: outputOf(page) });
}

beforeEach(() => core.reset());

describe('the dashboard site, every page converted to PDF', () => {
  it.each(pages)('%s comes out as expected, byte for byte outside the edits', async (page) => {
    const expected = readFileSync(path.join(EXPECTED_ROOT, page), 'utf8');
    expect(readable(await inlined(page))).toBe(expected);
  });

  it('leaves no local reference for the renderer to miss: every src is data: or remote', async () => {
    type Node = DefaultTreeAdapterMap['node'];
    const local: string[] = [];
    const walk = (node: Node) => {
      if ('attrs' in node)
        for (const { name, value } of node.attrs)
          if (['src', 'srcset', 'poster'].includes(name) && !/^(data:|https:)/.test(value)) local.push(value);
      if ('childNodes' in node) node.childNodes.forEach(walk);
    };
    for (const page of pages) walk(parse(await inlined(page)));
    expect(local).toEqual([]);
  });

  it('finds every asset the site names: no warning', async () => {
    for (const page of pages) await inlined(page);
    expect(core.calls.filter((c) => c.kind === 'warning')).toEqual([]);
  });
});
