// What a page's assets tell about it, noted while the page is inlined: the references refused because they
// resolve outside the workspace, the local references that were not found (or, with `inline-assets: false`,
// not sent at all), and whether the page has print styles. The asset reader and the inliners note them here;
// each page is inlined inside its own `countRefusals` context, so a note lands on the page being inlined
// however deep it was found (a stylesheet's @import), and the job summary can show the page's ⚠️ count in its
// row.
import { AsyncLocalStorage } from 'node:async_hooks';

/** The notes of one page (each reference once). */
export interface AssetNotes {
  /** References that resolve outside the workspace: refused, never read. */
  refused: Set<string>;
  /** Local references that were not found in the workspace (or not a file): left as they were. */
  missing: Set<string>;
  /** Local references left as they were because `inline-assets` is false, which the renderer cannot load. */
  notInlined: Set<string>;
  /** Whether the page has print styles (`<link media="print">`, `@media print`). */
  print: boolean;
}

const current = new AsyncLocalStorage<AssetNotes>();

function emptyNotes(): AssetNotes {
  return { refused: new Set(), missing: new Set(), notInlined: new Set(), print: false };
}

/** Called by the asset reader for each reference it refuses. */
export function noteRefusal(reference: string): void {
  current.getStore()?.refused.add(reference);
}

/** Called by the asset reader for each local reference it does not find. */
export function noteMissing(reference: string): void {
  current.getStore()?.missing.add(reference);
}

/** Called by the HTML inliner, with `inline-assets: false`, for each local reference it leaves. */
export function noteNotInlined(reference: string): void {
  current.getStore()?.notInlined.add(reference);
}

/** Called when a page, or a stylesheet it uses, has print styles. */
export function notePrintStyles(): void {
  const notes = current.getStore();
  if (notes) notes.print = true;
}

/** Notes `notes` (a shared stylesheet's, gathered once) for the page being inlined now. */
export function noteAll(notes: AssetNotes): void {
  for (const reference of notes.refused) noteRefusal(reference);
  for (const reference of notes.missing) noteMissing(reference);
  for (const reference of notes.notInlined) noteNotInlined(reference);
  if (notes.print) notePrintStyles();
}

/**
 * Runs `inline` for one page; resolves with its result, the distinct references refused meanwhile, and all
 * its notes.
 */
export async function countRefusals<T>(
  inline: () => Promise<T>,
): Promise<{ value: T; refused: string[]; notes: AssetNotes }> {
  const notes = emptyNotes();
  const value = await current.run(notes, inline);
  return { value, refused: [...notes.refused], notes };
}
