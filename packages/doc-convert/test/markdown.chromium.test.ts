// `convert.pdf({ markdown })` and `png({ markdown })` against the local server's Chromium: what the Markdown
// holds is in the PDF (diagram labels and math symbols in its text, code in more than one colour, the relative
// image read from the file's folder and drawn, bookmarks from its headings); a broken diagram leaves the rest
// rendered and is on the result with its file, line and Mermaid's message; front matter that breaks a rule is a
// ValidationError naming the file and line, and nothing is sent; the same Markdown sends the same request.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DocConvert, ValidationError } from '../src/index';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { readPdf } from '@doc-convert/testing/pdf';
import { solidPng } from '@doc-convert/testing/png';
import { readLayout } from '@doc-convert/testing/pdf-layout';
import { flatOutline, readOutline } from '@doc-convert/testing/pdf-outline';

/** A 4 × 4 PNG, all one green: drawn, its pixels say it is the image. */
const REPORT = `---
title: Quarterly Report
---
# Report

![the green square](img/green.png)

## Code

\`\`\`ts
const answer: number = 42;
\`\`\`

## Math

Euler: $e^{i\\pi} + 1 = 0$, and

$$
\\int_0^1 x^2 \\, dx = \\frac{1}{3}
$$

## Diagram

\`\`\`mermaid
flowchart LR
  Alpha[Producer] --> Beta[Consumer]
\`\`\`

\`\`\`mermaid
flowchart LR
  A[Oops -->
\`\`\`

Still here after the broken one.
`;

let server: LocalServer;
let client: DocConvert;
let folder: string;
let cwd: string;

const conversions = () =>
  server.state.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v3/convert/'));

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'chromium', rateLimit: false });
  client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
  // The library reads a Markdown file's images from its folder, inside the working directory only.
  folder = await mkdtemp(path.join(tmpdir(), 'markdown-chromium-'));
  await mkdir(path.join(folder, 'docs/img'), { recursive: true });
  await writeFile(path.join(folder, 'docs/img/green.png'), solidPng(4, [0, 255, 0]));
  cwd = process.cwd();
  process.chdir(folder);
}, 120_000);

afterAll(async () => {
  process.chdir(cwd);
  await client.close();
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

beforeEach(() => {
  server.state.requests.splice(0);
});

describe('convert.pdf({ markdown })', () => {
  it('prints diagrams, math, coloured code, the image and bookmarks, and reports the broken diagram', async () => {
    const conversion = await client.convert.pdf(
      { markdown: { text: REPORT, file: 'docs/report.md' }, format: 'A4' },
      { outline: true },
    );
    if (conversion.kind !== 'file') throw new Error(`answered ${conversion.kind}`);
    const bytes = await conversion.bytes();

    const pdf = await readPdf(bytes);
    const text = pdf.pages.map((p) => p.text).join('\n');
    expect(text).toContain('Producer');
    expect(text).toContain('Consumer');
    expect(text).toContain('π');
    expect(text).toContain('∫');
    expect(text).toContain('Still here after the broken one.');
    expect(text).toContain('Diagram not drawn');
    expect(pdf.info.Title).toBe('Quarterly Report');
    const colours = new Set(pdf.pages.flatMap((p) => p.fillColors));
    expect(colours).toContain('#d73a49');
    expect(colours).toContain('#005cc5');
    const layout = await readLayout(bytes);
    const green = layout.flatMap((p) => p.images).find((image) => image.rgba(1, 1).join() === '0,255,0,255');
    expect(green).toBeDefined();
    expect(flatOutline(await readOutline(bytes)).map(([level, title]) => [level, title])).toEqual([
      [1, 'Report'],
      [2, 'Code'],
      [2, 'Math'],
      [2, 'Diagram'],
    ]);

    expect(conversion.markdown).toMatchObject({ title: 'Quarterly Report', diagrams: 'drawn' });
    expect(conversion.markdown!.problems).toEqual([
      {
        kind: 'diagram',
        file: 'docs/report.md',
        line: 29,
        message: expect.stringContaining('Parse error'),
      },
    ]);
  });

  it('converts Markdown to an image with the same options', async () => {
    const conversion = await client.convert.png({ markdown: '# Hello\n\n$x^2$\n', transparent: true });
    if (conversion.kind !== 'file') throw new Error(`answered ${conversion.kind}`);
    const bytes = await conversion.bytes();
    expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect(conversion.markdown).toEqual({ title: 'Hello', problems: [], diagrams: 'none' });
  });

  it('refuses front matter that breaks a rule, naming file and line, and sends nothing', async () => {
    const error = await client.convert
      .pdf({ markdown: { text: '---\ntitle: T\nmargin: lots\n---\n# T\n', file: 'docs/bad.md' } })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ValidationError);
    const issue = (error as ValidationError).issues[0]!;
    expect(issue).toMatchObject({ path: 'margin', file: 'docs/bad.md', line: 3 });
    expect((error as ValidationError).message).toContain('front matter of docs/bad.md, line 3');
    expect(conversions()).toHaveLength(0);
  });

  it('refuses markdown given with source, and sends nothing', async () => {
    const error = await client.convert
      .pdf({ markdown: '# T', source: '<p>x</p>' } as never)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues[0]!.path).toBe('source');
    expect(conversions()).toHaveLength(0);
  });

  it('sends the same request for the same Markdown', async () => {
    const markdown = { text: REPORT, file: 'docs/report.md' };
    for (let i = 0; i < 2; i++) {
      const conversion = await client.convert.pdf({ markdown, filename: 'quarterly-report' });
      expect(conversion.kind).toBe('stored');
    }
    const [first, second] = conversions().map((r) => JSON.stringify(r.body));
    expect(first).toBeDefined();
    expect(second).toBe(first);
  });
});
