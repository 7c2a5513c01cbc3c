// Asset inlining, rule by rule: what becomes a data: URI or an inline <style>/<script>, what is left alone,
// and what is refused because it would read outside the workspace.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import path from 'node:path';
import * as core from './fixtures/core';
import {
  createOutsideFolder,
  createWorkspace,
  dataUri,
  PNG,
  SVG,
  WOFF2,
  type Workspace,
} from './fixtures/workspace';

jest.unstable_mockModule('@actions/core', () => core);
const { AssetReader } = await import('../src/inline/assets');
const { inlineHtml, parseSrcset } = await import('../src/inline/inline-html');
const { inlineCss } = await import('../src/inline/inline-css');

let ws: Workspace;
beforeEach(() => {
  core.reset();
  ws = createWorkspace();
});
afterEach(() => ws.remove());

const inline = (relative: string, html?: string) =>
  inlineHtml(html ?? '', ws.path(relative), new AssetReader(ws.root));
const page = async (relative: string) => {
  const { readFileSync } = await import('node:fs');
  return inline(relative, readFileSync(ws.path(relative), 'utf8'));
};
/** The CSS inside a `data:text/css;base64,...` URI. */
const decodeCss = (uri: string) =>
  Buffer.from(uri.replace(/^data:text\/css;base64,/, ''), 'base64').toString();

