// The Chromium renderer's PDFs, read back with pdf.js: text really drawn (Latin, Greek, Cyrillic), page size
// and orientation, margins that move the text, a long table broken over the right pages and `pages`
// choosing among them, headers and footers with their numbers and `start_at`, zoom, `auto` heights,
// remove_blank, metadata, watermarks, the sandbox mark, protection, and what the renderer says it does not
// emulate. One server (one browser) for the whole file.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { convert as post, convertOk, request } from '@doc-convert/testing/conversion';
import { readPdf, sizeText, type PdfFacts } from '@doc-convert/testing/pdf';
import { readPng, RED_PNG } from '@doc-convert/testing/png';
import { startLocalServer, type LocalServer } from '../src/index';

let server: LocalServer;

const pdf = async (options: object): Promise<PdfFacts> => {
  return readPdf((await convertOk(server, 'pdf', options)).bytes);
};

/** Where a run of text starts on a page, found by its text. */
const runOf = (facts: PdfFacts, page: number, text: string) => {
  const run = facts.pages[page].runs.find((r) => r.text.includes(text));
  if (!run) throw new Error(`"${text}" is not on page ${page + 1}: ${facts.pages[page].text}`);
  return run;
};

/** `count` table rows of exactly 50 px, numbered from 1. */
const table = (count: number) =>
  '<style>body{margin:0} table{border-collapse:collapse} td{height:50px;padding:0;border:0}</style><table>' +
  Array.from({ length: count }, (_, i) => `<tr><td>Row ${i + 1}</td></tr>`).join('') +
  '</table>';

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'chromium' });
});

afterAll(async () => {
  await server.close();
});

describe('text is drawn', () => {
  it('renders Latin, Greek and Cyrillic text that a PDF reader extracts', async () => {
    const facts = await pdf({
      source: '<h1>Hello Ωμέγα Привет</h1><p style="font-family:monospace">mono £€</p>',
    });
    expect(facts.pages).toHaveLength(1);
    expect(facts.pages[0].text).toContain('Hello Ωμέγα Привет');
    expect(facts.pages[0].text).toContain('mono £€');
  });

  it('says it rendered with Chromium', async () => {
    const answer = await post(server, 'pdf', { source: '<p>x</p>' });
    expect(answer.headers.get('x-local-renderer')).toBe('chromium');
    expect(answer.headers.get('x-local-not-applied')).toBeNull();
  });

  it('draws black text on white that a PNG shows as dark pixels', async () => {
    const answer = await post(server, 'png', {
      source:
        '<body style="margin:0;background:#fff"><p style="font:40px sans-serif;color:#000;margin:0">Ink</p>',
      viewport: '200x60',
    });
    const png = readPng(answer.bytes);
    let dark = 0;
    for (let i = 0; i < png.data.length; i += png.channels) if (png.data[i] < 64) dark += 1;
    // "Ink" at 40 px covers hundreds of pixels; an invisible font would leave none.
    expect(dark).toBeGreaterThan(300);
    expect(dark).toBeLessThan(200 * 60 * 0.5);
  });
});

