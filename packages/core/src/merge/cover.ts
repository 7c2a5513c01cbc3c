// The HTML of a generated cover: the book's title, and beneath it what was given of its subtitle, author and
// date, centred on the first page. Rendered through the service like the contents page, with the documents'
// options (paper and margins); the cover gets no page number and no running head.
import { escapeHtml } from '../html/escape';

/** What a generated cover shows: the title, and the rest when given. */
export interface CoverText {
  title: string;
  subtitle?: string;
  author?: string;
  date?: string;
}

const STYLE = `
html, body { height: 100%; margin: 0; }
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: #111; display: flex; flex-direction: column; justify-content: center; text-align: center; }
h1 { font-size: 30pt; line-height: 1.15; margin: 0 0 0.4em; }
.subtitle { font-size: 16pt; color: #444; margin: 0 0 2.5em; }
.author { font-size: 14pt; margin: 0 0 0.4em; }
.date { font-size: 11pt; color: #555; margin: 0; }
`;

export function coverHtml(cover: CoverText, lang?: string): string {
  const line = (kind: string, text: string | undefined) =>
    text?.trim() ? [`<p class="${kind}">${escapeHtml(text.trim())}</p>`] : [];
  return [
    '<!DOCTYPE html>',
    `<html${lang ? ` lang="${escapeHtml(lang)}"` : ''}><head><meta charset="utf-8">`,
    `<title>${escapeHtml(cover.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head><body>',
    `<h1>${escapeHtml(cover.title)}</h1>`,
    ...line('subtitle', cover.subtitle),
    ...line('author', cover.author),
    ...line('date', cover.date),
    '</body></html>',
    '',
  ].join('\n');
}
