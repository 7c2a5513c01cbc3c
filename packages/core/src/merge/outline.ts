// A book's outline: one bookmark per chapter, titled as its contents line, and beneath it its document's own
// bookmarks. A chapter named after its first heading (titles.ts) takes that heading's place, its sub-headings
// beneath it, so the chapter is not listed twice. A chapter with bookmarks beneath it is closed (a negative
// /Count), so the book opens on its table of chapters; the headings' bookmarks are open, as in the document.
import { countBookmarks } from '../outline/build';
import { PdfDict, PdfName, type PdfRef } from '../pdf/objects';
import { textString } from '../pdf/write';
import type { Bookmark } from './document';
import { namesChapter } from './titles';
import type { PdfWriter } from './writer';

/**
 * The chapter bookmark of a document titled `title` that starts at `start`, its outline beneath it; when its
 * first bookmark is the heading the chapter is named after, on its first page, that heading's bookmark is the
 * chapter's (where it opens, and its children), and the others follow beneath.
 */
export function chapterBookmark(
  title: string,
  start: Bookmark['dest'],
  outline: readonly Bookmark[],
): Bookmark {
  const [first, ...rest] = outline;
  const firstPage = start[0];
  if (first && namesChapter(first.title, title) && first.dest[0] === firstPage) {
    return { title, dest: first.dest, children: [...first.children, ...rest] };
  }
  return { title, dest: start, children: [...outline] };
}

/** Writes the outline of `chapters`; its root's reference, or undefined when there is none. */
export function writeOutline(writer: PdfWriter, chapters: readonly Bookmark[]): PdfRef | undefined {
  if (chapters.length === 0) return undefined;
  const rootRef = writer.allocate();
  const root = new PdfDict().set('Type', new PdfName('Outlines'));
  const add = (items: readonly Bookmark[], parentRef: PdfRef, parent: PdfDict, top: boolean) => {
    const refs = items.map(() => writer.allocate());
    items.forEach((item, i) => {
      const dict = new PdfDict()
        .set('Title', textString(item.title))
        .set('Parent', parentRef)
        .set('Dest', item.dest);
      if (i > 0) dict.set('Prev', refs[i - 1]!);
      if (i < items.length - 1) dict.set('Next', refs[i + 1]!);
      if (item.children.length > 0) {
        const count = countBookmarks(item.children);
        dict.set('Count', top ? -count : count);
        add(item.children, refs[i]!, dict, false);
      }
      writer.write(refs[i]!, dict);
    });
    parent.set('First', refs[0]!).set('Last', refs.at(-1)!);
  };
  add(chapters, rootRef, root, true);
  // Open: the chapters, their own bookmarks closed beneath them.
  root.set('Count', chapters.length);
  writer.write(rootRef, root);
  return rootRef;
}
