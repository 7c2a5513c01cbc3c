// 11. Bookmarks from headings on a 400-page PDF, beside the conversion's own cost. A book of 118 chapters (four
// sections and four notes each: 1062 headings to h3, 472 more h4) is converted by the local server's Chromium
// (a server process of its own) and written with toFile(), without and with `outline: true`, each in a child
// process of its own so that its time and peak RSS growth are its own; each way five times in turns, the median
// counts. Three lines:
// - the outline as the library adds it (destinations Chromium writes for the prepared headings): time with it
//   against time without, target at most 1.5 (measured 1.03–1.26 on a quiet machine, up to 1.38 on a loaded
//   one: each child process runs the PDF reader for the first time, and Chromium prints the prepared page's
//   hidden links); the RSS growth of both printed beside;
// - the same headings found by their text in the PDF with its destinations taken out (addOutline() on a file
//   already on disk), against the conversion without outline: printed, since it reads every page's text;
// - a 128 MB PDF (a few pages and an unreferenced stream, from the text renderer) written with toFile() and
//   `outline: true`: the RSS growth against the file's size, target at most 1.5 (the file is held once, in
//   the buffer the update is computed from, while it streams to disk).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_KEY } from 'doc-convert-server';
import {
  check,
  childRun,
  median,
  ms,
  serverProcess,
  type BenchResult,
} from '@doc-convert/testing/bench/report';

const MB = 1024 * 1024;
const ROUNDS = 5;
const CHAPTERS = 118;
const LARGE_MB = 128;
const child = join(import.meta.dirname, 'outline-child.ts');

/** The book: about four pages per chapter. */
export function book(): string {
  const paragraph = `<p>${'Every heading of this book becomes a bookmark that opens its page at the heading. '.repeat(8)}</p>`;
  let body = '';
  for (let c = 1; c <= CHAPTERS; c++) {
    body += `<h1>Chapter ${c}</h1>${paragraph}`;
    for (let s = 1; s <= 4; s++) {
      body += `<h2>Section ${c}.${s}</h2>${paragraph.repeat(2)}<h3>Notes on ${c}.${s}</h3>${paragraph}`;
      body += `<h4>Aside ${c}.${s}</h4>${paragraph}`;
    }
  }
  return `<!doctype html><html><head><title>Book</title></head><body>${body}</body></html>`;
}

interface Run {
  ms: number;
  /** Until the answer's headers: the HTML sent and rendered. */
  answeredMs?: number;
  growth: number;
  bytes: number;
  bookmarks?: number;
}

const once = (mode: string, args: string[]) => childRun<Run>(child, [mode, ...args]);

