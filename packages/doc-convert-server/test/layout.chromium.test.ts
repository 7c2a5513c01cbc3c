// Pages laid out as the browser prints them (issue 19): a dashboard of cards whose canvas "charts" a script
// sizes from their container at load (as Chart.js does), a wide table whose columns a script fixes in pixels
// at load (as DataTables does), and a page still animating after load (a CSS animation and a chart drawn by
// requestAnimationFrame), each converted by the local server's Chromium renderer for A4 portrait, A4
// landscape and Letter with margins of their own, and printed directly by the same Chromium (launched as the
// server launches it): a window as wide as the paper's printable area, the page set in, its animations let
// finish, then Chromium's own print (page.pdf) at the same paper and margins. Read back with pdf.js (text runs
// with their transforms, canvases as the images they print as, with their boxes and pixels), every chart must
// fill its card, the table and every marker stay inside the printable area, the end state of the animations
// be what is printed, and every marker stand where the direct print puts it. A direct print at Chromium's
// default 800 px window fails the same checks (the charts sized for another layout, the whole page shrunk to
// fit), which shows the checks can fail. Images keep their `viewport`.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'puppeteer-core';
import { convertOk } from '@doc-convert/testing/conversion';
import { readJpeg } from '@doc-convert/testing/image';
import {
  readLayout,
  type LayoutPage,
  type PlacedImage,
  type PlacedRun,
} from '@doc-convert/testing/pdf-layout';
import { readPng } from '@doc-convert/testing/png';
import { startLocalServer, type LocalServer } from '../src/index';
import { launchChromium } from '../src/render/chromium/launch';

let server: LocalServer;
let browser: Browser;

beforeAll(async () => {
  [server, { browser }] = await Promise.all([startLocalServer({ renderer: 'chromium' }), launchChromium()]);
});

afterAll(async () => {
  await Promise.all([server?.close(), browser?.close()]);
});

// ---------------------------------------------------------------------------------------------- the papers

type Length = `${number}${'mm' | 'in'}`;

interface Paper {
  label: string;
  format: 'A4' | 'Letter';
  landscape: boolean;
  /** top, right, bottom, left */
  margin: [Length, Length, Length, Length];
}

const PAPERS: Paper[] = [
  { label: 'A4 portrait', format: 'A4', landscape: false, margin: ['20mm', '15mm', '20mm', '15mm'] },
  { label: 'A4 landscape', format: 'A4', landscape: true, margin: ['12mm', '12mm', '18mm', '15mm'] },
  { label: 'Letter', format: 'Letter', landscape: false, margin: ['0.5in', '1in', '0.75in', '0.75in'] },
];

const PAPER_IN = { A4: [210 / 25.4, 297 / 25.4], Letter: [8.5, 11] } as const;
const inches = (length: Length) => parseFloat(length) / (length.endsWith('mm') ? 25.4 : 1);
const pt = (length: Length) => inches(length) * 72;

/** The paper's printable area in CSS pixels (96 a inch): the window the direct print lays the page out in. */
function printableWindow({ format, landscape, margin: [top, right, bottom, left] }: Paper) {
  const [w, h] = landscape ? [...PAPER_IN[format]].reverse() : PAPER_IN[format];
  return {
    width: Math.round((w - inches(left) - inches(right)) * 96),
    height: Math.round((h - inches(top) - inches(bottom)) * 96),
  };
}

/** Where the printable area ends on the right and starts on the left, in points. */
const rightLimit = (page: LayoutPage, paper: Paper) => page.width - pt(paper.margin[1]);
const leftLimit = (paper: Paper) => pt(paper.margin[3]);

/** The page converted by the local server (its Chromium renderer), as PDF for `paper`. */
async function converted(source: string, paper: Paper, options: object = {}): Promise<LayoutPage[]> {
  const answer = await convertOk(server, 'pdf', {
    source,
    format: paper.format,
    landscape: paper.landscape,
    margin: paper.margin.join(' '),
    ...options,
  });
  return readLayout(answer.bytes);
}

/**
 * The page printed directly by the same Chromium: set into a window `width` px wide (the paper's printable
 * width unless given; 800 px is Chromium's default), left until `ready` (an expression) is true, then printed
 * by Chromium itself at the paper's size and margins.
 */
