// A page cannot take the machine: a renderer with a 300 MB limit per render (the server's default is
// 1024 MB) meets pages that allocate without end, in typed arrays (outside V8's heap: the /proc watchdog
// ends them) and in JavaScript objects (V8's heap limit ends them). Each is answered with a 400 naming the
// source and the limit, within seconds, and the same browser renders the next page.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createChromiumRenderer, type ChromiumRenderer } from '../src/render/chromium';
import { SourceLoadError, type RenderJob } from '../src/render/renderer';
import { pageTexts } from '@doc-convert/testing/pdf';

let renderer: ChromiumRenderer;
const context = { origin: 'http://127.0.0.1:9', signal: new AbortController().signal };

const render = (source: string) =>
  renderer.render({ kind: 'pdf', options: { source, timeout: 60 } } as RenderJob, context);

async function text(source: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await render(source)).body.chunks()) chunks.push(chunk);
  return (await pageTexts(Buffer.concat(chunks))).join('');
}

beforeAll(() => {
  renderer = createChromiumRenderer({ memoryLimitMb: 300 });
});

afterAll(async () => {
  await renderer.close();
});

describe('a page that allocates without end', () => {
  it.each([
    [
      'typed arrays',
      'const keep = []; for (;;) keep.push(new Uint8Array(16e6).fill(1));',
      /more than 300 MB/,
    ],
    [
      'JavaScript objects',
      "const keep = []; for (let i = 0; ; i++) keep.push({ i, s: 'x'.repeat(64) + i });",
      // V8's heap limit, or the watchdog if the process gets there first.
      /past 150 MB|more than 300 MB/,
    ],
  ])('is stopped at the memory limit (%s), and the browser renders on', async (_, script, message) => {
    expect(await text('<p>before</p>')).toBe('before');
    const browser = await renderer.browserPid();
    const error = await render(`<p>x</p><script>${script}</script>`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceLoadError);
    expect((error as SourceLoadError).status).toBe(400);
    expect((error as SourceLoadError).field).toBe('source');
    expect((error as Error).message).toMatch(message);
    expect(await text('<p>after</p>')).toBe('after');
    expect(await renderer.browserPid()).toBe(browser);
  });
});

describe('a document too long to print within the limit', () => {
  it('answers 400 naming the source and the limit, not a 500, and the browser renders on', async () => {
    // 8,000 rows print as about 180 pages: more than Chromium's print manages with a 150 MB heap (it answers
    // "Printing failed" without crashing; here the line lies between 4,000 and 5,000 rows); 2,000 rows print.
    const table = (rows: number) =>
      `<table>${Array.from({ length: rows }, (_, i) => `<tr><td>${i}</td><td>row ${i}</td></tr>`).join('')}</table>`;
    const error = await render(table(8000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceLoadError);
    expect((error as SourceLoadError).status).toBe(400);
    expect((error as SourceLoadError).field).toBe('source');
    expect((error as Error).message).toMatch(/could not print this page.*300 MB/);
    expect((await render(table(2000))).pages).toBeGreaterThan(40);
    expect(await text('<p>after</p>')).toBe('after');
  });
});
