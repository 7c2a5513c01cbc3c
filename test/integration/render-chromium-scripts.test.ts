// Every script the server has fonts for renders: a PDF of Chinese, Japanese, Korean, Hindi, Thai, Arabic,
// Hebrew and an emoji embeds the Noto fonts and its text extracts back; a PNG of a CJK character and an emoji
// draws pixels; a page with a script no font covers says which (X-Local-Missing-Glyphs), and one fully covered
// says nothing. One server (one browser) for the whole file.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { convert, convertOk } from '../helpers/conversion';
import { readPdf } from '../helpers/pdf';
import { readPng } from '../helpers/png';
import { startLocalServer, type LocalServer } from '../../server/index';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'chromium' });
});

afterAll(async () => {
  await server.close();
});

const LINES: Array<[string, string, RegExp]> = [
  ['Chinese', '汉字测试', /^NotoSansSC/],
  ['Japanese', 'ひらがなカタカナ', /^NotoSansSC/],
  ['Korean', '한국어', /^NotoSansKR/],
  ['Hindi', 'नमस्ते', /^NotoSansDevanagari/],
  ['Thai', 'สวัสดี', /^NotoSansThai/],
  ['Arabic', 'مرحبا', /^NotoSansArabic/],
  ['Hebrew', 'שלום', /^(NotoSansHebrew|OpenSans)-/], // Open Sans has Hebrew itself
  ['emoji', '😀', /^NotoEmoji/],
];

describe('scripts beyond Latin', () => {
  it('embeds a Noto font for each script in the PDF, and its text extracts back', async () => {
    const source = LINES.map(([name, text]) => `<p>${name}: ${text}</p>`).join('');
    const answer = await convertOk(server, 'pdf', { source });
    expect(answer.headers.get('x-local-missing-glyphs')).toBeNull();
    const [page] = (await readPdf(answer.bytes)).pages;
    for (const [name, text, font] of LINES) {
      expect([name, page!.fonts.some((embedded) => font.test(embedded))]).toEqual([name, true]);
      const lines = page!.text.normalize('NFKC').split('\n');
      const line = lines.find((candidate) => candidate.startsWith(`${name}: `))?.slice(name.length + 2);
      if (name !== 'Arabic') expect([name, line]).toEqual([name, text]);
      // Arabic comes back as presentation forms in visual order, and a joined glyph's letter can be lost
      // (the PDF's ToUnicode maps a shaped glyph to nothing): its letters read right to left, mostly.
      else expect(line?.replace(/ /g, '')).toContain([...text.slice(0, 3)].reverse().join(''));
    }
  });

  it('draws a CJK character and an emoji in a PNG, each its own glyph rather than the empty box', async () => {
    /** The dark pixels of `text` drawn at 80px, as one string of their positions. */
    const drawn = async (text: string) => {
      const answer = await convertOk(server, 'png', {
        source: `<body style="margin:0;background:#fff;font-size:80px">${text}</body>`,
        viewport: '120x120',
      });
      const image = readPng(answer.bytes);
      const dark: number[] = [];
      for (let at = 0; at < image.data.length; at += image.channels) {
        if (image.data[at]! < 128 && image.data[at + 1]! < 128 && image.data[at + 2]! < 128) dark.push(at);
      }
      return dark;
    };
    // Tibetan has no font here: the box every missing character is drawn as.
    const box = (await drawn('ༀ')).join();
    // Two characters of one script drawn alike would be two boxes.
    for (const [one, other] of [
      ['中', '国'],
      ['🦊', '🚀'], // DejaVu has neither: Noto Emoji draws them
    ]) {
      const [first, second] = [await drawn(one!), await drawn(other!)];
      expect(first.length).toBeGreaterThan(200);
      expect({ [one!]: { box: first.join() === box, [other!]: first.join() === second.join() } }).toEqual({
        [one!]: { box: false, [other!]: false },
      });
    }
  });
});

describe('X-Local-Missing-Glyphs', () => {
  it('names the scripts of characters no font draws', async () => {
    const answer = await convert(server, 'pdf', { source: '<p>Tibetan ༀ and Cherokee Ꭰ, with 中文</p>' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-local-missing-glyphs')).toBe('Tibetan, Cherokee');
  });

  it('is absent when every character has a glyph', async () => {
    const answer = await convert(server, 'png', { source: '<p>Hello, мир, 世界 😀</p>' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-local-missing-glyphs')).toBeNull();
  });
});
