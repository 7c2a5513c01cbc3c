// Every script the server has fonts for renders: a PDF of Chinese, Japanese, Korean, Hindi, Thai, Arabic,
// Hebrew and an emoji embeds the Noto fonts and its text extracts back; a PNG of a CJK character and an emoji
// draws pixels; a page with a script no font covers says which (X-Local-Missing-Glyphs), and one fully covered
// says nothing; pages that reach for fonts we lack keep the browser up. One server (one browser) for the file.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { convert, convertOk } from '@doc-convert/testing/conversion';
import { readPdf } from '@doc-convert/testing/pdf';
import { readPng } from '@doc-convert/testing/png';
import { startLocalServer, type LocalServer } from '../src/index';
import type { ChromiumRenderer } from '../src/render/chromium';

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

describe('font fallback paths', () => {
  // Skia's font manager aborts the headless shell ("Not implemented") only when fontconfig can read no font at
  // all (packages/doc-convert-server/test/fonts.chromium.test.ts): with ours, every page that reaches for a font we lack, by name, by
  // local(), by keyword or by a character, keeps the browser up.
  const PAGES: Record<string, string> = {
    'local() in @font-face': `<style>@font-face{font-family:X;src:local("Arial"),local("Noto Sans")}</style><p style="font-family:X">hi 中 ༀ</p>`,
    'system font names': `<p style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,system-ui,emoji,math,fangsong">hi ༀ 😀 ∑</p>`,
    'system font keywords and controls': `<p style="font:menu">a ༀ</p><p style="font:caption">b</p><input value="ༀ x"><select><option>ༀ</option></select><button>ༀ</button>`,
    'generic families': `<p style="font-family:ui-serif">a ༀ</p><p style="font-family:ui-monospace">b</p><p style="font-family:cursive">ༀ</p><p style="font-family:fantasy">e</p>`,
    'canvas text no font covers': `<canvas id=c></canvas><script>const x=document.getElementById('c').getContext('2d');x.font='20px sans-serif';x.fillText('ༀ Ꭰ 中 😀',10,20);new OffscreenCanvas(50,50).getContext('2d').fillText('ༀ',1,10)</script>`,
    'emoji presentation and sequences': `<p style="font-variant-emoji:emoji">☺ ❤ 😀 🏳️‍🌈 ༀ</p><svg><text x=10 y=20 font-family="Arial">ༀ Ꭰ</text></svg>`,
    'languages without fonts': `<p lang="bo">ༀ</p><p lang="chr">Ꭰ</p><p lang="ar" dir="rtl">مرحبا ༀ</p><math><mi>𝔸</mi></math>`,
  };

  it.each(Object.entries(PAGES))('renders a page with %s, on the same browser', async (_, source) => {
    const renderer = server.renderer as ChromiumRenderer;
    const before = await renderer.browserPid();
    expect((await convert(server, 'pdf', { source })).status).toBe(200);
    expect(await renderer.browserPid()).toBe(before);
  });
});
