// prepareMarkdown() on its own, no server: GitHub's Markdown (tables, task lists, strikethrough, autolinks,
// footnotes, heading ids, alerts) in the page; raw HTML sanitised as GitHub does; code coloured and math typeset
// at preparation; Mermaid and KaTeX's files only in pages that use them; front matter's fields and options, and
// its mistakes as ValidationErrors naming the file, the line and the rule; a formula that does not parse as a
// problem on its line and a box in the page; the same Markdown giving the same request twice.
import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '@doc-convert/core';
import { DIAGRAMS_DRAWN, prepareMarkdown, type PrepareSettings } from '@doc-convert/markdown';

const settings = (over: Partial<PrepareSettings> = {}): PrepareSettings => ({
  format: 'pdf',
  options: {},
  relative: 'report',
  ...over,
});

const pageOf = async (text: string, over: Partial<PrepareSettings> = {}) => {
  const prepared = await prepareMarkdown({ text, file: 'docs/page.md' }, settings(over));
  return { ...prepared, html: prepared.body.source as string };
};

async function validationError(promise: Promise<unknown>): Promise<ValidationError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

describe("GitHub's Markdown", () => {
  it('writes tables, task lists, strikethrough, autolinks and footnotes', async () => {
    const { html } = await pageOf(
      [
        '| Name | Value |',
        '| ---- | ----: |',
        '| a    | 1     |',
        '',
        '- [x] done',
        '- [ ] to do',
        '',
        '~~gone~~ and www.example.com',
        '',
        'A claim.[^1]',
        '',
        '[^1]: The source.',
      ].join('\n'),
    );
    expect(html).toMatch(/<table>[\s\S]*<th>Name<\/th>[\s\S]*<td align="right">1<\/td>/);
    expect(html).toMatch(/<input type="checkbox" checked disabled>/);
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<a href="http://www.example.com">www.example.com</a>');
    // GitHub's own footnote ids, which its links point at.
    expect(html).toMatch(/<sup><a href="#user-content-fn-1" id="user-content-fnref-1"/);
    expect(html).toMatch(/<li id="user-content-fn-1">[\s\S]*The source\./);
  });

  it("gives headings GitHub's ids, which #links find", async () => {
    const { html } = await pageOf('# Getting Started!\n\n## Install & run\n\n[go](#install--run)\n');
    expect(html).toContain('<h1 id="getting-started">');
    expect(html).toContain('<h2 id="install--run">');
    expect(html).toContain('<a href="#install--run">go</a>');
  });

  it('draws the five alerts as GitHub does, and leaves a plain quote alone', async () => {
    const kinds = ['NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'CAUTION'];
    const { html } = await pageOf(
      kinds.map((kind) => `> [!${kind}]\n> About ${kind}.\n`).join('\n') + '\n> Just a quote.\n',
    );
    for (const kind of kinds) {
      expect(html).toContain(`markdown-alert markdown-alert-${kind.toLowerCase()}`);
      expect(html).toContain(`About ${kind}.`);
    }
    expect(html).not.toContain('[!NOTE]');
    expect(html).toMatch(/<blockquote>\s*<p>Just a quote\.<\/p>/);
  });

  it('keeps the raw HTML GitHub keeps and removes what it removes', async () => {
    const { html } = await pageOf(
      '<details><summary>More</summary>Hidden</details>\n\n<script>alert(1)</script>\n\n<p onclick="x()" style="color:red">Hi</p>\n\n<div class="markdown-alert">forged</div>\n',
    );
    expect(html).toContain('<details><summary>More</summary>Hidden</details>');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('color:red');
    expect(html).not.toContain('class="markdown-alert"');
  });
});

describe('code, math and diagrams', () => {
  it('colours code as it prepares the page, and no script comes with it', async () => {
    const { html, body } = await pageOf('```ts\nconst answer: number = 42;\n```\n');
    const colours = new Set(
      [...html.matchAll(/color:\s*(#[0-9a-f]{3,8})/gi)].map((m) => m[1]!.toLowerCase()),
    );
    expect(colours.size).toBeGreaterThan(1);
    expect(html).not.toContain('<script');
    expect(body.wait_for).toBeUndefined();
  });

  it('typesets $…$, $$…$$ and ```math with KaTeX, its fonts inlined only when there is math', async () => {
    const math = await pageOf('Area $\\pi r^2$.\n\n$$\n\\frac{a}{b}\n$$\n\n```math\n\\sqrt{2}\n```\n');
    expect(math.html.match(/class="katex"/g)?.length).toBe(3);
    expect(math.html).toContain('class="math-display"');
    expect(math.html).toMatch(/@font-face[^}]*url\(data:font\/woff2;base64,/);
    expect(math.html).not.toMatch(/url\((?!data:)/);
    const plain = await pageOf('# No math here\n');
    expect(plain.html).not.toContain('@font-face');
    expect(plain.html).not.toContain('class="katex"');
    expect(plain.html.length).toBeLessThan(math.html.length / 10);
  });

  it('reports a formula that does not parse on its line, and shows it as a box, the rest rendered', async () => {
    const { html, problems } = await pageOf('# Title\n\nFine $x^2$.\n\nBroken $\\frac{a$ here.\n');
    expect(problems).toEqual([
      { kind: 'math', file: 'docs/page.md', line: 5, message: expect.stringContaining('KaTeX parse error') },
    ]);
    expect(html).toContain('doc-convert-problem');
    expect(html).toContain('Formula not typeset');
    expect(html).toContain('class="katex"');
  });

  it('carries the pinned Mermaid and waits for the diagrams only when there are diagrams', async () => {
    const withDiagram = await pageOf('```mermaid\nflowchart LR\n  A --> B\n```\n');
    expect(withDiagram.body.wait_for).toBe(DIAGRAMS_DRAWN);
    expect(withDiagram.diagrams).toEqual([{ file: 'docs/page.md', line: 1 }]);
    expect(withDiagram.html).toContain('htmlLabels: false');
    expect(withDiagram.html).not.toMatch(/<script[^>]+src=/);
    expect(withDiagram.html.length).toBeGreaterThan(1_000_000);
    const without = await pageOf('# Plain\n');
    expect(without.html).not.toContain('mermaid');
    expect(without.body.wait_for).toBeUndefined();
  });

  it('refuses diagrams with disable_javascript, since a script draws them', async () => {
    const error = await validationError(
      pageOf('```mermaid\nflowchart LR\n  A --> B\n```\n', { options: { disable_javascript: true } }),
    );
    expect(error.issues[0]!.path).toBe('disable_javascript');
  });
});

describe('front matter', () => {
  it('sets the title, author, lang and description, and the request options over the call’s', async () => {
    const { html, body, title } = await pageOf(
      '---\ntitle: The Guide\nauthor: Ada\nlang: fr\ndescription: How to\nformat: A5\nlandscape: true\n---\n# Heading\n',
      { options: { format: 'A4', margin: '1cm' } },
    );
    expect(title).toBe('The Guide');
    expect(html).toContain('<title>The Guide</title>');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<meta name="author" content="Ada">');
    expect(html).toContain('<meta name="description" content="How to">');
    expect(body).toMatchObject({ format: 'A5', landscape: true, margin: '1cm' });
    expect(html).not.toContain('The Guide</p>');
  });

  it('takes the first heading as the title when the front matter has none', async () => {
    expect((await pageOf('Intro\n\n# First *Heading*\n')).title).toBe('First Heading');
  });

  it.each([
    ['an option that breaks its rule', 'title: T\nzoom: 7\n', 'zoom', 3],
    ['an option that does not exist', 'title: T\n\nlandscap: true\n', 'landscap', 4],
    ['a document field of the wrong kind', 'author: [a, b]\n', 'author', 2],
    ['the source itself', 'source: <p>x</p>\n', 'source', 2],
    ['YAML that does not parse', 'title: T\nformat: [A4\n', 'front matter', 3],
  ])('names the file, the line and the rule for %s', async (_, yaml, path, line) => {
    const error = await validationError(pageOf(`---\n${yaml}---\n# Body\n`));
    const found = error.issues[0]!;
    expect(found.path).toBe(path);
    expect(found.file).toBe('docs/page.md');
    expect(found.line).toBe(line);
    expect(found.message).toContain(`front matter of docs/page.md, line ${line}`);
  });
});

describe('the request', () => {
  it('is the same bytes for the same Markdown, so caches hit', async () => {
    const text = '# T\n\n$x$\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\n```js\nlet a = 1;\n```\n';
    const first = await pageOf(text);
    const second = await pageOf(text);
    expect(JSON.stringify(second.body)).toBe(JSON.stringify(first.body));
  });

  it('reports a relative image where no folder can be read, and inlines one that can', async () => {
    const reported = await pageOf('![logo](img/logo.png)\n');
    expect(reported.problems).toEqual([
      { kind: 'image', file: 'docs/page.md', line: 1, message: expect.stringContaining('img/logo.png') },
    ]);
    const read = await pageOf('![logo](img/logo.png)\n', {
      relative: async (reference) =>
        reference === 'img/logo.png' ? { bytes: new Uint8Array([1, 2, 3]), mime: 'image/png' } : undefined,
    });
    expect(read.problems).toEqual([]);
    expect(read.html).toContain('src="data:image/png;base64,AQID"');
  });

  it('prints with the built-in stylesheet, the caller’s CSS in its place, or none', async () => {
    const built = await prepareMarkdown('# T\n', settings());
    expect(built.body.source).toMatch(/<style>[^<]*@page/);
    const own = await prepareMarkdown({ text: '# T\n', stylesheet: 'h1 { color: teal }' }, settings());
    expect(own.body.source).toContain('<style>h1 { color: teal }</style>');
    expect(own.body.source).not.toMatch(/@page/);
    const none = await prepareMarkdown({ text: '# T\n', stylesheet: false }, settings());
    expect(none.body.source).not.toContain('<style>');
  });

  it('names the field and the rule for a Markdown document of the wrong shape', async () => {
    const error = await validationError(prepareMarkdown({ text: '# T', file: '' }, settings()));
    expect(error.issues[0]!.path).toBe('markdown.file');
  });
});