describe('page size', () => {
  // Chromium lays paper out in whole 1/300 in: A4 (595.28 x 841.89 pt exactly) comes out as 595.92 x 841.92,
  // as from any Chromium-based converter, the service included. Sizes in whole inches are exact.
  it.each([
    [{}, '595.92 x 841.92 pts'],
    [{ format: 'A4' }, '595.92 x 841.92 pts'],
    [{ format: 'A4', landscape: true }, '841.92 x 595.92 pts'],
    [{ format: 'Letter' }, '612 x 792 pts'],
    [{ format: 'Letter', landscape: true }, '792 x 612 pts'],
    [{ format: 'Legal' }, '612 x 1008 pts'],
    [{ format: '8.5x11in', landscape: true }, '792 x 612 pts'],
    [{ format: '800x600' }, '600 x 450 pts'],
    [{ format: '100x50mm' }, '283.92 x 142.08 pts'],
  ])('sizes the paper for %j', async (options, size) => {
    expect(sizeText((await pdf({ source: '<p>size</p>', ...options })).pages[0])).toBe(size);
  });

  it('fits an auto height to the content, on one page', async () => {
    const short = await pdf({ source: '<p>a</p>', format: '100mmxauto' });
    const long = await pdf({
      source: Array.from({ length: 40 }, (_, i) => `<p>line ${i}</p>`).join(''),
      format: '100mmxauto',
    });
    expect(short.pages).toHaveLength(1);
    expect(long.pages).toHaveLength(1);
    expect(short.pages[0].width).toBeCloseTo(283.92, 1);
    // 40 paragraphs of 16 px text with 16 px between them: over 39 × 24 pt taller than one.
    expect(long.pages[0].height).toBeGreaterThan(short.pages[0].height + 39 * 24);
    expect(long.pages[0].text).toContain('line 39');
  });

  it('takes a width in pixels with an auto height (1024xauto)', async () => {
    const facts = await pdf({ source: '<p>wide</p>', format: '1024xauto' });
    expect(facts.pages).toHaveLength(1);
    expect(facts.pages[0].width).toBeCloseTo(768, 0);
  });
});

