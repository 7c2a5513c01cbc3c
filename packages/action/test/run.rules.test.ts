// The small rules behind the summary and the output names: output mapping, names for one source, the slug of
// a template file, data files read as a template's data, page counting across read chunks, and how numbers
// read.
import { describe, expect, it, jest } from '@jest/globals';
import * as core from './fixtures/core';

jest.unstable_mockModule('@actions/core', () => core);
const { outputName, sourceName } = await import('../src/plan/jobs');
const { PageCounter } = await import('../src/convert/pdf-pages');
const { slugOfFile } = await import('../src/plan/template-file');
const { parseData } = await import('../src/plan/data-files');
const { creditsRefusal } = await import('../src/plan/credits');
const { workOf } = await import('../src/report/report');
const { displayPath, formatBytes, formatDuration } = await import('../src/report/format');
const { mapWithConcurrency } = await import('../src/convert/pool');

describe('output names', () => {
  it.each([
    ['reports/q1.html', 'pdf', 'reports/q1.pdf'],
    ['reports/q1.HTM', 'png', 'reports/q1.png'],
    ['a/b.xhtml', 'pdf', 'a/b.pdf'],
    ['notes.txt', 'pdf', 'notes.txt.pdf'],
    ['archive.html.bak', 'pdf', 'archive.html.bak.pdf'],
    ['shots/home.html', 'jpeg', 'shots/home.jpeg'],
    ['shots/home.html', 'webp', 'shots/home.webp'],
  ] as const)('%s as %s → %s', (input, type, expected) => {
    expect(outputName(input, type)).toBe(expected);
  });

  it.each([
    ['data/acme.json', 'pdf', 'data/acme.pdf'],
    ['data/2026/Q1.JSON', 'png', 'data/2026/Q1.png'],
    ['data/acme.json.txt', 'pdf', 'data/acme.json.txt.pdf'],
  ] as const)('data file %s as %s → %s', (input, type, expected) => {
    expect(outputName(input, type, /\.json$/i)).toBe(expected);
  });

  it.each([
    ['https://example.com/invoices/2024-03.html', '2024-03'],
    ['https://example.com/', 'example.com'],
    ['https://example.com/a%20b/report.php?id=1', 'report'],
    ['<h1>inline</h1>', 'document'],
  ])('one source %s is named %s', (source, expected) => {
    expect(sourceName(source)).toBe(expected);
  });

  it('shows paths relative to the workspace, absolute outside it', () => {
    expect(displayPath('/ws', '/ws/doc-convert/a.pdf')).toBe('doc-convert/a.pdf');
    expect(displayPath('/ws', '/tmp/out/a.pdf')).toBe('/tmp/out/a.pdf');
    expect(displayPath('/ws', '/ws-other/a.pdf')).toBe('/ws-other/a.pdf');
  });
});

describe('the slug of a template file', () => {
  it.each([
    ['templates/invoice.html', 'invoice'],
    ['templates/Invoice 2026 (draft).html', 'Invoice-2026-draft'],
    ['a/b/credit_note-v2.hbs.html', 'credit_note-v2-hbs'],
    ['templates/.html', ''],
    ['templates/ü.html', ''],
  ])('%s → %j', (file, slug) => {
    expect(slugOfFile(file)).toBe(slug);
  });
});

describe('data files', () => {
  it('reads a JSON object, a byte order mark first or not', () => {
    expect(parseData('{"name": "Ada", "items": [1]}', 'pdf')).toEqual({ data: { name: 'Ada', items: [1] } });
    expect(parseData('\uFEFF{"name": "Ada"}', 'pdf')).toEqual({ data: { name: 'Ada' } });
  });

  it.each([
    ['[1, 2]', 'an array'],
    ['"Ada"', 'a string'],
    ['42', 'a number'],
    ['null', 'null'],
  ])('refuses %s: not an object', (text, kind) => {
    expect(parseData(text, 'pdf')).toEqual({
      error: `The data must be a JSON object of the template's variables, e.g. {"name": "Ada"}; got ${kind}.`,
    });
  });

  it('refuses a key the service would read as an option of the type, naming it and the ways out', () => {
    const refused = parseData('{"name": "Ada", "viewport": "x"}', 'png');
    expect(refused).toEqual({
      error: expect.stringMatching(
        /^Not sent: the key "viewport" is the name of a PNG option: .* Rename the variable, or nest it/,
      ),
    });
    // The same key is a plain variable where the type has no such option, and for html any key goes.
    expect(parseData('{"name": "Ada", "viewport": "x"}', 'pdf')).toEqual({
      data: { name: 'Ada', viewport: 'x' },
    });
    expect(parseData('{"format": "A4", "source": "web"}', 'html')).toEqual({
      data: { format: 'A4', source: 'web' },
    });
  });

  it('gives the line and column of a syntax error when the parser names its position', () => {
    expect(parseData('{\n  "a": 1\n  "b": 2\n}', 'pdf')).toMatchObject({ at: { line: 3, column: 3 } });
    expect(parseData('{"a": "b', 'pdf')).toMatchObject({ at: { line: 1, column: 9 } });
    const unplaced = parseData('{"a": }', 'pdf');
    expect(unplaced).toMatchObject({ error: expect.stringMatching(/^Not valid JSON: Unexpected token/) });
    expect(unplaced).not.toHaveProperty('at.line');
    expect(parseData('', 'pdf')).toEqual({
      error: 'Not valid JSON: Unexpected end of JSON input',
      at: undefined,
    });
  });
});

