// 12. A 400-page book merged with mergePdfs() (issue 36): 20 chapters of about 20 pages each, printed by the
// local server's Chromium with `outline: true` (a server process of its own; the chapters are printed once),
// merged in a child process of its own per run (merge-child.ts), so that its time and memory are its own; each
// way five times in turns, the median counts. Two targets:
// - time: the book (a cover and a contents page in front, page labels, page numbers, running heads) against the
//   chapters merged alone: the merge's own time, without the service's render of the cover and the contents
//   (printed beside), at most 1.5;
// - memory: the most the merge keeps alive at once (sampled after a full collection as it reads each chapter,
//   renders the cover and the contents, and once the book is returned; three runs, the largest counting)
//   against the book's size, at most 2. The book is written as it goes, so this is the book's chunks, the
//   chapter being read, and what the end needs of the others (titles, destinations' names, bookmarks). Between
//   two samples a chapter's own reading adds its parsed objects (a few hundred KB here), which the samples do
//   not see; the peak RSS growth is printed beside, for what the engine reserves on top (its young generation
//   and the garbage of every page's decoded text, collected when the engine chooses).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocConvert } from 'doc-convert';
import { SANDBOX_KEY } from 'doc-convert-server';
import { check, childRun, median, serverProcess, type BenchResult } from '@doc-convert/testing/bench/report';

const MB = 1024 * 1024;
const ROUNDS = 5;
const CHAPTERS = 20;
/** Sections per chapter: about 20 pages each. */
const SECTIONS = 19;
const child = join(import.meta.dirname, 'merge-child.ts');

/** A chapter of about 20 pages: its h1, nineteen sections and their notes, with links between them. */
function chapter(c: number): string {
  const paragraph = `<p>${'A writer publishes this book with a contents page, page numbers and running heads. '.repeat(8)}</p>`;
  let body = `<h1 id="top">Chapter ${c}</h1>${paragraph}`;
  for (let s = 1; s <= SECTIONS; s++) {
    body += `<h2 id="s${s}">Section ${c}.${s}</h2>${paragraph.repeat(3)}<a href="#top">Back to the top</a>`;
    body += `<h3 id="n${s}">Notes on ${c}.${s}</h3>${paragraph.repeat(2)}`;
    body += `<a href="chapter-${(c % CHAPTERS) + 1}.pdf#s1">The next chapter</a>`;
  }
  return `<!doctype html><html><head><title>Chapter ${c} — The Book</title></head><body>${body}</body></html>`;
}

interface Memory {
  peak: number;
  bytes: number;
  samples: number;
}

interface Run {
  ms: number;
  renderMs: number;
  growth: number;
  bytes: number;
  pages: number;
}

const once = (mode: string, args: string[]) => childRun<Run>(child, [mode, ...args]);

const seconds = (ms: number) => (ms / 1000).toFixed(2);

export default async function merge(): Promise<BenchResult[]> {
  const server = await serverProcess({ renderer: 'chromium', rateLimit: false });
  const dir = await mkdtemp(join(tmpdir(), 'doc-convert-merge-bench-'));
  const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
  try {
    const chapters: string[] = [];
    for (let c = 1; c <= CHAPTERS; c++) {
      const file = join(dir, `chapter-${c}.pdf`);
      const pdf = await client.convert.pdf({ source: chapter(c), sandbox: true }, { outline: true });
      if (pdf.kind !== 'file') throw new Error('expected a file');
      await writeFile(file, await pdf.bytes());
      chapters.push(file);
    }
    const args = (mode: string) => [server.url, SANDBOX_KEY, join(dir, `${mode}.pdf`), ...chapters];
    // The browser warmed up for the contents' renders first.
    await once('book', args('book'));
    const all: Record<string, Run[]> = { plain: [], book: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of ['plain', 'book']) all[mode]!.push(await once(mode, args(mode)));
    }
    const memory: Memory[] = [];
    for (let round = 0; round < 3; round++)
      memory.push(await childRun<Memory>(child, ['memory', ...args('memory')]));
    const peak = Math.max(...memory.map((m) => m.peak));
    const plainMs = median(all.plain!.map((r) => r.ms));
    const bookMs = median(all.book!.map((r) => r.ms - r.renderMs));
    const renderMs = median(all.book!.map((r) => r.renderMs));
    const ratios = all.book!.map((r, i) => (r.ms - r.renderMs) / all.plain![i]!.ms);
    const { pages, bytes } = all.book![0]!;
    const growth = median(all.book!.map((r) => r.growth));
    const spread = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
    return [
      {
        name: 'merge a 400-page book',
        figure: `${pages} pages (${(bytes / MB).toFixed(1)} MB) from ${CHAPTERS} chapters: merged alone ${seconds(plainMs)} s; with a cover, contents, labels, page numbers and running heads ${seconds(bookMs)} s (+ ${seconds(renderMs)} s of the service rendering the cover and contents); round ratios ${spread}`,
        ratio: bookMs / plainMs,
        target: '<= 1.5',
        ok: check(bookMs / plainMs, '<= 1.5'),
        details: { pages, bytes, plainMs, bookMs, renderMs, rounds: ROUNDS },
      },
      {
        name: 'merge a 400-page book: memory',
        figure: `at most ${(peak / MB).toFixed(2)} MB kept alive for a ${(bytes / MB).toFixed(2)} MB book (runs: ${memory.map((m) => (m.peak / MB).toFixed(2)).join(', ')} MB; ${memory[0]!.samples} samples each); peak RSS growth ${(growth / MB).toFixed(0)} MB (merged alone ${(median(all.plain!.map((r) => r.growth)) / MB).toFixed(0)} MB)`,
        ratio: peak / bytes,
        target: '<= 2',
        ok: check(peak / bytes, '<= 2'),
        details: { peakMb: peak / MB, bookMb: bytes / MB, rssGrowthMb: growth / MB, rounds: memory.length },
      },
    ];
  } finally {
    await client.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
