// PDFs written by hand for the tests of the outline's PDF reader and writer, each shape a renderer may give:
// a cross-reference table or a cross-reference stream (compressed, with the PNG predictor), objects packed in
// object streams, named destinations in the catalog's /Dests or in a /Names tree, content compressed or not,
// an earlier incremental update. Text is drawn in Helvetica (WinAnsi), one line per `Tj`, at known places.
import { deflateSync } from 'node:zlib';

export interface FixtureLine {
  text: string;
  /** Baseline, points from the bottom-left corner. */
  x: number;
  y: number;
  size: number;
}

export interface FixturePage {
  lines: FixtureLine[];
  /** Link annotations opening a URI (`./b.pdf#sec`, `https://…`), each over `rect` (default the page's top). */
  links?: Array<{ uri: string; rect?: [number, number, number, number] }>;
}

export interface FixtureOptions {
  pages: FixturePage[];
  /** Named destinations: name → [page index, left, top]. */
  dests?: Record<string, [number, number, number]>;
  /** Where the destinations are written. Default 'dests' (the catalog's /Dests, as Chromium writes them). */
  destsIn?: 'dests' | 'names';
  /** Cross-reference stream (compressed, PNG up predictor) instead of a table. */
  xrefStream?: boolean;
  /** Pages, fonts and the catalog packed into an object stream (needs xrefStream). */
  objectStreams?: boolean;
  /** Content streams Flate-compressed. */
  compress?: boolean;
  /** Bytes before the header (some servers prepend junk; offsets then count from the header). */
  junkBefore?: string;
  /** Catalog entries written as they are, e.g. `/PageLayout /OneColumn`. */
  catalogExtra?: string;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

function escapeLiteral(text: string): string {
  return text.replace(/[\\()]/g, '\\$&');
}

/** A PDF of `options.pages`, 595 × 842 points each. */
export function fixturePdf(options: FixtureOptions): Buffer {
  const pageCount = options.pages.length;
  // Numbers: 1 catalog, 2 page tree, 3 font, then per page: page, content.
  const pageNum = (i: number) => 4 + i * 2;
  const contentNum = (i: number) => 5 + i * 2;
  let next = 4 + pageCount * 2;
  const objects = new Map<number, { body: string; stream?: Buffer }>();

  const destEntries = Object.entries(options.dests ?? {});
  const destArray = ([page, left, top]: [number, number, number]) =>
    `[${pageNum(page)} 0 R /XYZ ${left} ${top} 0]`;
  let catalog = `<</Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ''}`;
  if (destEntries.length > 0 && (options.destsIn ?? 'dests') === 'dests') {
    const dests = next++;
    objects.set(dests, {
      body: `<<${destEntries.map(([name, d]) => `/${name} ${destArray(d)}`).join('\n')}>>`,
    });
    catalog += ` /Dests ${dests} 0 R`;
  } else if (destEntries.length > 0) {
    const tree = next++;
    const sorted = [...destEntries].sort(([a], [b]) => (a < b ? -1 : 1));
    objects.set(tree, {
      body: `<</Names [${sorted.map(([name, d]) => `(${escapeLiteral(name)}) ${destArray(d)}`).join(' ')}]>>`,
    });
    catalog += ` /Names <</Dests ${tree} 0 R>>`;
  }
  objects.set(1, { body: `${catalog}>>` });
  objects.set(2, {
    body: `<</Type /Pages /Kids [${options.pages.map((_, i) => `${pageNum(i)} 0 R`).join(' ')}] /Count ${pageCount}>>`,
  });
  objects.set(3, {
    body: '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding>>',
  });
  options.pages.forEach((page, i) => {
    const links = (page.links ?? []).map(
      ({ uri, rect = [72, 780, 300, 800] }) =>
        `<</Type /Annot /Subtype /Link /Rect [${rect.join(' ')}] /Border [0 0 0] /A <</S /URI /URI (${escapeLiteral(uri)})>>>>`,
    );
    const annots = links.length > 0 ? ` /Annots [${links.join(' ')}]` : '';
    objects.set(pageNum(i), {
      body: `<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources <</Font <</F1 3 0 R>>>> /Contents ${contentNum(i)} 0 R${annots}>>`,
    });
    const content = page.lines
      .map((l) => `BT /F1 ${l.size} Tf ${l.x} ${l.y} Td (${escapeLiteral(l.text)}) Tj ET`)
      .join('\n');
    const data = options.compress ? deflateSync(latin1(content)) : latin1(content);
    objects.set(contentNum(i), {
      body: `<</Length ${data.length}${options.compress ? ' /Filter /FlateDecode' : ''}>>`,
      stream: data,
    });
  });

  // Objects that may go into an object stream: dictionaries without a stream, but the catalog's destinations.
  const packed = new Set<number>();
  if (options.objectStreams) {
    for (const [num, object] of objects) if (!object.stream) packed.add(num);
  }

  const parts: Buffer[] = [];
  let length = 0;
  const push = (buffer: Buffer) => {
    parts.push(buffer);
    length += buffer.length;
  };
  const junk = latin1(options.junkBefore ?? '');
  push(junk);
  const offset = () => length - junk.length;
  push(latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'));
  const offsets = new Map<number, number>();
  const inStream = new Map<number, [number, number]>();
  for (const [num, object] of [...objects].sort(([a], [b]) => a - b)) {
    if (packed.has(num)) continue;
    offsets.set(num, offset());
    push(latin1(`${num} 0 obj\n${object.body}\n`));
    if (object.stream) {
      push(latin1('stream\n'));
      push(object.stream);
      push(latin1('\nendstream\n'));
    }
    push(latin1('endobj\n'));
  }
  if (packed.size > 0) {
    const streamNum = next++;
    const nums = [...packed].sort((a, b) => a - b);
    let header = '';
    let body = '';
    nums.forEach((num, index) => {
      header += `${num} ${body.length} `;
      body += `${objects.get(num)!.body}\n`;
      inStream.set(num, [streamNum, index]);
    });
    const data = deflateSync(latin1(header + body));
    offsets.set(streamNum, offset());
    push(
      latin1(
        `${streamNum} 0 obj\n<</Type /ObjStm /N ${nums.length} /First ${header.length} /Length ${data.length} /Filter /FlateDecode>>\nstream\n`,
      ),
    );
    push(data);
    push(latin1('\nendstream\nendobj\n'));
  }
  const size = next + (options.xrefStream ? 1 : 0);
  const xrefOffset = offset();
  if (!options.xrefStream) {
    let table = `xref\n0 ${size}\n0000000000 65535 f\r\n`;
    for (let num = 1; num < size; num++) {
      const at = offsets.get(num);
      table += at === undefined ? '0000000000 65535 f\r\n' : `${String(at).padStart(10, '0')} 00000 n\r\n`;
    }
    push(latin1(`${table}trailer\n<</Size ${size} /Root 1 0 R>>\nstartxref\n${xrefOffset}\n%%EOF\n`));
    return Buffer.concat(parts);
  }
  const xrefNum = next;
  offsets.set(xrefNum, xrefOffset);
  // Rows of [type, offset (4 bytes), field 3 (2 bytes)], each after a PNG "up" filter byte.
  const rows: number[][] = [];
  for (let num = 0; num < size; num++) {
    const packedAt = inStream.get(num);
    const at = offsets.get(num);
    if (packedAt) rows.push([2, ...be(packedAt[0], 4), ...be(packedAt[1], 2)]);
    else if (at !== undefined) rows.push([1, ...be(at, 4), 0, 0]);
    else rows.push([0, 0, 0, 0, 0, 0, 0]);
  }
  const filtered: number[] = [];
  rows.forEach((row, r) => {
    filtered.push(2);
    row.forEach((value, i) => filtered.push((value - (r > 0 ? rows[r - 1]![i]! : 0)) & 0xff));
  });
  const data = deflateSync(Buffer.from(filtered));
  push(
    latin1(
      `${xrefNum} 0 obj\n<</Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Length ${data.length} /Filter /FlateDecode /DecodeParms <</Predictor 12 /Columns 7>>>>\nstream\n`,
    ),
  );
  push(data);
  push(latin1(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`));
  return Buffer.concat(parts);
}

function be(value: number, width: number): number[] {
  return Array.from({ length: width }, (_, i) => Math.floor(value / 256 ** (width - 1 - i)) % 256);
}

/** A page of `lines` headings and text, from the top down, one every 40 points. */
export function page(...texts: Array<string | [string, number]>): FixturePage {
  return {
    lines: texts.map((entry, i) => {
      const [text, size] = typeof entry === 'string' ? [entry, 12] : entry;
      return { text, x: 72, y: 770 - i * 40, size };
    }),
  };
}