describe('<link rel="stylesheet">', () => {
  it('becomes a <style> element with the media of the link', async () => {
    const html = await page('reports/q1.html');
    expect(html).not.toContain('href="css/report.css"');
    expect(html).toMatch(/<style media="print">@import url\("data:text\/css;base64,/);
  });

  it('inlines @import recursively, each sheet resolved from its own folder', async () => {
    const html = await page('reports/q1.html');
    const imported = /@import url\("(data:text\/css;base64,[^"]+)"\)/.exec(html)?.[1] ?? '';
    expect(decodeCss(imported)).toBe(`.dot { background: url("${dataUri('image/svg+xml', SVG)}") }\n`);
  });

  it('turns font and image url() into data: URIs, without the query and fragment', async () => {
    const html = await page('reports/q1.html');
    expect(html).toContain(`src: url("${dataUri('font/woff2', WOFF2)}") format("woff2")`);
    expect(html).toContain(`body { background: url("${dataUri('image/png', PNG)}") }`);
  });

  it('leaves remote stylesheets and remote @import alone', async () => {
    const html = await page('reports/q1.html');
    expect(html).toContain('<link rel="stylesheet" href="https://fonts.example.com/inter.css">');
    expect(html).toContain('@import url("https://fonts.example.com/mono.css");');
  });

  it('drops CSS comments, so a commented-out reference is neither read nor reported', async () => {
    const html = await page('reports/q1.html');
    expect(html).not.toContain('commented-out.png');
    expect(core.messages('warning')).toEqual([]);
  });
});

describe('images', () => {
  it('embeds <img src>, <link rel="icon"> and style attributes', async () => {
    const html = await page('reports/q1.html');
    const png = dataUri('image/png', PNG);
    expect(html).toContain(`<img src="${png}" alt="logo">`);
    expect(html).toContain(`<link rel="icon" href="${png}">`);
    expect(html).toContain(`<div style="background-image: url(&quot;${png}&quot;)">`);
  });

  it('embeds each local srcset candidate and keeps descriptors and remote candidates', async () => {
    const html = await page('reports/q1.html');
    const png = dataUri('image/png', PNG);
    expect(html).toContain(`srcset="${png} 1x, ${png} 2x, https://cdn.example.com/x.png 3x"`);
    expect(html).toContain('src="https://cdn.example.com/x.png"');
  });

  it('reads /absolute references from the workspace root', async () => {
    const html = await page('docs/index.html');
    expect(html).toContain(`<img src="${dataUri('image/png', PNG)}">`);
  });

  it('parses srcset candidates whose URL holds commas (data: URLs)', () => {
    expect(parseSrcset('data:image/png;base64,AAA= 1x,b.png 2x , c.png')).toEqual([
      { url: 'data:image/png;base64,AAA=', descriptor: '1x' },
      { url: 'b.png', descriptor: '2x' },
      { url: 'c.png', descriptor: '' },
    ]);
  });
});

describe('<style> and <script>', () => {
  it('inlines url() inside <style> elements from the page folder', async () => {
    const html = await page('reports/q1.html');
    expect(html).toContain(`<style>h1 { background: url("${dataUri('image/png', PNG)}") }</style>`);
  });

  it('inlines <script src> and escapes a closing tag inside it', async () => {
    const html = await page('reports/q1.html');
    expect(html).toContain('<script>document.title += " <\\/script> drawn";\n</script>');
    expect(html).not.toContain('js/chart.js');
  });
});

describe('references outside the workspace', () => {
  it('refuses ../../etc/passwd with a warning on the page, and leaves the reference as it was', async () => {
    const html = await page('docs/escape.html');
    expect(html).toContain('<img src="../../etc/passwd">');
    expect(html).toContain('<img src="/../../../etc/hostname">');
    const warnings = core.calls.filter((c) => c.kind === 'warning');
    expect(warnings.map((w) => w.message)).toEqual([
      'Refused ../../etc/passwd: it resolves outside the workspace, so it is not read.',
      'Refused /../../../etc/hostname: it resolves outside the workspace, so it is not read.',
    ]);
    expect(warnings.map((w) => w.properties?.file)).toEqual(['docs/escape.html', 'docs/escape.html']);
  });

  it('refuses a symbolic link that leads outside, and never reads its target', async () => {
    const outside = createOutsideFolder();
    try {
      ws.link('reports/css/linked.css', path.join(outside.root, 'secret.css'));
      ws.link('reports/shared', outside.root);
      const html = await inline(
        'reports/p.html',
        '<link rel="stylesheet" href="css/linked.css"><link rel="stylesheet" href="shared/secret.css">',
      );
      expect(html).toBe(
        '<link rel="stylesheet" href="css/linked.css"><link rel="stylesheet" href="shared/secret.css">',
      );
      expect(html).not.toContain(Buffer.from('OUTSIDE-SECRET').toString('base64'));
      // The references are read side by side, so the warnings come in the order the reads end.
      expect([...core.messages('warning')].sort()).toEqual([
        'Refused css/linked.css: it resolves outside the workspace, so it is not read.',
        'Refused shared/secret.css: it resolves outside the workspace, so it is not read.',
      ]);
    } finally {
      outside.remove();
    }
  });
});

describe("references not inlined, told to the reader's owner", () => {
  it('are given to its report, with why, instead of being warnings of the run', async () => {
    const told: unknown[] = [];
    ws.link('reports/img/folder.png', ws.path('reports/img'));
    const html = await inlineHtml(
      '<img src="../../etc/passwd"><img src="img/missing.png"><img src="img/folder.png">',
      ws.path('reports/p.html'),
      new AssetReader(ws.root, (notInlined) => told.push(notInlined)),
    );
    expect(html).toBe('<img src="../../etc/passwd"><img src="img/missing.png"><img src="img/folder.png">');
    const from = ws.path('reports/p.html');
    expect(told).toEqual(
      expect.arrayContaining([
        {
          reference: '../../etc/passwd',
          from,
          reason: 'outside',
          message: 'Refused ../../etc/passwd: it resolves outside the workspace, so it is not read.',
        },
        {
          reference: 'img/missing.png',
          from,
          reason: 'missing',
          message: 'Not inlined: img/missing.png was not found (reports/img/missing.png).',
        },
        {
          reference: 'img/folder.png',
          from,
          reason: 'missing',
          message: 'Not inlined: img/folder.png: not a file',
        },
      ]),
    );
    expect(told).toHaveLength(3);
    expect(core.calls).toEqual([]);
  });
});

describe('a stylesheet shared by pages', () => {
  it('is inlined once per run, and its refused references count for every page that links it', async () => {
    const reader = new AssetReader(ws.root);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      ws.path('shared.css'),
      'h1 { background: url(../../etc/passwd) } p { background: url(img.png) }',
    );
    writeFileSync(ws.path('img.png'), PNG);
    const { countRefusals } = await import('../src/inline/refusals');
    const pages = await Promise.all(
      ['a.html', 'b.html', 'c.html'].map((name) =>
        countRefusals(() => inlineHtml('<link rel="stylesheet" href="shared.css">', ws.path(name), reader)),
      ),
    );
    const expected = `<style>h1 { background: url(../../etc/passwd) } p { background: url("${dataUri('image/png', PNG)}") }</style>`;
    expect(pages.map((p) => p.value)).toEqual([expected, expected, expected]);
    expect(pages.map((p) => p.refused)).toEqual([
      ['../../etc/passwd'],
      ['../../etc/passwd'],
      ['../../etc/passwd'],
    ]);
    // Read once: one warning, where a sheet inlined for each page would warn three times.
    expect(core.messages('warning')).toEqual([
      'Refused ../../etc/passwd: it resolves outside the workspace, so it is not read.',
    ]);
  });
});