async function printedDirectly(
  source: string,
  paper: Paper,
  { width, ready }: { width?: number; ready?: string } = {},
): Promise<LayoutPage[]> {
  const page = await browser.newPage();
  try {
    const window = printableWindow(paper);
    await page.setViewport({ width: width ?? window.width, height: window.height });
    await page.setContent(source, { waitUntil: 'load' });
    if (ready) await page.waitForFunction(ready, { polling: 50, timeout: 10_000 });
    const [top, right, bottom, left] = paper.margin;
    const pdf = await page.pdf({
      format: paper.format,
      landscape: paper.landscape,
      margin: { top, right, bottom, left },
      printBackground: true,
    });
    return readLayout(pdf);
  } finally {
    await page.close();
  }
}

// ------------------------------------------------------------------------------------------- reading back

interface Found extends PlacedRun {
  page: number;
}

/** Every run of the document whose text matches `pattern`, with its page (0-based). */
const runsOf = (pages: LayoutPage[], pattern: RegExp): Found[] =>
  pages.flatMap((page, n) =>
    page.runs.filter((run) => pattern.test(run.text)).map((run) => ({ ...run, page: n })),
  );

const runOf = (pages: LayoutPage[], text: string): Found | undefined =>
  runsOf(pages, new RegExp(`^${text}$`))[0];

const imagesOf = (pages: LayoutPage[]) =>
  pages.flatMap((page, n) => page.images.map((image) => ({ ...image, page: n })));

const near = (a: number, b: number, tolerance = 1) => Math.abs(a - b) <= tolerance;
const at = (run: Found) => `(${run.x.toFixed(1)}, ${run.y.toFixed(1)}) on page ${run.page + 1}`;

/** True when pixel (x, y) of `image` is ink, not the white (or transparent) paper. */
const inked = (image: PlacedImage, x: number, y: number) => {
  const [r, g, b, a] = image.rgba(x, y);
  return a > 128 && Math.min(r, g, b) < 200;
};

/**
 * Where `actual` and `expected` (the direct print) disagree: the same page count, and every run matching
 * `markers` and every image on the same page at the same place, within 1 pt.
 */
function differences(actual: LayoutPage[], expected: LayoutPage[], markers: RegExp): string[] {
  const problems: string[] = [];
  if (actual.length !== expected.length)
    problems.push(`${actual.length} pages, the direct print ${expected.length}`);
  const want = runsOf(expected, markers);
  const got = runsOf(actual, markers);
  if (want.length === 0) problems.push(`no ${markers} in the direct print`);
  for (const run of want) {
    // The n-th run of this text (a table's header repeats on every page) against the n-th.
    const nth = want.filter((other) => other.text === run.text).indexOf(run);
    const same = got.filter((other) => other.text === run.text)[nth];
    if (!same) problems.push(`"${run.text}" is missing`);
    else if (
      same.page !== run.page ||
      !near(same.x, run.x) ||
      !near(same.y, run.y) ||
      !near(same.size, run.size, 0.1)
    ) {
      problems.push(
        `"${run.text}" at ${at(same)}, ${same.size.toFixed(1)} pt; the direct print ${at(run)}, ${run.size.toFixed(1)} pt`,
      );
    }
  }
  const [mine, theirs] = [imagesOf(actual), imagesOf(expected)];
  if (mine.length !== theirs.length)
    problems.push(`${mine.length} images, the direct print ${theirs.length}`);
  theirs.forEach((image, i) => {
    const same = mine[i];
    const box = (b: typeof image) =>
      `${b.left.toFixed(1)}..${b.right.toFixed(1)} x ${b.bottom.toFixed(1)}..${b.top.toFixed(1)} on page ${b.page + 1}`;
    if (
      same &&
      (same.page !== image.page ||
        !['left', 'right', 'bottom', 'top'].every((side) =>
          near(same[side as 'left'], image[side as 'left']),
        ))
    ) {
      problems.push(`image ${i + 1} at ${box(same)}; the direct print ${box(image)}`);
    }
  });
  return problems;
}

// -------------------------------------------------------------------------------------- (a) a card grid

const CHARTS = 5;

/**
 * A Bootstrap-like grid (container widths and a two-column row from 768 px up; the fifth card is full
 * width) of cards, each with a canvas chart a script sizes from its container's clientWidth at load and
 * draws eight bars across, to its full width. Markers (10 px monospace): S<n> and C<n> start at the left and
 * right edges of the card's content box, laid out by the print; E<n> starts at the chart's right edge,
 * placed by the script at load; the report says what the script measured and drew.
 */
