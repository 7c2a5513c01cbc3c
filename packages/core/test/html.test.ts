// The little of HTML read and written as text (src/html/): a page's <title> as bookmarks, contents lines and PDF
// titles take it, character references decoded as browsers decode them, and text escaped for HTML.
import { describe, expect, it } from '@jest/globals';
import { decodeEntities, htmlTitle } from '../src/html';
import { escapeAttributeValue, escapeHtml } from '../src/html/escape';

describe('htmlTitle', () => {
  it.each([
    ['<html><head><title>Tables &amp; charts</title></head>', 'Tables & charts'],
    ['<TITLE lang="en">\n  Two\n  lines </TITLE>', 'Two lines'],
    ['<title>&#x263A; &#9731; &lt;x&gt; &unknown;</title>', '☺ ☃ <x> &unknown;'],
    ['<title>Caf&eacute; &mdash; &hellip;</title>', 'Café — …'],
    ['<title>  </title>', undefined],
    ['<p>no title</p>', undefined],
  ])('%j → %j', (html, title) => {
    expect(htmlTitle(html)).toBe(title);
  });
});

describe('decodeEntities', () => {
  it('decodes every named reference of the standard, and numeric ones, leaving unknown names as written', () => {
    expect(decodeEntities('&ccedil;&Omega;&rarr;&#x1F600;&#65;&nbsp;&bogus;')).toBe('çΩ→😀A\u00a0&bogus;');
  });
});

describe('escaping', () => {
  it('escapes text for HTML and XML, and attribute values for double quotes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
    expect(escapeAttributeValue('a "b" & c')).toBe('a &quot;b&quot; &amp; c');
  });
});
