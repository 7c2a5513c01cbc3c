// The text renderer's reading of a page as lines (src/render/text/html-text.ts): words wrapped at a width, and
// at most MAX_TEXT_LINES lines laid out for one document, the reading stopped as soon as it has more (a 31 MiB
// page of short paragraphs once held the server's one thread for 16 s).
import { describe, expect, it } from '@jest/globals';
import { MAX_TEXT_LINES, pageParts, visibleLines, wrap } from '../src/render/text/html-text';
import { SourceLoadError } from '../src/render/renderer';

/** The error `read` throws. */
function thrown(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

function expectTooLong(read: () => unknown) {
  const error = thrown(read);
  expect(error).toBeInstanceOf(SourceLoadError);
  expect(error).toMatchObject({ status: 400, field: 'source' });
  expect((error as Error).message).toContain(`more than ${MAX_TEXT_LINES} lines of text`);
}

describe('wrap', () => {
  it('breaks at spaces, and a word longer than the width into pieces', () => {
    expect(wrap(['one two three', 'abcdefghij'], 7)).toEqual(['one two', 'three', 'abcdefg', 'hij']);
  });

  it(`refuses more than ${MAX_TEXT_LINES} lines, however few it was given`, () => {
    expect(wrap(['x '.repeat(MAX_TEXT_LINES)], 1)).toHaveLength(MAX_TEXT_LINES);
    expectTooLong(() => wrap(['x '.repeat(MAX_TEXT_LINES + 1)], 1));
    // One word of 30 MB: its pieces are counted as they are cut.
    expectTooLong(() => wrap(['a'.repeat(30 * 1024 * 1024)], 80));
    expectTooLong(() => wrap(['a b c'], 1, 2));
  });
});

describe('visibleLines and pageParts', () => {
  it(`refuse a page of more than ${MAX_TEXT_LINES} visible lines`, () => {
    expect(visibleLines('<p>x</p>'.repeat(MAX_TEXT_LINES))).toHaveLength(MAX_TEXT_LINES);
    expectTooLong(() => visibleLines('<p>x</p>'.repeat(MAX_TEXT_LINES + 1)));
  });

  it('count the lines of every part of a page together', () => {
    const half = '<p>x</p>'.repeat(MAX_TEXT_LINES / 2);
    const breakAfter = '<div style="page-break-after: always"></div>';
    expect(pageParts(`${half}${breakAfter}${half}`).flat()).toHaveLength(MAX_TEXT_LINES);
    expectTooLong(() => pageParts(`${half}${breakAfter}${half}<p>one more</p>`));
  });

  it('do not count comments, scripts and blank lines', () => {
    const hidden = `<!--${'<p>x</p>'.repeat(MAX_TEXT_LINES)}--><script>${'\n'.repeat(MAX_TEXT_LINES)}</script>`;
    expect(visibleLines(`${hidden}<p>shown</p>`)).toEqual(['shown']);
  });
});