const CARDS = `<!doctype html><html><head><style>
*{box-sizing:border-box} body{margin:0;font:14px sans-serif}
.container{width:100%;padding:0 12px;margin:0 auto}
@media (min-width:576px){.container{max-width:540px}}
@media (min-width:768px){.container{max-width:720px}}
@media (min-width:992px){.container{max-width:960px}}
.row{display:flex;flex-wrap:wrap;margin:0 -12px}
.col{flex:0 0 100%;max-width:100%;padding:0 12px;margin-bottom:16px}
@media (min-width:768px){.col{flex:0 0 50%;max-width:50%}}
.col.wide{flex:0 0 100%;max-width:100%}
.card{border:1px solid #888;border-radius:4px;break-inside:avoid}
.card-body{position:relative;padding:16px 24px}
.chart{position:relative;height:150px}
canvas{display:block}
.mark{position:absolute;font:10px monospace}
.start{left:24px;bottom:0}.end{left:calc(100% - 24px);bottom:0}
</style></head><body><div class="container"><div class="row">
${Array.from(
  { length: CHARTS },
  (_, i) =>
    `<div class="col${i === CHARTS - 1 ? ' wide' : ''}"><div class="card"><div class="card-body">` +
    `<span class="mark start">S${i + 1}</span><span class="mark end">C${i + 1}</span>` +
    `<div class="chart"><canvas></canvas></div><p class="report"></p></div></div></div>`,
).join('')}
</div></div><script>
document.querySelectorAll('.chart').forEach((chart, i) => {
  const width = chart.clientWidth, height = 120;
  const canvas = chart.querySelector('canvas');
  canvas.width = width; canvas.height = height;
  canvas.style.width = width + 'px'; canvas.style.height = height + 'px';
  const ctx = canvas.getContext('2d');
  const bars = 8, gap = 4, bar = (width - gap * (bars - 1)) / bars;
  let right = 0;
  for (let b = 0; b < bars; b++) {
    ctx.fillStyle = b % 2 ? '#1f77b4' : '#ff7f0e';
    ctx.fillRect(b * (bar + gap), height - 10 * (b + 4), bar, 10 * (b + 4));
    right = b * (bar + gap) + bar;
  }
  const edge = document.createElement('span');
  edge.className = 'mark'; edge.textContent = 'E' + (i + 1);
  edge.style.left = width + 'px'; edge.style.top = (height + 8) + 'px';
  chart.appendChild(edge);
  chart.parentElement.querySelector('.report').textContent =
    'chart ' + (i + 1) + ' drawn ' + Math.round(right) + ' of ' + width + ' px';
});
</script></body></html>`;

/** What is wrong with the charts of a printed card grid; empty when every chart fills its card. */
function chartProblems(pages: LayoutPage[], paper: Paper): string[] {
  const problems: string[] = [];
  const images = imagesOf(pages);
  if (images.length !== CHARTS) problems.push(`${images.length} canvases printed, not ${CHARTS}`);
  for (let n = 1; n <= CHARTS; n++) {
    const [start, end, edge] = ['S', 'C', 'E'].map((mark) => runOf(pages, `${mark}${n}`));
    const report = runOf(pages, `chart ${n} drawn \\d+ of \\d+ px`);
    const image = images[n - 1];
    if (!start || !end || !edge || !report || !image) {
      problems.push(`chart ${n}: a marker, its report or its canvas is not printed`);
      continue;
    }
    const limit = rightLimit(pages[end.page], paper);
    const [, drawn, of] = /drawn (\d+) of (\d+)/.exec(report.text)!;
    if (drawn !== of) problems.push(`chart ${n}: the script drew ${drawn} px of ${of}`);
    // Text at its own size (14 px is 10.5 pt): the page was not shrunk to fit the paper.
    if (!near(report.size, 10.5, 0.05))
      problems.push(`chart ${n}: text printed at ${report.size.toFixed(2)} pt, not 10.5`);
    if (!near(image.left, start.x) || !near(image.right, end.x)) {
      problems.push(
        `chart ${n}: the canvas spans ${image.left.toFixed(1)}..${image.right.toFixed(1)} pt, its card's content ${start.x.toFixed(1)}..${end.x.toFixed(1)}`,
      );
    }
    if (!near(edge.x, end.x))
      problems.push(`chart ${n}: its right edge (E${n}) at ${at(edge)}, its card's at ${at(end)}`);
    for (const [what, right] of [
      [`chart ${n}'s canvas`, image.right],
      [`E${n}`, edge.x + edge.width],
      [`C${n}`, end.x],
    ] as const) {
      if (right > limit + 0.5)
        problems.push(
          `${what} ends at ${right.toFixed(1)} pt, past the printable area (${limit.toFixed(1)})`,
        );
    }
    // The bars reach both sides of the canvas (its bottom row is inked at the first and the last pixel).
    const y = image.height - 1;
    if (!inked(image, 0, y) || !inked(image, image.width - 1, y))
      problems.push(`chart ${n}: the bars do not span the canvas`);
  }
  return problems;
}