describe('margins and zoom', () => {
  it('moves the text by the margin: number (px), string and object', async () => {
    const source = '<body style="margin:0"><p style="margin:0">Edge</p>';
    const none = runOf(await pdf({ source, format: 'Letter', margin: 0 }), 0, 'Edge');
    const number = runOf(await pdf({ source, format: 'Letter', margin: 96 }), 0, 'Edge');
    const string = runOf(await pdf({ source, format: 'Letter', margin: '1in 2in' }), 0, 'Edge');
    const object = runOf(
      await pdf({ source, format: 'Letter', margin: { top: '0', left: '1in' } }),
      0,
      'Edge',
    );
    expect(none.x).toBeCloseTo(0, 0);
    expect(number.x).toBeCloseTo(72, 0); // 96 px = 1 in
    expect(none.y - number.y).toBeCloseTo(72, 0);
    expect(string.x).toBeCloseTo(144, 0);
    expect(none.y - string.y).toBeCloseTo(72, 0);
    expect(object.x).toBeCloseTo(72, 0);
    expect(object.y).toBeCloseTo(none.y, 0);
  });

  it('refuses margins that leave no page with 400 naming margin, before loading anything', async () => {
    // Margins that fit, but not with the header's and footer's bands: only the renderer's geometry knows.
    const answer = await post(server, 'pdf', {
      source: '<p>x</p>',
      margin: '116mm 4mm',
      header: { source: 'h', height: '35mm' },
      footer: { source: 'f', height: '35mm' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.margin[0]).toMatch(
      /^leaves no room for content on the 595.28 × 841.89 pt page \(/,
    );
  });

  it('uses 48 px margins by default', async () => {
    const run = runOf(
      await pdf({ source: '<body style="margin:0"><p style="margin:0">Edge</p>', format: 'Letter' }),
      0,
      'Edge',
    );
    expect(run.x).toBeCloseTo(36, 0);
  });

  it('zooms: smaller text fits fewer pages, larger text needs more', async () => {
    const source = table(60);
    const pages = async (zoom: number) => (await pdf({ source, format: 'Letter', zoom })).pages;
    const [small, normal, large] = [await pages(0.5), await pages(1), await pages(2)];
    expect(normal).toHaveLength(4);
    expect(small.length).toBeLessThan(normal.length);
    expect(large.length).toBeGreaterThan(normal.length);
    expect(runOf({ pages: large } as PdfFacts, 0, 'Row 1').size).toBeCloseTo(
      2 * runOf({ pages: normal } as PdfFacts, 0, 'Row 1').size,
      0,
    );
  });
});

describe('laid out as the browser prints it', () => {
  const widthSource =
    "<p id='w'></p><script>document.getElementById('w').textContent = 'width ' + innerWidth</script>";

  it('lays the page out at the printable width of the format, margins and orientation', async () => {
    const width = async (options: object) => (await pdf({ source: widthSource, ...options })).pages[0].text;
    expect(await width({})).toBe('width 698'); // A4 less 48 px a side
    expect(await width({ landscape: true })).toBe('width 1027');
    expect(await width({ format: 'Letter', margin: 0 })).toBe('width 816');
    expect(await width({ margin: 0, zoom: 2 })).toBe('width 397');
  });

  it('keeps an element sized from the window inside the page, where a direct print puts it', async () => {
    // A chart sized by script from innerWidth, and the same box laid out by the print itself (width:100%).
    const row = (style: string) =>
      `<div style="display:flex;justify-content:space-between;${style}"><span>L</span><span>R</span></div>`;
    const scripted = await pdf({
      source: `<body style="margin:0"><div id="chart"></div><script>document.getElementById('chart').innerHTML = '${row('')}'; document.getElementById('chart').firstChild.style.width = innerWidth + 'px'</script>`,
    });
    const direct = await pdf({ source: `<body style="margin:0">${row('width:100%')}` });
    const rightEdge = (facts: PdfFacts) => facts.pages[0].runs.find((run) => run.text === 'R')!.x;
    expect(rightEdge(scripted)).toBeLessThan(595.28 - 36);
    expect(Math.abs(rightEdge(scripted) - rightEdge(direct))).toBeLessThan(1);
  });

  it('lets a script animation finish before printing', async () => {
    const facts = await pdf({
      source: `<p id="chart">drawn 0</p><script>
        const start = performance.now();
        const step = (now) => {
          const done = Math.min(100, Math.round(((now - start) / 600) * 100));
          document.getElementById('chart').textContent = 'drawn ' + done;
          if (done < 100) requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      </script>`,
    });
    expect(facts.pages[0].text).toBe('drawn 100');
  });
});

describe('a long table over several pages, and pages', () => {
  // Letter is 1056 px tall; less two 48 px margins that leaves 960 px: 19 rows of 50 px a page.
  const source = table(50);

  it('breaks 50 rows into pages of 19, 19 and 12', async () => {
    const facts = await pdf({ source, format: 'Letter' });
    expect(facts.pages).toHaveLength(3);
    expect(facts.pages[0].text).toMatch(/^Row 1\b[\s\S]*Row 19$/);
    expect(facts.pages[1].text).toMatch(/^Row 20\b[\s\S]*Row 38$/);
    expect(facts.pages[2].text).toMatch(/^Row 39\b[\s\S]*Row 50$/);
  });

  it('keeps only the pages asked for, ignoring numbers past the end', async () => {
    const second = await pdf({ source, format: 'Letter', pages: '2' });
    expect(second.pages.map((p) => p.text.split('\n')[0])).toEqual(['Row 20']);
    const some = await pdf({ source, format: 'Letter', pages: '1,3-9' });
    expect(some.pages.map((p) => p.text.split('\n')[0])).toEqual(['Row 1', 'Row 39']);
  });

  it('refuses a selection with no page of the document, naming pages', async () => {
    const answer = await post(server, 'pdf', { source, format: 'Letter', pages: '4-5' });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ pages: ['selects no page of this 3-page document'] });
  });

  it('answers pdf_pages as the pages kept', async () => {
    const answer = await post(server, 'pdf', {
      source,
      format: 'Letter',
      pages: '1-2',
      filename: 'two-pages',
    });
    expect(answer.json.pdf_pages).toBe(2);
  });
});

describe('header and footer', () => {
  const source = '<title>Doc title</title>' + table(50);

  it('draws them on every page with the page number and total', async () => {
    const facts = await pdf({
      source,
      format: 'Letter',
      header: { source: '<span>{{title}} · page {{page}} of {{total}}</span>' },
      footer: { source: '<div style="text-align:right">Footer {{page}}/{{total}}</div>', height: '20mm' },
    });
    expect(facts.pages.length).toBeGreaterThanOrEqual(3);
    const total = facts.pages.length;
    facts.pages.forEach((page, i) => {
      expect(page.text).toContain(`Doc title · page ${i + 1} of ${total}`);
      expect(page.text).toContain(`Footer ${i + 1}/${total}`);
    });
    // The header sits in the top margin and the footer in the bottom one, at 9 pt unless styled otherwise.
    const header = runOf(facts, 0, 'Doc title');
    const footer = runOf(facts, 0, 'Footer');
    const body = runOf(facts, 0, 'Row 1');
    expect(header.y).toBeGreaterThan(body.y);
    expect(footer.y).toBeLessThan(36 + 20 * 2.83);
    expect(header.size).toBeCloseTo(9, 0);
  });

  it('starts a band at start_at, keeping the body where it was', async () => {
    const facts = await pdf({
      source,
      format: 'Letter',
      header: { source: 'Head {{page}}' },
      footer: { source: 'Foot {{page}}', start_at: 2 },
    });
    expect(facts.pages.map((p) => [p.text.includes('Head'), p.text.includes('Foot')])).toEqual([
      [true, false],
      [true, true],
      [true, true],
    ]);
    expect(facts.pages[0].text).toContain('Head 1');
    expect(facts.pages[1].text).toContain('Foot 2');
    // Page 1 comes from a second print without the footer, with the same margins, so the rows break alike:
    // every row is there once, in order, none lost or doubled where the two prints meet.
    const rows = facts.pages.flatMap((p) => [...p.text.matchAll(/Row (\d+)/g)].map((m) => Number(m[1])));
    expect(rows).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('leaves the pages before a shared start_at without either band', async () => {
    const facts = await pdf({
      source,
      format: 'Letter',
      header: { source: 'Head {{page}}', start_at: 3 },
      footer: { source: 'Foot {{page}}', start_at: 3 },
    });
    expect(facts.pages.map((p) => p.text.includes('Head') || p.text.includes('Foot'))).toEqual([
      false,
      false,
      true,
    ]);
    expect(facts.pages[2].text).toContain('Head 3');
    expect(facts.pages[2].text).toContain('Foot 3');
  });

  it('leaves a variable it does not know as written, {{constructor}} included', async () => {
    const facts = await pdf({
      source: '<p>x</p>',
      header: { source: '{{constructor}} {{toString}} {{nope}} page {{ page }}' },
    });
    expect(facts.pages[0].text).toContain('{{constructor}} {{toString}} {{nope}} page 1');
  });

  it('fills {{url}} with the source URL and {{date}} with the print date', async () => {
    const facts = await pdf({ source: '<p>x</p>', header: { source: 'url=[{{url}}] date=[{{date}}]' } });
    expect(facts.pages[0].text).toContain('url=[]');
    // Chromium's print date: 11/22/26, 8:37 PM.
    expect(facts.pages[0].text).toMatch(/date=\[\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s[AP]M\]/);
  });
});

describe('remove_blank', () => {
  const source = '<p>content</p><div style="page-break-before: always"></div>';

  it('drops a blank last page', async () => {
    expect((await pdf({ source })).pages).toHaveLength(2);
    const facts = await pdf({ source, remove_blank: true });
    expect(facts.pages.map((p) => p.text)).toEqual(['content']);
  });

  it('counts a page background as blank, and anything drawn as content', async () => {
    const coloured = `<body style="background:#eef">${source}</body>`;
    expect((await pdf({ source: coloured, remove_blank: true })).pages).toHaveLength(1);
    const ruled = `${source}<div style="border-top:1px solid #000"></div>`;
    expect((await pdf({ source: ruled, remove_blank: true })).pages).toHaveLength(2);
  });

  it('keeps a last page that a footer is drawn on', async () => {
    expect((await pdf({ source, remove_blank: true, footer: { source: 'Foot' } })).pages).toHaveLength(2);
  });
});

describe('metadata, watermark, sandbox', () => {
  it('writes the Info dictionary: the standard keys and custom ones, non-ASCII included', async () => {
    const facts = await pdf({
      source: '<title>From the source</title><p>x</p>',
      metadata: {
        title: 'Quarterly report',
        author: 'Zoë 東京',
        subject: 'Q3',
        keywords: 'finance, q3',
        creator: 'tests',
        project: 'Apollo',
      },
    });
    expect(facts.info).toMatchObject({
      Title: 'Quarterly report',
      Author: 'Zoë 東京',
      Subject: 'Q3',
      Keywords: 'finance, q3',
      Creator: 'tests',
      project: 'Apollo',
    });
  });

  it('takes the title from <title>, and adds custom keys to a document without one', async () => {
    expect((await pdf({ source: '<title>Résumé</title><p>x</p>' })).info.Title).toBe('Résumé');
    expect((await pdf({ source: '<p>x</p>', metadata: { project: 'Apollo' } })).info.project).toBe('Apollo');
  });

  it('stamps a text watermark centred on every page', async () => {
    const facts = await pdf({
      source: table(50),
      format: 'Letter',
      watermark: { text: 'CONFIDENTIAL', rotate: 0, font_size: 40 },
    });
    expect(facts.pages).toHaveLength(3);
    for (const [i, page] of facts.pages.entries()) {
      expect(page.text).toContain('CONFIDENTIAL');
      const run = runOf(facts, i, 'CONFIDENTIAL');
      expect(run.size).toBeCloseTo(40, 0);
      // Centred: as far from the left edge as its end is from the right, its middle at mid-height.
      const width = 612 - 2 * run.x;
      expect(width).toBeGreaterThan(200);
      expect(run.y + 14).toBeCloseTo(396, -1);
    }
  });

  it('moves a watermark by its offsets: to an edge, or by a length from the centre', async () => {
    const at = async (watermark: object) =>
      runOf(
        await pdf({
          source: '<p>x</p>',
          format: 'Letter',
          watermark: { text: 'MARK', rotate: 0, ...watermark },
        }),
        0,
        'MARK',
      );
    const centre = await at({});
    expect((await at({ offset_x: 'left' })).x).toBeCloseTo(0, 0);
    expect((await at({ offset_x: '100pt' })).x).toBeCloseTo(centre.x + 100, 0);
    expect((await at({ offset_x: '-1in' })).x).toBeCloseTo(centre.x - 72, 0);
    expect((await at({ offset_y: '50pt' })).y).toBeCloseTo(centre.y - 50, 0); // down is positive, as on screen
    expect((await at({ offset_y: 'top' })).y).toBeGreaterThan(792 - 20);
  });

  it('stamps text the standard fonts lack with DejaVu', async () => {
    const facts = await pdf({ source: '<p>x</p>', watermark: { text: 'Черновик' } });
    expect(facts.pages[0].text).toContain('Черновик');
  });

  it('stamps an image watermark', async () => {
    const pixel = RED_PNG;
    const plain = await pdf({ source: '<p>x</p>' });
    const stamped = await pdf({ source: '<p>x</p>', watermark: { image: pixel } });
    expect(plain.pages[0].images).toBe(0);
    expect(stamped.pages[0].images).toBe(1);
  });

  it('stamps the first page of a PDF given as the watermark source', async () => {
    const stamp = await post(server, 'pdf', {
      source: '<p style="font-size:30px">STAMPED FROM A PDF</p>',
      format: '105x148mm',
    });
    expect(stamp.status).toBe(200);
    const facts = await pdf({ source: '<p>body</p>', watermark: { source: stamp.bytes.toString('base64') } });
    expect(facts.pages[0].text).toContain('body');
    expect(facts.pages[0].text).toMatch(/STAMPED FROM\s+A PDF/);
  });

  it('refuses an image watermark that is not an image, naming the field', async () => {
    const answer = await post(server, 'pdf', {
      source: '<p>x</p>',
      watermark: { image: 'bm90IGFuIGltYWdl' },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json.errors)).toEqual(['watermark.image']);
  });

  it('marks sandbox documents with a visible SANDBOX on every page', async () => {
    const facts = await pdf({ source: table(50), format: 'Letter', sandbox: true });
    expect(facts.pages.map((p) => p.text.includes('SANDBOX'))).toEqual([true, true, true]);
    expect((await pdf({ source: '<p>paid</p>' })).pages[0].text).not.toContain('SANDBOX');
  });
});

describe('protection, PDF/A and linearization', () => {
  it('encrypts with the user password and leaves out the denied permissions', async () => {
    const answer = await post(server, 'pdf', {
      source: '<p>secret</p>',
      metadata: { author: 'Ada' },
      protection: { user_password: 'open-me', owner_password: 'own-me', no_print: true, no_copy: true },
    });
    expect(answer.headers.get('x-local-not-applied')).toBeNull();
    await expect(readPdf(answer.bytes)).rejects.toMatchObject({ name: 'PasswordException' });
    const facts = await readPdf(answer.bytes, 'open-me');
    expect(facts.pages[0].text).toBe('secret');
    expect(facts.info.Author).toBe('Ada'); // strings decrypt too
    // pdf.js PermissionFlag: 4 print, 8 modify, 16 copy, 2048 print high quality.
    expect(facts.permissions).toEqual(expect.arrayContaining([8]));
    expect(facts.permissions).not.toContain(4);
    expect(facts.permissions).not.toContain(16);
    expect(facts.permissions).not.toContain(2048);
  });

  it('restricts without a user password: the file opens, the permissions still apply', async () => {
    const answer = await post(server, 'pdf', {
      source: '<p>open</p>',
      protection: { no_modify: true, author: 'Grace' },
    });
    const facts = await readPdf(answer.bytes);
    expect(facts.pages[0].text).toBe('open');
    expect(facts.info.Author).toBe('Grace'); // protection.author, when metadata names none
    expect(facts.permissions).not.toContain(8);
    expect(facts.permissions).toContain(4);
  });

  it('says in a header that PDF/A and linearization are not emulated', async () => {
    const answer = await post(server, 'pdf', { source: '<p>x</p>', pdfa: true, linearize: true });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-local-not-applied')).toBe('pdfa, linearize');
  });
});

describe('stylesheets and timing', () => {
  it('captures the screen stylesheet unless use_print asks for the print one', async () => {
    const source = '<style>@media print { p::after { content: " (print)" } }</style><p>media</p>';
    expect((await pdf({ source })).pages[0].text).toBe('media');
    expect((await pdf({ source, use_print: true })).pages[0].text).toBe('media (print)');
  });

  it('waits `delay` milliseconds before the capture', async () => {
    // The script adds its text 100 ms after load; a capture without the delay is not asserted (timing).
    const source =
      "<p>now</p><script>setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<p>LATER</p>'), 100)</script>";
    expect((await pdf({ source, delay: 1500 })).pages[0].text).toContain('LATER');
  });
});

describe('backgrounds', () => {
  it('prints backgrounds unless disable_backgrounds', async () => {
    const source = '<p style="background:#ff0000">on red</p>';
    expect((await pdf({ source })).pages[0].fillColors).toContain('#ff0000');
    const plain = await pdf({ source, disable_backgrounds: true });
    expect(plain.pages[0].fillColors).not.toContain('#ff0000');
    expect(plain.pages[0].text).toBe('on red');
  });
});

describe('a template generated with data, rendered by Chromium', () => {
  it('fills a list of items with Handlebars and lays them out over pages', async () => {
    const send = (path: string, body: object) => request(server, 'POST', path, body);
    const content =
      '<style>body{margin:0} p{height:100px;margin:0}</style><h1>{{title}}</h1>' +
      '{{#each items}}<p>Item {{@index}}: {{name}}</p>{{/each}}';
    expect((await send('/templates', { slug: 'chromium-items', name: 'Items', content })).status).toBe(200);
    const items = Array.from({ length: 12 }, (_, i) => ({ name: `widget-${i}` }));
    const answer = await send('/templates/chromium-items.pdf', { title: 'Order <42>', items });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-local-renderer')).toBe('chromium');
    const facts = await readPdf(answer.bytes);
    // Twelve 100 px rows and a heading do not fit on one A4 page (1123 px tall less the margins).
    expect(facts.pages.length).toBeGreaterThan(1);
    const text = facts.pages.map((page) => page.text).join('\n');
    expect(text).toContain('Order <42>');
    items.forEach((item, i) => expect(text).toContain(`Item ${i}: ${item.name}`));
  });
});
