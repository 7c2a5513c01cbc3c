// Math typeset while the page is prepared, as GitHub does it (`$…$`, `$$…$$` and ```math blocks): KaTeX's
// renderToString, HTML output only (the MathML copy would print as stray text), so nothing runs at print. Its
// stylesheet and fonts go in the page only when the page has math (page.ts), the fonts as data: URIs: no CDN,
// and the same offline. A formula KaTeX cannot parse becomes a visible box with KaTeX's message, and a problem
// with its line; the rest of the page renders.
import katex from 'katex';
import type { ElementContent } from 'hast';
import { fromHtml } from './html-fragment';
import { problemBox } from './problems';
import type { MarkdownAssets } from './assets/names';

/** A formula typeset, or why it could not be. */
export type Typeset = { html: ElementContent[] } | { error: string };

export function typeset(tex: string, display: boolean): Typeset {
  try {
    const html = katex.renderToString(tex, {
      displayMode: display,
      output: 'html',
      throwOnError: true,
      // Trusted commands (\href, \includegraphics…) stay off, as on GitHub.
      trust: false,
      strict: 'ignore',
    });
    return { html: fromHtml(html) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** The box that stands for a formula that did not parse. */
export function mathProblemBox(message: string, display: boolean, where: string): ElementContent[] {
  return [problemBox('Formula not typeset', message, where, display ? 'div' : 'span')];
}

/** Base64 of `bytes`, without Node's Buffer (the n8n node's bundle has none to count on). */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

let stylesheet: string | undefined;

/** KaTeX's stylesheet with its woff2 fonts as data: URIs (the other formats left out), made once. */
export function katexStylesheet(assets: MarkdownAssets): string {
  if (stylesheet !== undefined) return stylesheet;
  const fonts = assets.katexFonts();
  stylesheet = assets
    .katexStylesheet()
    .replace(
      /src:url\(fonts\/([\w-]+)\.woff2\) format\("woff2"\)(?:,url\([^)]*\) format\("[^"]*"\))*/g,
      (whole, name: string) => {
        const font = fonts[name];
        return font ? `src:url(data:font/woff2;base64,${base64(font)}) format("woff2")` : whole;
      },
    );
  return stylesheet;
}
