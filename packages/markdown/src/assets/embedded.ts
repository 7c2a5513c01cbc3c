// The assets inside the bundle: what `#assets` resolves to under the `doc-convert-bundle` condition (the faces'
// builds set it, build/tsup.*.ts), so a bundled face carries the pinned Mermaid's script and KaTeX's stylesheet
// and fonts in its Markdown bundle and reads no file (the n8n node cannot). esbuild inlines each file as text or
// bytes (import attributes `type: 'text'` and `'bytes'`); this module is loaded only with the Markdown code.
import mermaidScript from 'mermaid/dist/mermaid.min.js' with { type: 'text' };
import katexStylesheet from 'katex/dist/katex.min.css' with { type: 'text' };
import font0 from 'katex/dist/fonts/KaTeX_AMS-Regular.woff2' with { type: 'bytes' };
import font1 from 'katex/dist/fonts/KaTeX_Caligraphic-Bold.woff2' with { type: 'bytes' };
import font2 from 'katex/dist/fonts/KaTeX_Caligraphic-Regular.woff2' with { type: 'bytes' };
import font3 from 'katex/dist/fonts/KaTeX_Fraktur-Bold.woff2' with { type: 'bytes' };
import font4 from 'katex/dist/fonts/KaTeX_Fraktur-Regular.woff2' with { type: 'bytes' };
import font5 from 'katex/dist/fonts/KaTeX_Main-Bold.woff2' with { type: 'bytes' };
import font6 from 'katex/dist/fonts/KaTeX_Main-BoldItalic.woff2' with { type: 'bytes' };
import font7 from 'katex/dist/fonts/KaTeX_Main-Italic.woff2' with { type: 'bytes' };
import font8 from 'katex/dist/fonts/KaTeX_Main-Regular.woff2' with { type: 'bytes' };
import font9 from 'katex/dist/fonts/KaTeX_Math-BoldItalic.woff2' with { type: 'bytes' };
import font10 from 'katex/dist/fonts/KaTeX_Math-Italic.woff2' with { type: 'bytes' };
import font11 from 'katex/dist/fonts/KaTeX_SansSerif-Bold.woff2' with { type: 'bytes' };
import font12 from 'katex/dist/fonts/KaTeX_SansSerif-Italic.woff2' with { type: 'bytes' };
import font13 from 'katex/dist/fonts/KaTeX_SansSerif-Regular.woff2' with { type: 'bytes' };
import font14 from 'katex/dist/fonts/KaTeX_Script-Regular.woff2' with { type: 'bytes' };
import font15 from 'katex/dist/fonts/KaTeX_Size1-Regular.woff2' with { type: 'bytes' };
import font16 from 'katex/dist/fonts/KaTeX_Size2-Regular.woff2' with { type: 'bytes' };
import font17 from 'katex/dist/fonts/KaTeX_Size3-Regular.woff2' with { type: 'bytes' };
import font18 from 'katex/dist/fonts/KaTeX_Size4-Regular.woff2' with { type: 'bytes' };
import font19 from 'katex/dist/fonts/KaTeX_Typewriter-Regular.woff2' with { type: 'bytes' };
import { KATEX_FONTS, type MarkdownAssets } from './names';

// In the order of KATEX_FONTS.
const fonts = [
  font0,
  font1,
  font2,
  font3,
  font4,
  font5,
  font6,
  font7,
  font8,
  font9,
  font10,
  font11,
  font12,
  font13,
  font14,
  font15,
  font16,
  font17,
  font18,
  font19,
];

export const assets: MarkdownAssets = {
  mermaidScript: () => mermaidScript,
  katexStylesheet: () => katexStylesheet,
  katexFonts: () => Object.fromEntries(KATEX_FONTS.map((name, i) => [name, fonts[i]!])),
};
