// Links between pages, rule by rule (packages/action/src/inline/links.ts): converted pages, other workspace files, and
// what is left alone.
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import {
  markLink,
  relativeUri,
  repositoryBlob,
  rewriteLink,
  unmarkLink,
  type LinkPolicy,
} from '../src/inline/links';

const ROOT = path.resolve('/work/site');
const at = (relative: string) => path.join(ROOT, ...relative.split('/'));
const out = (relative: string) => path.join(ROOT, 'doc-convert', ...relative.split('/'));
const BLOB = 'https://github.com/acme/site/blob/abc123';
const policy: LinkPolicy = {
  workspace: ROOT,
  pages: new Map([
    [at('index.html'), out('index.pdf')],
    [at('docs/tables.html'), out('docs/tables.pdf')],
    [at('docs/guide/index.html'), out('docs/guide/index.pdf')],
    [at('docs/a b.html'), out('docs/a b.pdf')],
  ]),
  repositoryBlob: BLOB,
  keepFragment: true,
};
const fromTables = (href: string, p = policy) =>
  rewriteLink(href, at('docs/tables.html'), out('docs/tables.pdf'), p);

describe('links to pages converted in the run', () => {
  it.each([
    ['../index.html', '../index.pdf'],
    ['/index.html#top', '../index.pdf#top'],
    ['guide/', 'guide/index.pdf'],
    ['./guide/index.html?x=1#s', 'guide/index.pdf#s'],
    ['a%20b.html', 'a%20b.pdf'],
    ['tables.html#orders', '#orders'],
    ['tables.html', 'tables.pdf'],
  ])('%s → %s', (href, expected) => expect(fromTables(href)).toBe(expected));

  it('drops the fragment when the outputs are images', () => {
    expect(fromTables('../index.html#top', { ...policy, keepFragment: false })).toBe('../index.pdf');
  });

  it.each([
    ['../index.html#top', 'https://doc-convert.invalid/..%2Findex.pdf#top', '../index.pdf#top'],
    ['guide/', 'https://doc-convert.invalid/guide%2Findex.pdf', './guide/index.pdf'],
    ['a%20b.html', 'https://doc-convert.invalid/a%20b.pdf', './a%20b.pdf'],
    ['tables.html#orders', '#orders', undefined],
  ])('for PDFs, sends %s marked as %s, made %s in the PDF', (href, sent, inPdf) => {
    const marked = fromTables(href, { ...policy, marked: true });
    expect(marked).toBe(sent);
    expect(unmarkLink(marked!)).toBe(inPdf);
  });

  it('marks and unmarks any relative link, whatever escaping the renderer normalised', () => {
    expect(markLink('../../a/b c.pdf#x/y')).toBe('https://doc-convert.invalid/..%2F..%2Fa%2Fb c.pdf#x/y');
    expect(unmarkLink('https://doc-convert.invalid/..%2f..%2Fa%2Fb%20c.pdf#x/y')).toBe(
      '../../a/b%20c.pdf#x/y',
    );
    // Two dots in the first part: Chrome's viewer would take `a.b.pdf` for a host without the `./`.
    expect(unmarkLink(markLink('a.b.pdf'))).toBe('./a.b.pdf');
    expect(unmarkLink('https://doc-convert.invalid/50%25.pdf')).toBe('./50%25.pdf');
    for (const other of ['https://example.com/a.pdf', 'https://doc-convert.invalid/', '../a.pdf'])
      expect(unmarkLink(other)).toBeUndefined();
  });

  it('writes a relative URI from a folder, starting with ./ or ../', () => {
    expect(relativeUri(out(''), out('docs/a b.pdf'))).toBe('./docs/a%20b.pdf');
    expect(relativeUri(out('docs/guide'), out('index.pdf'))).toBe('../../index.pdf');
  });
});

describe('links to other workspace files', () => {
  it('lead to the file in the repository at the run commit, fragment kept, query dropped', () => {
    expect(fromTables('../README.md#usage')).toBe(`${BLOB}/README.md#usage`);
    expect(fromTables('data/q1 sales.csv?raw=1')).toBe(`${BLOB}/docs/data/q1%20sales.csv`);
  });

  it('stay as they were when the repository is not known', () => {
    expect(fromTables('../README.md', { ...policy, repositoryBlob: undefined })).toBeUndefined();
  });
});

describe('links left alone', () => {
  it.each([
    'https://example.com/a.html',
    'mailto:ops@example.com',
    '//cdn.example.com/a.html',
    '#section',
    '{{url}}',
    '?page=2',
    '../../outside.html',
    '/../../etc/passwd',
  ])('%s', (href) => expect(fromTables(href)).toBeUndefined());
});

describe('repositoryBlob', () => {
  it('needs the server, the repository and the commit', () => {
    const env = {
      GITHUB_SERVER_URL: 'https://ghe.example.com/',
      GITHUB_REPOSITORY: 'a/b',
      GITHUB_SHA: 'f00',
    };
    expect(repositoryBlob(env)).toBe('https://ghe.example.com/a/b/blob/f00');
    expect(repositoryBlob({ ...env, GITHUB_SHA: '' })).toBeUndefined();
  });
});
