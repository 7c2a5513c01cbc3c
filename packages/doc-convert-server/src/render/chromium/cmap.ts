// Which characters a TrueType/OpenType font has a glyph for: a small reader of its `cmap` table (the
// Unicode subtables, format 12 for the full range and format 4 for the Basic Multilingual Plane), so the server
// can tell which characters of a page none of its fonts draws without asking fontconfig. Spec: Microsoft's
// OpenType "cmap — Character to Glyph Index Mapping Table" (learn.microsoft.com/typography/opentype/spec/cmap).

/** Ranges of covered code points, [first, last] inclusive. */
export type Coverage = Array<[number, number]>;

function tableOffset(font: Buffer, tag: string): number | undefined {
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === tag) return font.readUInt32BE(record + 8);
  }
  return undefined;
}

function format12(font: Buffer, at: number): Coverage {
  const groups = font.readUInt32BE(at + 12);
  const ranges: Coverage = [];
  for (let i = 0; i < groups; i++) {
    const group = at + 16 + i * 12;
    ranges.push([font.readUInt32BE(group), font.readUInt32BE(group + 4)]);
  }
  return ranges;
}

function format4(font: Buffer, at: number): Coverage {
  const segments = font.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const ranges: Coverage = [];
  for (let i = 0; i < segments; i++) {
    const start = font.readUInt16BE(starts + i * 2);
    const end = font.readUInt16BE(ends + i * 2);
    if (start === 0xffff) continue;
    const delta = font.readInt16BE(deltas + i * 2);
    const rangeOffset = font.readUInt16BE(rangeOffsets + i * 2);
    // A code point whose glyph index comes out 0 maps to .notdef: not covered.
    for (let code = start; code <= end; code++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const at16 = rangeOffsets + i * 2 + rangeOffset + (code - start) * 2;
        glyph = at16 + 1 < font.length ? font.readUInt16BE(at16) : 0;
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph === 0) continue;
      const last = ranges[ranges.length - 1];
      if (last && last[1] === code - 1) last[1] = code;
      else ranges.push([code, code]);
    }
  }
  return ranges;
}

/** The code points a font file maps to a glyph; empty when it has no Unicode cmap it can read. */
export function fontCoverage(font: Buffer): Coverage {
  const cmap = tableOffset(font, 'cmap');
  if (cmap === undefined) return [];
  const count = font.readUInt16BE(cmap + 2);
  let best: { format: number; at: number } | undefined;
  for (let i = 0; i < count; i++) {
    const record = cmap + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    const at = cmap + font.readUInt32BE(record + 4);
    const format = font.readUInt16BE(at);
    if (format === 12 && best?.format !== 12) best = { format, at };
    else if (format === 4 && !best) best = { format, at };
  }
  if (!best) return [];
  return best.format === 12 ? format12(font, best.at) : format4(font, best.at);
}

/** Whether one of the coverages has the code point (binary search: ranges are sorted within a font). */
export function covers(coverages: readonly Coverage[], code: number): boolean {
  for (const ranges of coverages) {
    let low = 0;
    let high = ranges.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const [first, last] = ranges[middle]!;
      if (code < first) high = middle - 1;
      else if (code > last) low = middle + 1;
      else return true;
    }
  }
  return false;
}