describe.each(PAPERS)('(a) a card grid of canvas charts, $label', (paper) => {
  it('prints every chart inside its card and the printable area, where a direct print puts it', async () => {
    const [mine, direct] = await Promise.all([converted(CARDS, paper), printedDirectly(CARDS, paper)]);
    expect(chartProblems(direct, paper)).toEqual([]); // the reference itself fits
    expect(chartProblems(mine, paper)).toEqual([]);
    expect(differences(mine, direct, /^([SCE]\d|chart \d.*)$/)).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------ (b) a table

const COLUMNS = 12;
const ROWS = 30;

/**
 * A table of 12 columns at width:100% whose columns a script fixes in pixels at load, as DataTables does;
 * the last column's cells are LAST and L<row>, and the report says the table's width and the window's.
 */
const TABLE = `<!doctype html><html><head><style>
body{margin:0;font:12px sans-serif} table{width:100%;border-collapse:collapse}
th,td{border:1px solid #999;padding:3px;text-align:left}
</style></head><body><table id="t"><thead><tr>${Array.from(
  { length: COLUMNS },
  (_, c) => `<th>${c === COLUMNS - 1 ? 'LAST' : `H${c + 1}`}</th>`,
).join('')}</tr></thead><tbody>${Array.from(
  { length: ROWS },
  (_, r) =>
    `<tr>${Array.from({ length: COLUMNS }, (_, c) => `<td>${c === COLUMNS - 1 ? `L${r + 1}` : (r + 1) * (c + 7)}</td>`).join('')}</tr>`,
).join('')}</tbody></table><p id="report"></p><script>
const table = document.getElementById('t');
const widths = [...table.rows[0].cells].map((cell) => parseFloat(getComputedStyle(cell).width));
table.style.tableLayout = 'fixed';
table.style.width = table.parentElement.clientWidth + 'px';
[...table.rows[0].cells].forEach((cell, i) => (cell.style.width = widths[i] + 'px'));
document.getElementById('report').textContent =
  'table ' + Math.round(table.getBoundingClientRect().width) + ' of ' + document.body.clientWidth + ' px';
</script></body></html>`;

function tableProblems(pages: LayoutPage[], paper: Paper): string[] {
  const problems: string[] = [];
  const last = runsOf(pages, /^(LAST|L\d+)$/);
  const cells = last.filter((run) => run.text !== 'LAST').length;
  if (cells !== ROWS || last.length === cells)
    problems.push(`${cells} cells of the last column printed, not ${ROWS}, and a header`);
  for (const run of last) {
    const limit = rightLimit(pages[run.page], paper);
    if (run.x + run.width > limit + 0.5)
      problems.push(`"${run.text}" ends at ${(run.x + run.width).toFixed(1)} pt, past ${limit.toFixed(1)}`);
    if (!near(run.size, 9, 0.05))
      problems.push(`"${run.text}" printed at ${run.size.toFixed(2)} pt, not 9 (12 px)`);
  }
  const first = runOf(pages, 'H1');
  if (first && first.x < leftLimit(paper))
    problems.push(`H1 starts at ${first.x.toFixed(1)} pt, left of the margin`);
  const report = runOf(pages, 'table \\d+ of \\d+ px');
  const [, table, body] = /table (\d+) of (\d+)/.exec(report?.text ?? '') ?? [];
  if (!report || table !== body) problems.push(`the report says "${report?.text}"`);
  return problems;
}

describe.each(PAPERS)('(b) a wide table, $label', (paper) => {
  it('prints the last column inside the printable area, where a direct print puts it', async () => {
    // Compared with `use_print`: by default the server lays the page out with the screen stylesheet, as
    // the service does, and Chromium then repeats no table header on the next page; a direct print does.
    const [mine, printMedia, direct] = await Promise.all([
      converted(TABLE, paper),
      converted(TABLE, paper, { use_print: true }),
      printedDirectly(TABLE, paper),
    ]);
    expect(tableProblems(direct, paper)).toEqual([]);
    expect(tableProblems(mine, paper)).toEqual([]);
    expect(tableProblems(printMedia, paper)).toEqual([]);
    expect(differences(printMedia, direct, /^(LAST|L\d+|H\d+|table .*)$/)).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------ (c) animated pages

/**
 * SLID slides in from 300 px to the right by a 600 ms CSS animation (it ends where the page puts it, at the
 * left margin), and a donut chart is drawn by requestAnimationFrame over 500 ms, its progress in "drawn N".
 */
const ANIMATED = `<!doctype html><html><head><style>
body{margin:0;font:14px sans-serif}
@keyframes slide{from{transform:translateX(300px);opacity:0}to{transform:none;opacity:1}}
#slide{animation:slide 600ms ease-out}
</style></head><body><div id="slide">SLID</div><canvas id="donut" width="200" height="200"></canvas>
<p id="drawn">drawn 0</p><script>
const ctx = document.getElementById('donut').getContext('2d');
let start;
const step = (now) => {
  start ??= now;
  const done = Math.min(1, (now - start) / 500);
  ctx.clearRect(0, 0, 200, 200);
  ctx.beginPath(); ctx.strokeStyle = '#1f77b4'; ctx.lineWidth = 30;
  ctx.arc(100, 100, 70, -Math.PI / 2, -Math.PI / 2 + done * 2 * Math.PI);
  ctx.stroke();
  document.getElementById('drawn').textContent = 'drawn ' + Math.round(done * 100);
  if (done < 1) requestAnimationFrame(step);
};
requestAnimationFrame(step);
</script></body></html>`;

/** Both animations over: the direct print waits for this before printing. */
const ANIMATIONS_DONE = `document.getElementById('drawn').textContent === 'drawn 100' && document.getAnimations().length === 0`;

function animationProblems(pages: LayoutPage[], paper: Paper): string[] {
  const problems: string[] = [];
  const slid = runOf(pages, 'SLID');
  const drawn = runsOf(pages, /^drawn \d+$/)[0];
  if (drawn?.text !== 'drawn 100') problems.push(`the donut's script printed "${drawn?.text}"`);
  if (!slid || !near(slid.x, leftLimit(paper)))
    problems.push(`SLID at ${slid && at(slid)}, not at the left margin`);
  const donut = imagesOf(pages)[0];
  // Points of the ring at its start (top), halfway (bottom), three quarters (left), and just before its
  // end (top, left of the start): all inked once the chart is drawn to the end.
  const ring = (angle: number) => [100 + 70 * Math.cos(angle), 100 + 70 * Math.sin(angle)].map(Math.round);
  const blank = [-Math.PI / 2 + 0.05, Math.PI / 2, Math.PI, 1.5 * Math.PI - 0.08]
    .map(ring)
    .filter(([x, y]) => !donut || !inked(donut, x, y));
  if (!donut || donut.width !== 200) problems.push('the donut canvas is not printed');
  else if (blank.length) problems.push(`the donut is not drawn at ${JSON.stringify(blank)}`);
  return problems;
}

describe.each(PAPERS)('(c) a page still animating after load, $label', (paper) => {
  it('prints the end state of the CSS and the script animation, as a direct print once they are over', async () => {
    const [mine, direct] = await Promise.all([
      converted(ANIMATED, paper),
      printedDirectly(ANIMATED, paper, { ready: ANIMATIONS_DONE }),
    ]);
    expect(animationProblems(direct, paper)).toEqual([]);
    expect(animationProblems(mine, paper)).toEqual([]);
    expect(differences(mine, direct, /^(SLID|drawn \d+)$/)).toEqual([]);
  });
});

describe('(c) a chart drawn by timers, not animation frames: wait_for and delay', () => {
  // Eight bars, one every 100 ms from load: nothing the page does tells a renderer to wait for them.
  const source = `<p id="bars">bars 0 of 8</p><script>
    let bars = 0;
    window.chartReady = () => bars === 8;
    const tick = () => { bars++; document.getElementById('bars').textContent = 'bars ' + bars + ' of 8'; if (bars < 8) setTimeout(tick, 100); };
    setTimeout(tick, 100);
  </script>`;
  const printed = async (options: object) =>
    runsOf(await converted(source, PAPERS[0], options), /^bars/).map((run) => run.text);

  it('prints the finished chart with wait_for, or with a delay long enough', async () => {
    const [waited, delayed, plain] = await Promise.all([
      printed({ wait_for: 'chartReady' }),
      printed({ delay: 1500 }),
      printed({}),
    ]);
    expect(waited).toEqual(['bars 8 of 8']);
    expect(delayed).toEqual(['bars 8 of 8']);
    expect(plain).not.toEqual(['bars 8 of 8']); // so it is the options that waited
  });
});

// -------------------------------------------------------------------- the checks can fail: an 800 px print

describe('a direct print at Chromium’s default 800 px window fails the same checks', () => {
  const A4 = PAPERS[0];

  it('charts sized for the 800 px layout: narrower than their cards, one wider than the page', async () => {
    const problems = chartProblems(await printedDirectly(CARDS, A4, { width: 800 }), A4);
    expect(problems.join('\n')).toMatch(/the canvas spans/);
    expect(problems.join('\n')).toMatch(/printed at/); // the whole page shrunk to fit the widest chart
  });

  it('a table fixed at 800 px: shrunk to fit, and elsewhere than the server prints it', async () => {
    const [mine, wide] = await Promise.all([
      converted(TABLE, A4),
      printedDirectly(TABLE, A4, { width: 800 }),
    ]);
    expect(tableProblems(wide, A4).join('\n')).toMatch(/not 9/);
    expect(differences(mine, wide, /^(LAST|L\d+)$/).length).toBeGreaterThan(0);
  });

  it('animations printed as they were at load', async () => {
    const problems = animationProblems(await printedDirectly(ANIMATED, A4, { width: 800 }), A4);
    expect(problems.join('\n')).toMatch(/drawn/);
    expect(problems.join('\n')).toMatch(/SLID/);
  });
});

// --------------------------------------------------------------------------- images keep their viewport

describe('PNG and JPEG keep `viewport`', () => {
  // A bar half the window wide (so it ends at innerWidth / 2), a canvas sized from the body's width at
  // load filling it, and a green background from 1000 px up.
  const source = `<!doctype html><style>body{margin:0;background:#fff}
    @media (min-width:1000px){body{background:#0a0}}
    #half{height:40px;background:#00f} canvas{display:block}</style>
    <div id="half"></div><canvas></canvas><script>
    document.getElementById('half').style.width = innerWidth / 2 + 'px';
    const canvas = document.querySelector('canvas');
    canvas.width = document.body.clientWidth; canvas.height = 40;
    const ctx = canvas.getContext('2d'); ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, canvas.width, 40);
    </script>`;

  it.each([
    ['png', (bytes: Buffer) => readPng(bytes)],
    ['jpeg', (bytes: Buffer) => readJpeg(bytes)],
  ] as const)('%s: laid out at the 1024 px viewport, not at the paper’s width', async (kind, read) => {
    const image = read((await convertOk(server, kind, { source, viewport: '1024x300' })).bytes);
    expect([image.width, image.height]).toEqual([1024, 300]);
    const channels = image.data.length / (image.width * image.height);
    const rgb = (x: number, y: number) => [
      ...image.data.subarray((y * image.width + x) * channels, (y * image.width + x) * channels + 3),
    ];
    const is = (actual: number[], expected: number[]) =>
      actual.every((v, i) => Math.abs(v - expected[i]) <= 40);
    expect(is(rgb(505, 20), [0, 0, 255])).toBe(true); // the half-window bar reaches 512 …
    expect(is(rgb(520, 20), [0, 170, 0])).toBe(true); // … and stops there, on the ≥ 1000 px background
    expect(is(rgb(1020, 60), [255, 0, 0])).toBe(true); // the canvas is as wide as the viewport
    expect(is(rgb(10, 200), [0, 170, 0])).toBe(true);
  });
});
