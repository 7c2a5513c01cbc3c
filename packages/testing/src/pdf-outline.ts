// Reads back what the outline wrote, with a reader other than the one that wrote it: pdf.js for the outline
// (getOutline), where each item opens (getDestination, getPageIndex), the named destinations, the links and
// where a text is drawn (getTextContent). Free of Jest, so the n8n end-to-end run reads with it too; the
// file's structure is checked by pdf-update.ts.
import { openPdf } from './pdf';

export interface OutlineEntry {
  title: string;
  /** Page index (0-based) the item opens. */
  page: number;
  /** The destination's /XYZ left and top (null when the destination keeps them). */
  left: number | null;
  top: number | null;
  items: OutlineEntry[];
}

type Doc = Awaited<ReturnType<typeof openPdf>>;

/** An explicit destination, from a name or an array: [page index, left, top]. */
export async function resolveDest(
  doc: Doc,
  dest: string | unknown[] | null,
): Promise<{ page: number; left: number | null; top: number | null } | undefined> {
  const array = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
  if (!array || !Array.isArray(array)) return undefined;
  const [ref, fit, ...args] = array as [unknown, { name: string }, ...Array<number | null>];
  const page =
    typeof ref === 'number' ? ref : await doc.getPageIndex(ref as Parameters<Doc['getPageIndex']>[0]);
  if (fit?.name === 'XYZ') return { page, left: args[0] ?? null, top: args[1] ?? null };
  if (fit?.name === 'FitH' || fit?.name === 'FitBH') return { page, left: null, top: args[0] ?? null };
  return { page, left: null, top: null };
}

/** The PDF's outline as pdf.js reads it, every item resolved to its page. */
export async function readOutline(bytes: Uint8Array): Promise<OutlineEntry[]> {
  const doc = await openPdf(bytes);
  try {
    const walk = async (items: Awaited<ReturnType<Doc['getOutline']>>): Promise<OutlineEntry[]> => {
      const out: OutlineEntry[] = [];
      for (const item of items ?? []) {
        const place = await resolveDest(doc, item.dest as string | unknown[] | null);
        if (!place) throw new Error(`bookmark "${item.title}" opens no page`);
        out.push({ title: item.title, ...place, items: await walk(item.items) });
      }
      return out;
    };
    return await walk(await doc.getOutline());
  } finally {
    await doc.loadingTask.destroy();
  }
}

/** Where the named destination `name` opens, as pdf.js resolves it; undefined when there is none. */
export async function readDestination(
  bytes: Uint8Array,
  name: string,
): Promise<{ page: number; left: number | null; top: number | null } | undefined> {
  const doc = await openPdf(bytes);
  try {
    return await resolveDest(doc, name);
  } finally {
    await doc.loadingTask.destroy();
  }
}

/** [level, title, page] of every item, depth first: the outline's shape at a glance. */
export function flatOutline(items: OutlineEntry[], level = 1): Array<[number, string, number]> {
  return items.flatMap((item) => [
    [level, item.title, item.page] as [number, string, number],
    ...flatOutline(item.items, level + 1),
  ]);
}

/** The page mode the catalog opens with, and the named destinations (name → page index). */
export async function readCatalog(
  bytes: Uint8Array,
): Promise<{ pageMode: string; destinations: Record<string, number> }> {
  const doc = await openPdf(bytes);
  try {
    const destinations: Record<string, number> = {};
    // pdf.js answers a Map (of its own realm: instanceof Map fails in Jest), an object in older versions.
    const all = (await doc.getDestinations()) as Map<string, unknown[]> | Record<string, unknown[]>;
    const entries =
      typeof all.get === 'function' ? [...(all as Map<string, unknown[]>)] : Object.entries(all);
    for (const [name, dest] of entries) {
      const place = await resolveDest(doc, dest as unknown[]);
      if (place) destinations[name] = place.page;
    }
    return { pageMode: await doc.getPageMode(), destinations };
  } finally {
    await doc.loadingTask.destroy();
  }
}

/** Where pdf.js finds `text` drawn: the page, the baseline's y and the font's height; the first match. */
export async function textPlace(
  bytes: Uint8Array,
  text: string,
): Promise<{ page: number; x: number; y: number; height: number } | undefined> {
  const doc = await openPdf(bytes);
  try {
    for (let i = 0; i < doc.numPages; i++) {
      const page = await doc.getPage(i + 1);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || !item.str.includes(text)) continue;
        return { page: i, x: item.transform[4], y: item.transform[5], height: item.height };
      }
    }
    return undefined;
  } finally {
    await doc.loadingTask.destroy();
  }
}

export interface LinkTarget {
  /** Page index (0-based) the link is on, and its text's neighbourhood: the rectangle's bottom-left. */
  page: number;
  rect: number[];
  /** A URI link's URI. */
  url?: string;
  /** Where a link inside the document opens, as pdf.js resolves its destination (name or array). */
  target?: { page: number; left: number | null; top: number | null };
  /** The destination's name, for a named destination. */
  name?: string;
}

/** Every link annotation of the PDF, in page order, resolved as pdf.js resolves it. */
export async function readLinks(bytes: Uint8Array): Promise<LinkTarget[]> {
  const doc = await openPdf(bytes);
  try {
    const links: LinkTarget[] = [];
    for (let i = 0; i < doc.numPages; i++) {
      const page = await doc.getPage(i + 1);
      for (const annotation of await page.getAnnotations()) {
        if (annotation.subtype !== 'Link') continue;
        const link: LinkTarget = { page: i, rect: annotation.rect };
        if (annotation.url || annotation.unsafeUrl) link.url = annotation.unsafeUrl ?? annotation.url;
        if (annotation.dest) {
          if (typeof annotation.dest === 'string') link.name = annotation.dest;
          link.target = await resolveDest(doc, annotation.dest);
        }
        links.push(link);
      }
    }
    return links;
  } finally {
    await doc.loadingTask.destroy();
  }
}