describe('templates (template-file)', () => {
  it('leaves {{expressions}} in references for the service to fill, reading and reporting nothing', async () => {
    const html =
      '<img src="{{logoUrl}}"><img src="img/{{name}}.png"><link rel="stylesheet" href="{{theme}}.css">' +
      '<div style="background: url({{background}})">x</div>';
    expect(await inline('reports/p.html', html)).toBe(html);
    expect(core.calls).toEqual([]);
  });

  it('embeds a stylesheet or script whose text holds {{ as a data: URI, where no template engine looks', async () => {
    const braces = createWorkspace({
      'theme.css': '.total::after { content: "{{not a variable}}" }',
      'app.js': 'const t = "{{raw}}";',
      'plain.js': 'const t = 1;',
    });
    try {
      const html = await inlineHtml(
        '<link rel="stylesheet" href="theme.css" media="print"><script src="app.js" defer></script><script src="plain.js"></script>',
        braces.path('invoice.html'),
        new AssetReader(braces.root),
      );
      expect(html).toBe(
        `<link rel="stylesheet" href="${dataUri('text/css', '.total::after { content: "{{not a variable}}" }')}" media="print">` +
          `<script src="${dataUri('text/javascript', 'const t = "{{raw}}";')}" defer></script>` +
          '<script>const t = 1;</script>',
      );
    } finally {
      braces.remove();
    }
  });
});

describe('what is left alone', () => {
  it('keeps a missing file as a reference, with a warning', async () => {
    const html = await inline('reports/p.html', '<img src="img/missing.png">');
    expect(html).toBe('<img src="img/missing.png">');
    expect(core.messages('warning')).toEqual([
      'Not inlined: img/missing.png was not found (reports/img/missing.png).',
    ]);
  });

  it('keeps data:, remote, protocol-relative and fragment references without reading anything', async () => {
    const html =
      '<img src="data:image/gif;base64,R0lGOD"><img src="https://a.example/x.png"><img src="//cdn/x.png"><use href="#icon">';
    expect(await inline('reports/p.html', html)).toBe(html);
    expect(core.calls).toEqual([]);
  });

  it('keeps the whole page when <base href> points it at a remote site', async () => {
    const html = '<base href="https://example.com/"><img src="img/logo.png">';
    expect(await inline('reports/p.html', html)).toBe(html);
  });

  it('keeps comments as they are', async () => {
    const html = '<!-- <img src="img/logo.png"> --><p>x</p>';
    expect(await inline('reports/p.html', html)).toBe(html);
  });

  it('stops at an @import cycle', async () => {
    const cyclic = createWorkspace({ 'a.css': '@import "b.css";\n.a{}', 'b.css': '@import "a.css";\n.b{}' });
    try {
      const css = await inlineCss('@import "a.css";', cyclic.path('page.html'), new AssetReader(cyclic.root));
      const a = decodeCss(/url\("([^"]+)"\)/.exec(css)?.[1] ?? '');
      const b = decodeCss(/url\("([^"]+)"\)/.exec(a)?.[1] ?? '');
      expect(b).toBe('@import "a.css";\n.b{}');
    } finally {
      cyclic.remove();
    }
  });
});
