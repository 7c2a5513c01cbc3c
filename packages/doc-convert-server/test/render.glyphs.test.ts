// Which characters the server's fonts draw: the cmap reader on the real font files (format 4 in DejaVu, format
// 12 in Noto Sans SC), and the scripts of the characters none covers, as X-Local-Missing-Glyphs names them.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { covers, fontCoverage } from '../src/render/chromium/cmap';
import { dejavuDir, scriptFontDirs } from '../src/render/chromium/fonts';
import { fontCoverages, missingScripts, scriptOf } from '../src/render/chromium/glyphs';

const dejavu = fontCoverage(readFileSync(join(dejavuDir()!, 'DejaVuSans.ttf')));
const sc = scriptFontDirs().find((dir) => dir.includes('noto-sans-sc'))!;
const chinese = fontCoverage(readFileSync(join(sc, 'NotoSansSC_400Regular.ttf')));

describe('fontCoverage', () => {
  it('reads which code points a font maps to a glyph', () => {
    expect(['A', 'Ж', '中'].map((char) => covers([dejavu], char.codePointAt(0)!))).toEqual([
      true,
      true,
      false,
    ]);
    expect(['中', 'あ', 'ༀ'].map((char) => covers([chinese], char.codePointAt(0)!))).toEqual([
      true,
      true,
      false,
    ]);
    expect(covers([dejavu, chinese], '中'.codePointAt(0)!)).toBe(true);
  });

  it('covers nothing in a file that is not a font with a cmap', () => {
    const noTables = Buffer.alloc(12);
    expect(fontCoverage(noTables)).toEqual([]);
  });
});

describe('missingScripts', () => {
  it('names the scripts of uncovered characters once each, in order, skipping spaces and controls', () => {
    expect(missingScripts('A ༀ\n中 Ꭰ ༁ \u200d\ufe0f', [dejavu])).toEqual(['Tibetan', 'Han', 'Cherokee']);
    expect(missingScripts('A 中 ж', [dejavu, chinese])).toEqual([]);
  });

  it('names a script by its Unicode name, and a symbol as Common', () => {
    expect(['ᠠ', 'ꦄ', '\u{1F8B0}'].map(scriptOf)).toEqual(['Mongolian', 'Javanese', 'Common (symbols)']);
  });

  it('reads the fonts of the folders once', async () => {
    const coverages = fontCoverages([dejavuDir()!, ...scriptFontDirs()]);
    const first = coverages();
    expect(coverages()).toBe(first);
    expect(missingScripts('中 한 न ไ ع ש 🦊 ༀ', await first)).toEqual(['Tibetan']);
  });
});
