// `npm run demo` without the printing: runDemo() converts the examples against a local server of its own,
// rendered by Chromium, and what it writes is read back with pdf.js and a PNG decoder from npm. Also the
// picture of the invoice, the examples' assets inlined with the repository's inliner (a missing asset or one
// outside the examples folder fails the example), and that the demo leaves no server, socket or browser
// behind, even when it fails.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLES_DIR, exampleSource, runDemo, type DemoResult } from '../scripts/demo/run';
import { formatCredits, formatTable } from '../scripts/demo/table';
import { readPdf, sizeText } from '@doc-convert/testing/pdf';
import { readPng, type PngFacts } from '@doc-convert/testing/png';
import { chromiumProcessesSettled } from '@doc-convert/testing/processes';

let dir: string;
let result: DemoResult;
/** TCP servers and sockets open before the demo ran (jest's own, if any). */
let tcpBefore: number;

const tcpHandles = () =>
  process.getActiveResourcesInfo().filter((name) => name === 'TCPServerWrap' || name === 'TCPSocketWrap')
    .length;

/**
 * The TCP handles once closing ones are gone: a destroyed socket or a closed server releases its handle a
 * few event-loop turns after close() resolves, so this waits (up to 10 s, for a busy machine) for the count
 * to drop.
 */
async function tcpHandlesSettled(): Promise<number> {
  const deadline = Date.now() + 10_000;
  while (tcpHandles() > tcpBefore && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return tcpHandles();
}

const row = (file: string) => result.rows.find((r) => r.file === file)!;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'demo-'));
  tcpBefore = tcpHandles();
  result = await runDemo({ outDir: join(dir, 'out') });
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('runDemo: the files', () => {
  it('writes one file per example into outDir, in order', () => {
    expect(result.outDir).toBe(join(dir, 'out'));
    expect(result.rows.map((r) => r.file)).toEqual(['invoice.pdf', 'report.pdf', 'dashboard.png']);
    for (const r of result.rows) {
      expect(r.path).toBe(join(dir, 'out', r.file));
      expect(statSync(r.path).size).toBe(r.bytes);
    }
  });

  it('renders with Chromium', () => {
    expect(result.renderer.name).toBe('chromium');
    expect(result.renderer.detail).toMatch(/^HeadlessChrome\/\d+/);
  });

  // Chromium writes PDF 1.4, and lays paper out in whole 1/300 in: A4 (595.28 x 841.89 pt exactly) comes
  // out as 595.92 x 841.92 pt, as from the Chromium-based service.
  it('makes the invoice a paid one-page A4 PDF with its metadata', async () => {
    const pdf = await readPdf(row('invoice.pdf').path);
    expect(pdf.version).toBe('1.4');
    expect(pdf.pages).toHaveLength(1);
    expect(sizeText(pdf.pages[0])).toBe('595.92 x 841.92 pts');
    expect(pdf.info.Title).toBe('Invoice NW-2025-0142');
    expect(pdf.info.Author).toBe('Northwind Studio Ltd');
    expect(pdf.info.Subject).toBe('Invoice NW-2025-0142');
    const page = pdf.pages[0].text;
    expect(page).toContain('INVOICE');
    expect(page).toMatch(/Total due\s+£6,564\.00/);
    expect(page).not.toContain('SANDBOX');
  });

  it('makes the report three A4 pages, each with the header and a numbered footer, and its metadata', async () => {
    const pdf = await readPdf(row('report.pdf').path);
    expect(pdf.pages.map(sizeText)).toEqual(Array(3).fill('595.92 x 841.92 pts'));
    expect(pdf.info.Title).toBe('Quarterly report Q2 2025');
    expect(pdf.info.Author).toBe('Finance team, Analytical Engines Ltd');
    const pages = pdf.pages.map((page) => page.text);
    expect(pages).toHaveLength(3);
    pages.forEach((text, i) => {
      expect(text).toContain('Analytical Engines Ltd · Quarterly report Q2 2025');
      expect(text).toContain(`Page ${i + 1}/3`);
    });
    expect(pages[0]).toContain('Quarterly report: Q2 2025');
    expect(pages[1]).toContain('Revenue by product');
    expect(pages[2]).toContain('Decisions requested');
  });

  it('captures the dashboard as a full-page 1280-pixel-wide PNG', () => {
    const path = row('dashboard.png').path;
    // The content is shorter than the 800-pixel viewport, so the full page is the viewport.
    expect(readPng(readFileSync(path))).toMatchObject({ width: 1280, height: 800, depth: 8 });
  });
});

