// The headings of a page as bookmarks are made of them, and the page prepared for the renderer (packages/core/src/outline/html.ts):
// each heading with an id, and a hidden link to each so that Chromium writes a destination for it, nothing else
// of the page changed.
import { describe, expect, it } from '@jest/globals';
import { htmlHeadings, prepareHtml } from '../src/outline/html';

describe('the headings of a page', () => {
  it('are h1 to h<depth> in document order, titled by their text with white space collapsed', () => {
    const html = `<h1 id="top">The   Guide</h1><p>x</p><h2>Install
      &amp; run</h2><h3 class="x">On <em>Linux</em></h3><h4>Too deep</h4><h2>Use&nbsp;it</h2>`;
    expect(htmlHeadings(html, 3)).toEqual([
      { level: 1, title: 'The Guide', id: 'top' },
      { level: 2, title: 'Install & run' },
      { level: 3, title: 'On Linux' },
      { level: 2, title: 'Use it' },
    ]);
    expect(htmlHeadings(html, 1).map((h) => h.title)).toEqual(['The Guide']);
    expect(htmlHeadings(html, 6).map((h) => h.title)).toContain('Too deep');
  });

  it('leave out comments, scripts, styles, templates and headings that are not rendered', () => {
    const html = `<!-- <h1>Commented</h1> --><script>document.write("<h1>Scripted</h1>")</script>
      <style>h1::before{content:"<h1>"}</style><template><h1>Template</h1></template>
      <textarea><h2>Typed</h2></textarea><h1 hidden>Hidden</h1><h2 style="color:red; display: none">None</h2>
      <h1 data-note="a > b">Real</h1>`;
    expect(htmlHeadings(html, 6)).toEqual([{ level: 1, title: 'Real' }]);
  });

  it('end at the next heading when an end tag is missing, and read numeric and named references', () => {
    expect(htmlHeadings('<h1>One &#8212; &#x2019;s<h2>Caf&eacute; &copy;</h2>', 6)).toEqual([
      { level: 1, title: 'One — ’s' },
      { level: 2, title: 'Café ©' },
    ]);
  });

  it("drop a heading's permalink sign but keep a link that says words; an image heading takes its alt", () => {
    const html =
      '<h2 id="a">Setup<a class="headerlink" href="#a">¶</a></h2><h2>See <a href="#b">the API</a></h2>' +
      '<h2><img src="logo.png" alt="Acme  Corp"></h2><h2>Line<br>break</h2>';
    expect(htmlHeadings(html, 2).map((h) => h.title)).toEqual([
      'Setup',
      'See the API',
      'Acme Corp',
      'Line break',
    ]);
  });
});

describe('the prepared page', () => {
  const page =
    '<html><head><title>T</title></head><body><h1>One</h1><h2 id="two">Two</h2><p>x</p></body></html>';

  it("puts an empty anchor at the start of each heading's text, and links to every anchor and id hidden at the end of the body", () => {
    const { html, headings } = prepareHtml(page, 3);
    expect(headings).toEqual([
      { level: 1, title: 'One', anchor: 'doc-convert-h1' },
      { level: 2, title: 'Two', id: 'two', anchor: 'doc-convert-h2' },
    ]);
    expect(html).toBe(
      '<html><head><title>T</title></head><body>' +
        '<h1><doc-convert-anchor id="doc-convert-h1"></doc-convert-anchor>One</h1>' +
        '<h2 id="two"><doc-convert-anchor id="doc-convert-h2"></doc-convert-anchor>Two</h2><p>x</p>' +
        '<doc-convert-outline hidden aria-hidden="true" style="display:none!important">' +
        '<a href="#doc-convert-h1" tabindex="-1"></a><a href="#doc-convert-h2" tabindex="-1"></a>' +
        '<a href="#two" tabindex="-1"></a>' +
        '</doc-convert-outline></body></html>',
    );
  });

  it('takes no id the page already has for an anchor, and escapes ids in the links', () => {
    const { html, headings } = prepareHtml(
      '<p id="doc-convert-h1"></p><h1>A</h1><h2 id=\'q"&amp;x\'>B</h2>',
      2,
    );
    expect(headings.map((h) => [h.id, h.anchor])).toEqual([
      [undefined, 'doc-convert-h2'],
      ['q"&x', 'doc-convert-h3'],
    ]);
    expect(html).toContain('<a href="#q&quot;&amp;x" tabindex="-1"></a>');
    // Without a </body>, the links end the page.
    expect(html.endsWith('</doc-convert-outline>')).toBe(true);
  });

  it('is the page itself when it has no heading to bookmark', () => {
    const plain = '<p>No headings <h4>too deep</h4></p>';
    expect(prepareHtml(plain, 3)).toEqual({ html: plain, headings: [] });
  });
});