/** Each mode `ROUNDS` times, taking turns, so that a busy moment of the machine falls on both alike. */
async function runs(modes: string[], args: (mode: string) => string[]): Promise<Record<string, Run[]>> {
  const all: Record<string, Run[]> = Object.fromEntries(modes.map((mode) => [mode, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of modes) all[mode]!.push(await once(mode, args(mode)));
  }
  return all;
}

/** The time after the answer's headers: reading the file, writing it, and adding the outline. */
const fileMs = (run: Run) => run.ms - (run.answeredMs ?? 0);
const seconds = (values: number[]) => (median(values) / 1000).toFixed(2);
const mb = (values: number[]) => (median(values) / MB).toFixed(1);

async function book400(): Promise<BenchResult[]> {
  const server = await serverProcess({ renderer: 'chromium', rateLimit: false });
  const dir = await mkdtemp(join(tmpdir(), 'doc-convert-outline-bench-'));
  try {
    const html = join(dir, 'book.html');
    await writeFile(html, book());
    const args = (mode: string) => [
      server.url,
      SANDBOX_KEY,
      html,
      join(dir, `${mode}.pdf`),
      join(dir, 'bare.pdf'),
    ];
    // The browser warmed up first: the first conversion of a server also starts it.
    await once('plain', args('plain'));
    const timed = await runs(['plain', 'outline'], args);
    const plain = timed.plain!;
    const outlined = timed.outline!;
    // The book's PDF without its destinations: what a renderer that writes none gives.
    const { PDF } = await import('@libpdf/core');
    const doc = await PDF.load(await readFile(join(dir, 'plain.pdf')));
    const pages = doc.getPageCount();
    doc.getCatalog().delete('Dests');
    await writeFile(join(dir, 'bare.pdf'), await doc.save());
    const byText = (await runs(['text'], args)).text!;

    const plainMs = median(plain.map((r) => r.ms));
    const outlineMs = median(outlined.map((r) => r.ms));
    const textMs = median(byText.map((r) => r.ms));
    const ratio = outlineMs / plainMs;
    const bookmarks = outlined[0]!.bookmarks ?? 0;
    const size = (median(plain.map((r) => r.bytes)) / MB).toFixed(1);
    return [
      {
        name: 'outline on a 400-page PDF',
        figure: `${pages} pages (${size} MB), ${bookmarks} bookmarks: conversion + toFile ${seconds(plain.map((r) => r.ms))} s (the file after the answer ${ms(median(plain.map(fileMs)))}), with outline ${seconds(outlined.map((r) => r.ms))} s (${ms(median(outlined.map(fileMs)))}); RSS growth ${mb(plain.map((r) => r.growth))} MB, with outline ${mb(outlined.map((r) => r.growth))} MB`,
        ratio,
        target: '<= 1.5',
        ok: check(ratio, '<= 1.5'),
        details: {
          pages,
          bookmarks,
          conversionMs: plainMs,
          withOutlineMs: outlineMs,
          conversionFileMs: median(plain.map(fileMs)),
          withOutlineFileMs: median(outlined.map(fileMs)),
          conversionGrowthMb: median(plain.map((r) => r.growth)) / MB,
          withOutlineGrowthMb: median(outlined.map((r) => r.growth)) / MB,
          rounds: ROUNDS,
        },
      },
      {
        name: 'outline by text on a 400-page PDF',
        figure: `the same headings found by their text (no destinations), addOutline() ${seconds(byText.map((r) => r.ms))} s and RSS growth ${mb(byText.map((r) => r.growth))} MB, against the conversion's ${seconds(plain.map((r) => r.ms))} s`,
        ratio: textMs / plainMs,
        target: '— (printed)',
        ok: true,
        details: { byTextMs: textMs, byTextGrowthMb: median(byText.map((r) => r.growth)) / MB },
      },
    ];
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The third line: the memory of an outline on a large file. */
async function large(): Promise<BenchResult> {
  const server = await serverProcess({ renderer: 'text', rateLimit: false, pdfPadBytes: LARGE_MB * MB });
  const dir = await mkdtemp(join(tmpdir(), 'doc-convert-outline-bench-'));
  try {
    const html = join(dir, 'large.html');
    await writeFile(html, '<h1>Large</h1><p>Text.</p><h2>Part</h2><p>More text.</p>');
    const all = (await runs(['outline'], () => [server.url, SANDBOX_KEY, html, join(dir, 'large.pdf'), '']))
      .outline!;
    const growth = median(all.map((r) => r.growth)) / MB;
    const size = median(all.map((r) => r.bytes)) / MB;
    const ratio = growth / size;
    return {
      name: 'outline on a large PDF',
      figure: `${size.toFixed(0)} MB PDF written with toFile() and outline: RSS growth ${growth.toFixed(1)} MB (${all[0]!.bookmarks} bookmarks)`,
      ratio,
      target: '<= 1.5',
      ok: check(ratio, '<= 1.5'),
      details: { sizeMb: size, growthMb: growth, rounds: ROUNDS },
    };
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

export default async function outline(): Promise<BenchResult[]> {
  return [...(await book400()), await large()];
}