/** Share of the pixels darker than mid-grey. */
function darkShare(png: PngFacts): number {
  let dark = 0;
  for (let i = 0; i < png.data.length; i += png.channels) {
    if (png.data[i] + png.data[i + 1] + png.data[i + 2] < 3 * 128) dark += 1;
  }
  return dark / (png.width * png.height);
}

describe('runDemo: the picture of the invoice', () => {
  it('draws the first page of invoice.pdf 600 pixels wide, A4-shaped, ink on white', () => {
    expect(result.preview).toBe(join(dir, 'out', 'invoice-preview.png'));
    const png = readPng(readFileSync(result.preview));
    expect(png.width).toBe(600);
    expect(png.height).toBeCloseTo((600 * 841.92) / 595.92, -1);
    // Text and rules: a few per cent of the page is dark; a blank or failed drawing has none.
    expect(darkShare(png)).toBeGreaterThan(0.01);
    expect(darkShare(png)).toBeLessThan(0.2);
    // The paper is white at the bottom right corner, below the content.
    const corner = (png.width * (png.height - 5) - 5) * png.channels;
    expect([...png.data.slice(corner, corner + 3)]).toEqual([255, 255, 255]);
  });

  it('is the picture the README shows, kept small', () => {
    const committed = join(EXAMPLES_DIR, '..', 'docs', 'invoice-preview.png');
    const bytes = readFileSync(committed);
    expect(bytes.length).toBeLessThan(100 * 1024);
    const png = readPng(bytes);
    const made = readPng(readFileSync(result.preview));
    expect([png.width, png.height]).toEqual([made.width, made.height]);
    expect(darkShare(png)).toBeCloseTo(darkShare(made), 2);
  });
});

describe('runDemo: the table', () => {
  it('counts the pages of each PDF as a PDF reader does, and none for the PNG', async () => {
    for (const r of result.rows) {
      expect(r.pages).toBe(r.file.endsWith('.pdf') ? (await readPdf(r.path)).pages.length : undefined);
    }
  });

  it('charges the paid conversions and not the sandbox one, and the account agrees', () => {
    expect(result.rows.map((r) => [r.file, r.sandbox, r.creditsUsed])).toEqual([
      ['invoice.pdf', false, 1],
      ['report.pdf', false, 1],
      ['dashboard.png', true, 0],
    ]);
    expect(result.creditsBefore).toEqual({ base: 2500, total: 2500, used: 120, remaining: 2380 });
    expect(result.creditsAfter).toEqual({ base: 2500, total: 2500, used: 122, remaining: 2378 });
    expect(formatCredits(result.creditsBefore, result.creditsAfter)).toBe(
      'credits used: 120 → 122 of 2500 (2 charged, 2378 remaining)',
    );
  });

  it('reports the measured and the service durations', () => {
    for (const r of result.rows) {
      expect(Number.isInteger(r.durationMs) && r.durationMs >= 0).toBe(true);
      expect(r.serviceMs).toEqual(expect.any(Number));
      expect(r.durationMs).toBeGreaterThanOrEqual(r.serviceMs!);
    }
  });

  it('prints one aligned line per file under the headings', () => {
    const lines = formatTable(result.rows);
    expect(lines[0]).toMatch(/^file\s+size\s+pages\s+mode\s+credits\s+duration\s+service$/);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^invoice\.pdf\s+\d+\.\d KiB\s+1\s+paid\s+1\s+\d+ ms\s+\d+ ms$/),
      expect.stringMatching(/^report\.pdf\s+\d+\.\d KiB\s+3\s+paid\s+1\s+\d+ ms\s+\d+ ms$/),
      expect.stringMatching(/^dashboard\.png\s+\d+\.\d KiB\s+—\s+sandbox\s+0\s+\d+ ms\s+\d+ ms$/),
    ]);
    // Text columns are left-aligned, numbers right-aligned: each number column ends where its heading does.
    const header = lines[0];
    for (const heading of ['size', 'pages', 'credits', 'duration', 'service']) {
      const end = header.indexOf(heading) + heading.length;
      for (const line of lines) expect([line[end - 1] !== ' ', line[end] ?? ' ']).toEqual([true, ' ']);
    }
  });
});

