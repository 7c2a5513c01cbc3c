// The JSON of Conversion → Merge PDFs' output item: what the book is made of, as the Action's job summary tells it (pages,
// documents, bookmarks, front matter, what became of the links, warnings), by the input items' indexes, and what
// the merge sent (the contents page's and the cover's conversions: how many, their credits).
import type { IDataObject } from 'n8n-workflow';
import type { MergedBook } from '@doc-convert/core';

export interface MergeFacts {
  fileName: string;
  /** The indexes of the items whose PDFs were given to the merge, in book order. */
  items: number[];
  /** The indexes of the items left out for having no file (Skip Items Without the File). */
  skippedItems: number[];
  /** Conversions sent for the contents page and the cover. */
  requests: number;
  creditsUsed: number;
  /** True when those conversions went in the sandbox (watermarked, free); absent when nothing was sent. */
  sandbox: true | undefined;
}

export function mergeSummary(book: MergedBook, facts: MergeFacts): IDataObject {
  const { items } = facts;
  const emptyItems = book.skipped.map((index) => items[index]!);
  return {
    fileName: facts.fileName,
    mimeType: 'application/pdf',
    fileSize: book.byteLength,
    title: book.title,
    pages: book.pages,
    documents: book.documents,
    items: items.filter((item) => !emptyItems.includes(item)),
    ...(facts.skippedItems.length > 0 ? { skippedItems: facts.skippedItems } : {}),
    ...(emptyItems.length > 0 ? { emptyItems } : {}),
    chapters: book.chapters,
    bookmarks: book.bookmarks,
    coverPages: book.coverPages,
    contentsPages: book.contentsPages,
    numbered: book.numbered,
    runningHeads: book.runningHeads,
    links: { ...book.links },
    // A link to a section its target document has no destination for: it opens the document's first page.
    missingSections: book.missing.map((link) => ({
      ...link,
      from: items[link.from]!,
      target: items[link.target]!,
    })) as unknown as IDataObject[],
    warnings: book.warnings,
    requests: facts.requests,
    creditsUsed: facts.creditsUsed,
    ...(facts.sandbox ? { sandbox: true } : {}),
  };
}