describe('PDF pages', () => {
  const count = (...chunks: string[]) => {
    const counter = new PageCounter();
    for (const chunk of chunks) counter.push(Buffer.from(chunk, 'latin1'));
    return counter.pages();
  };

  it('counts /Type /Page objects, not the /Type /Pages tree', () => {
    const pdf =
      '%PDF-1.7\n1 0 obj <</Type /Pages /Count 2>>\n2 0 obj <</Type /Page>>\n3 0 obj <</Type/Page /Parent 1 0 R>>';
    expect(count(pdf)).toBe(2);
  });

  it('counts a page whose marker is split across two chunks exactly once, wherever the split falls', () => {
    const text = `${' '.repeat(100)}/Type /Page\n/Type /Pages${' '.repeat(100)}`;
    for (let at = 0; at <= text.length; at++) expect(count(text.slice(0, at), text.slice(at))).toBe(1);
    expect(count(...text.split(''))).toBe(1);
  });

  it('counts while passing a stream through unchanged', async () => {
    const counter = new PageCounter();
    const parts = ['<</Type /Pa', 'ge>> <</Type /Page>>'].map((part) => Buffer.from(part, 'latin1'));
    const seen: Uint8Array[] = [];
    for await (const chunk of counter.tap(
      (async function* () {
        yield* parts;
      })(),
    ))
      seen.push(chunk);
    expect(seen).toEqual(parts);
    expect(counter.pages()).toBe(2);
  });

  it('answers undefined when no page can be seen (compressed object streams)', () => {
    expect(count('%PDF-1.7\n<</Type /ObjStm /Filter /FlateDecode>>')).toBeUndefined();
  });
});

describe('credits preflight', () => {
  const credits = { base: 100, total: 100, used: 90, remaining: 10 };
  const work = workOf({ target: { kind: 'files', patterns: ['*.html'] } });
  it('passes when the remaining credits cover min-credits and one per file', () => {
    expect(creditsRefusal(credits, { minCredits: 10, sandbox: false, work, files: 10 })).toBeUndefined();
  });
  it('refuses below min-credits', () => {
    expect(creditsRefusal(credits, { minCredits: 11, sandbox: true, work, files: 0 })).toBe(
      '10 credits remaining, below min-credits (11).',
    );
  });
  it('refuses fewer credits than files outside the sandbox only', () => {
    expect(creditsRefusal(credits, { minCredits: 0, sandbox: false, work, files: 11 })).toMatch(
      /fewer than the 11 files/,
    );
    expect(creditsRefusal(credits, { minCredits: 0, sandbox: true, work, files: 11 })).toBeUndefined();
  });
});

describe('formatting', () => {
  it.each([
    [812, '812 B'],
    [14_200, '14.2 kB'],
    [3_100_000, '3.1 MB'],
  ])('%d bytes read %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
  it.each([
    [340, '340 ms'],
    [2_400, '2.4 s'],
    [72_000, '1 min 12 s'],
  ])('%d ms read %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});

describe('concurrency', () => {
  it('runs at most `limit` tasks at once and keeps results in order', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, n * 3));
      running--;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });

  it('a task that releases its lane lets the next one start, with at most two unfinished per lane', async () => {
    const events: string[] = [];
    let unfinished = 0;
    let peak = 0;
    const results = await mapWithConcurrency([1, 2, 3, 4], 1, async (n, _index, release) => {
      unfinished++;
      peak = Math.max(peak, unfinished);
      events.push(`start ${n}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      release();
      await new Promise((resolve) => setTimeout(resolve, 20)); // the tail: flushing a file
      events.push(`end ${n}`);
      unfinished--;
      return n;
    });
    expect(results).toEqual([1, 2, 3, 4]);
    expect(peak).toBe(2);
    // 2 starts while 1 finishes; 3 only once 1 has ended, and so on.
    expect(events).toEqual(['start 1', 'start 2', 'end 1', 'start 3', 'end 2', 'start 4', 'end 3', 'end 4']);
  });

  it('a failing task fails the whole map, after the lanes stop', async () => {
    await expect(
      mapWithConcurrency([1, 2, 3], 2, async (n) => {
        if (n === 2) throw new Error('boom');
        return n;
      }),
    ).rejects.toThrow('boom');
  });
});