describe('runDemo: nothing left open', () => {
  it('stops its server: the port refuses connections', async () => {
    const port = Number(new URL(result.serverUrl).port);
    const error = await new Promise<NodeJS.ErrnoException>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        reject(new Error(`port ${port} still accepts connections`));
      });
      socket.once('error', resolve);
    });
    expect(error.code).toBe('ECONNREFUSED');
  });

  it('closes the client and the server: no TCP handle is left', async () => {
    // At most as many as before: a handle left by an earlier test file in this worker may close meanwhile.
    expect(await tcpHandlesSettled()).toBeLessThanOrEqual(tcpBefore);
  });

  it('closes its browser: no Chromium process is left', async () => {
    expect(await chromiumProcessesSettled()).toEqual([]);
  });

  it('closes them as well when an example fails, and says which reference broke', async () => {
    const broken = join(dir, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, 'invoice.html'), '<link rel="stylesheet" href="../secret.css"><p>x</p>');
    writeFileSync(join(dir, 'secret.css'), 'p { color: red }');
    await expect(runDemo({ outDir: join(dir, 'broken-out'), examplesDir: broken })).rejects.toThrow(
      'invoice.html: "../secret.css": refers outside',
    );
    // At most as many as before: a handle left by an earlier test file in this worker may close meanwhile.
    expect(await tcpHandlesSettled()).toBeLessThanOrEqual(tcpBefore);
  });
});

describe('exampleSource', () => {
  let root: string;
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  /** The source of a page holding `html` in the examples folder `root`. */
  const source = (html: string) => {
    writeFileSync(join(root, 'page.html'), html);
    return exampleSource(join(root, 'page.html'), root);
  };

  beforeAll(() => {
    root = join(dir, 'site');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'assets', 'site.css'), 'body { background: url(bg.png) }\n');
    writeFileSync(join(root, 'assets', 'bg.png'), PNG);
    writeFileSync(join(dir, 'outside.css'), 'p { color: red }');
    symlinkSync(join(dir, 'outside.css'), join(root, 'assets', 'link.css'));
  });

  it('on the real invoice, leaves no reference to a local file', async () => {
    const html = await exampleSource(join(EXAMPLES_DIR, 'invoice.html'), EXAMPLES_DIR);
    expect(html).not.toMatch(/(href|src)="assets\//);
    // The stylesheet as a <style> element, its comments dropped.
    const css = readFileSync(join(EXAMPLES_DIR, 'assets', 'invoice.css'), 'utf8');
    expect(html).toContain(`<style>${css.replace(/\/\*[\s\S]*?\*\//g, '')}</style>`);
    expect(html).toContain(
      `src="data:image/svg+xml;base64,${readFileSync(join(EXAMPLES_DIR, 'assets', 'logo.svg')).toString('base64')}"`,
    );
  });

  it('inlines a stylesheet and what it refers to, leaving remote references to the service', async () => {
    const remote = '<img src="https://example.com/x.png">';
    const html = await source(`<link rel="stylesheet" href="assets/site.css">${remote}`);
    expect(html).toBe(
      `<style>body { background: url("data:image/png;base64,${PNG.toString('base64')}") }\n</style>${remote}`,
    );
  });

  it.each([
    ['a path out of the folder', '<img src="../outside.css">', `"../outside.css": refers outside`],
    ['a symbolic link out of the folder', '<img src="assets/link.css">', `"assets/link.css": refers outside`],
    ['a missing file', '<link rel="stylesheet" href="assets/nope.css">', '"assets/nope.css": no such file'],
    // A path from the root is the examples folder's, as a site's is its root's.
    ['a path from the root to no file', '<img src="/etc/hostname">', '"/etc/hostname": no such file'],
  ])('refuses %s', async (_, html, message) => {
    await expect(source(html)).rejects.toThrow(`page.html: ${message}`);
  });

  it('names every reference it could not inline, each once, sorted', async () => {
    const failure = await source('<img src="a.png"><img src="../outside.css"><img src="a.png">').catch(
      (error: Error) => error,
    );
    expect((failure as Error).message).toBe(
      `page.html: "../outside.css": refers outside ${root}\npage.html: "a.png": no such file`,
    );
  });
});
