// The title of each chapter of a book, as its bookmark, its contents line and its running head show it: the one
// given; else the chapter's first h1 (which keeps the book's own chapter numbers, "3. Installing"); else, for a
// PDF whose first bookmark opens on its first page, that bookmark (the heading it starts with); else its page's
// <title> (or the PDF's Title, which Chromium prints it into) without the site's name, which most sites add to
// every page's title ("Installing — The Handbook"): a part before or after a separator that at least two of the
// book's titles, and half of them, share; else the document's label (its source's path) or name.
import { searchKey } from '../outline/locate';

/** What is known of a document's title. */
export interface TitleSources {
  /** Given by the caller: used as it is. */
  given?: string;
  /** The first h1 of the HTML it was printed from. */
  heading?: string;
  /** Whether its HTML is known (then a first bookmark is no guess at its heading: `heading` says). */
  fromHtml: boolean;
  /** Its first bookmark's title, when that opens on its first page. */
  firstBookmark?: string;
  /** Its page's <title>, else the PDF's Title. */
  pageTitle?: string;
  /** Its name, a path: the last resort, unless it has a label. */
  name: string;
  /** How the caller names it (the file it was made from): the last resort. */
  label?: string;
}

/** What sites put between a page's title and their name. */
const SEPARATORS = [' — ', ' – ', ' - ', ' | ', ' · ', ' :: ', ' « ', ' » '];

/** The affixes of `title`: the part after its last separator (suffix) and before its first (prefix). */
function affixes(title: string): { suffix?: string; prefix?: string } {
  let last: number | undefined;
  let first: number | undefined;
  let firstLength = 0;
  for (const separator of SEPARATORS) {
    const at = title.lastIndexOf(separator);
    if (at > 0 && (last === undefined || at > last)) last = at;
    const start = title.indexOf(separator);
    if (start > 0 && (first === undefined || start < first)) [first, firstLength] = [start, separator.length];
  }
  return {
    suffix: last === undefined ? undefined : title.slice(last),
    prefix: first === undefined ? undefined : title.slice(0, first + firstLength),
  };
}

/** The affix most of `titles` share (by `pick`), when at least two and at least half of them do. */
function shared(titles: readonly string[], pick: (title: string) => string | undefined): string | undefined {
  const counts = new Map<string, number>();
  for (const title of titles) {
    const affix = pick(title);
    if (affix !== undefined) counts.set(affix, (counts.get(affix) ?? 0) + 1);
  }
  let best: [string, number] | undefined;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best && best[1] >= 2 && best[1] * 2 >= titles.length ? best[0] : undefined;
}

/** The site's name as the page titles carry it (see the header), to take off each: a suffix or a prefix. */
function siteAffix(pageTitles: readonly string[]): { suffix?: string; prefix?: string } {
  const suffix = shared(pageTitles, (title) => affixes(title).suffix);
  if (suffix) return { suffix };
  const prefix = shared(pageTitles, (title) => affixes(title).prefix);
  return prefix ? { prefix } : {};
}

/** `title` without the site's name, unless nothing would be left. */
function withoutSite(title: string, site: { suffix?: string; prefix?: string }): string {
  let bare = title;
  if (site.suffix && bare.endsWith(site.suffix)) bare = bare.slice(0, -site.suffix.length);
  if (site.prefix && bare.startsWith(site.prefix)) bare = bare.slice(site.prefix.length);
  return bare.trim() || title;
}

/** A name as a title: its last segment without its extension (`guide/tables.pdf` → `tables`). */
const nameTitle = (name: string) =>
  name
    .split('/')
    .pop()!
    .replace(/\.pdf$/i, '') || name;

/** Each document's chapter title, by the rules in the header. */
export function chapterTitles(documents: readonly TitleSources[]): string[] {
  const untitled = documents.filter((doc) => !doc.given && !doc.heading && doc.pageTitle);
  const site = siteAffix(untitled.map((doc) => doc.pageTitle!));
  return documents.map((doc) => {
    if (doc.given?.trim()) return doc.given.trim();
    if (doc.heading?.trim()) return doc.heading.trim();
    if (!doc.fromHtml && doc.firstBookmark?.trim()) return doc.firstBookmark.trim();
    if (doc.pageTitle?.trim()) return withoutSite(doc.pageTitle.trim(), site);
    return doc.label?.trim() || nameTitle(doc.name);
  });
}

/** Whether a bookmark titled `bookmark` is the heading the chapter `chapter` is named after. */
export const namesChapter = (bookmark: string, chapter: string): boolean =>
  searchKey(bookmark) !== '' && searchKey(bookmark) === searchKey(chapter);
