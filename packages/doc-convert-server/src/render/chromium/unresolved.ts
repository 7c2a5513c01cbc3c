// The relative URLs an inline HTML source names and that nothing could load: such a page has no address
// (Chromium shows it as about:blank), so `style.css` or `img/logo.png` resolve to nothing and the document
// silently comes out without them. The conversion says which (X-Local-Unresolved-Relative-URLs), so the
// user knows to send a URL source, a <base href>, or the assets inline.

/** The resources a page loads by itself, as the attributes that name them. */
const FIND = `(() => {
  const base = document.querySelector('base[href]');
  if (base && /^[a-z][a-z0-9+.-]*:/i.test(base.getAttribute('href').trim())) return [];
  const named = [];
  const take = (value) => {
    const url = (value || '').trim();
    if (url && !url.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//')) named.push(url);
  };
  for (const el of document.querySelectorAll('link[href]')) {
    if (!/(^|\\s)(alternate|canonical|author|help|license|next|prev|search)(\\s|$)/i.test(el.rel)) take(el.getAttribute('href'));
  }
  for (const el of document.querySelectorAll('[src]')) take(el.getAttribute('src'));
  for (const el of document.querySelectorAll('[srcset]')) {
    for (const part of el.getAttribute('srcset').split(',')) take(part.trim().split(/\\s+/)[0]);
  }
  for (const el of document.querySelectorAll('video[poster]')) take(el.getAttribute('poster'));
  for (const el of document.querySelectorAll('object[data]')) take(el.getAttribute('data'));
  return [...new Set(named)];
})()`;

/** The relative URLs of an inline page that could not be resolved, or [] (a URL source resolves them all). */
export async function unresolvedUrls(
  page: { evaluate(expression: string): Promise<unknown> },
  inline: boolean,
): Promise<string[]> {
  if (!inline) return [];
  try {
    return (await page.evaluate(FIND)) as string[];
  } catch {
    return []; // a page that cannot be asked (its scripts off, or it is gone) is not worth failing for
  }
}
