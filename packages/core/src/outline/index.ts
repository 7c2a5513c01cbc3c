// Bookmarks from headings, loaded on first use of the `outline` option or of addOutline() (internal/lazy.ts):
// a conversion's HTML prepared before it is sent, a template's filled HTML read for its headings, the amendment
// that adds the outline to the answer's PDF as it is read, and the same for a PDF a user already has.
import { DocConvertError, ValidationError, type ValidationIssue } from '../errors';
import type { FileAmendment, OutlineResult } from '../internal/file-amendment';
import { PdfFile } from '../pdf/document';
import type { PdfDict, PdfValue } from '../pdf/objects';
import { outlineUpdate } from './build';
import { collapse, htmlHeadings, prepareHtml, type OutlineHeading } from './html';
import { outlineDepth, outlineIssues, OUTLINE_MAX_DEPTH, OUTLINE_MIN_DEPTH } from './option';

/** Room for one bookmark's object and cross-reference entry, its title apart (written in UTF-16 hex). */
const ROOM_PER_BOOKMARK = 200;
/** Room for the catalog written again, the outline's root and the trailer. */
const ROOM_FIXED = 4096;

class OutlineAmendment implements FileAmendment {
  readonly room: number;
  result: OutlineResult | undefined;

  constructor(private readonly headings: readonly OutlineHeading[]) {
    this.room = headings.reduce((sum, h) => sum + ROOM_PER_BOOKMARK + 4 * h.title.length, ROOM_FIXED);
  }

  append(file: Uint8Array): Uint8Array {
    if (this.headings.length === 0) {
      this.result = { bookmarks: 0, missing: [] };
      return new Uint8Array(0);
    }
    try {
      const update = outlineUpdate(new PdfFile(file), this.headings);
      this.result = { bookmarks: update.bookmarks, missing: update.missing };
      return update.tail;
    } catch (error) {
      // The PDF the service answered (and charged for) is handed on as it came, saying why.
      const reason = error instanceof Error ? error.message : String(error);
      this.result = { bookmarks: 0, missing: [], skipped: `the PDF could not be read: ${reason}` };
      return new Uint8Array(0);
    }
  }
}

function refuse(issues: ValidationIssue[]): void {
  if (issues.length > 0) throw new ValidationError(issues);
}

function pdfOnly(format: string): ValidationIssue[] {
  return format === 'pdf'
    ? []
    : [{ path: 'outline', message: `is for PDFs only: bookmarks cannot be added to ${format}` }];
}

/** What a request with `outline` sends and how its answer is amended. */
export interface OutlinePlan {
  body: Record<string, unknown>;
  amendment: FileAmendment;
}

/**
 * For convert.pdf(): refuses what cannot get an outline, then sends the HTML with its headings prepared
 * (ids and hidden links, so that the renderer writes a destination for each; html.ts).
 */
export function conversionOutline(
  format: string,
  body: Record<string, unknown>,
  option: unknown,
): OutlinePlan | undefined {
  const depth = outlineDepth(option);
  if (depth === undefined) return undefined;
  refuse([...pdfOnly(format), ...outlineIssues(body, false)]);
  const prepared = prepareHtml(String(body.source), depth);
  return { body: { ...body, source: prepared.html }, amendment: new OutlineAmendment(prepared.headings) };
}

/**
 * For templates.generate(…, 'pdf', …): refuses what cannot get an outline, then reads the template filled with
 * the data (`filled`: the html generation, which renders nothing) for its headings. The stored template is
 * not ours to prepare, so each heading is found by its destination if it has one, else by its text.
 */
export async function templateOutline(
  ext: string,
  body: Record<string, unknown>,
  option: unknown,
  filled: () => Promise<string>,
): Promise<FileAmendment | undefined> {
  const depth = outlineDepth(option);
  if (depth === undefined) return undefined;
  refuse([...pdfOnly(ext), ...outlineIssues(body, true)]);
  return new OutlineAmendment(htmlHeadings(await filled(), depth));
}

/** The headings given to addOutline(), checked: each a level from 1 to 6 and a title. */
function checkHeadings(headings: readonly OutlineHeading[]): OutlineHeading[] {
  const issues: ValidationIssue[] = [];
  const checked = headings.map((heading, i) => {
    const { level, title, id } = (heading ?? {}) as Partial<OutlineHeading>;
    if (
      typeof level !== 'number' ||
      !Number.isInteger(level) ||
      level < OUTLINE_MIN_DEPTH ||
      level > OUTLINE_MAX_DEPTH
    ) {
      issues.push({
        path: `headings[${i}].level`,
        message: `must be a whole number from 1 to 6 (got ${JSON.stringify(level)})`,
      });
    }
    if (typeof title !== 'string') issues.push({ path: `headings[${i}].title`, message: 'must be a string' });
    if (id !== undefined && typeof id !== 'string')
      issues.push({ path: `headings[${i}].id`, message: 'must be a string' });
    return {
      level: level as number,
      title: collapse(String(title ?? '')),
      ...(id === undefined ? {} : { id }),
    };
  });
  refuse(issues);
  return checked;
}

/** addOutline()'s `depth`, by the `outline` option's rule, its issues named as addOutline() calls it. */
function addOutlineDepth(depth: unknown): number {
  try {
    return outlineDepth({ depth })!;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(error.issues.map((issue) => ({ ...issue, path: 'depth' })));
  }
}

/** addOutline() (the public one, packages/core/src/add-outline.ts) once loaded. */
export function outlinedPdf(
  pdf: Uint8Array,
  headings: string | readonly OutlineHeading[],
  depthOption: unknown,
): Uint8Array {
  const depth = addOutlineDepth(depthOption);
  if (!(pdf instanceof Uint8Array)) {
    throw new ValidationError([{ path: 'pdf', message: "must be the PDF's bytes (a Uint8Array or Buffer)" }]);
  }
  let list: OutlineHeading[];
  if (typeof headings === 'string') list = htmlHeadings(headings, depth);
  else if (Array.isArray(headings)) list = checkHeadings(headings);
  else {
    throw new ValidationError([
      {
        path: 'headings',
        message: 'must be the HTML the PDF was made from, or a list of { level, title, id? }',
      },
    ]);
  }
  if (list.length === 0) return pdf;
  let file: PdfFile;
  try {
    file = new PdfFile(pdf);
  } catch (error) {
    throw new DocConvertError(`The PDF cannot be given an outline: ${(error as Error).message}.`);
  }
  const update = outlineUpdate(file, list);
  if (update.tail.length === 0) return pdf;
  const out = new Uint8Array(pdf.length + update.tail.length);
  out.set(pdf);
  out.set(update.tail, pdf.length);
  return out;
}

/** How many bookmarks a PDF's outline has (every item, at any depth), or undefined if it cannot be read. */
export function countOutlineItems(pdf: Uint8Array): number | undefined {
  try {
    const file = new PdfFile(pdf);
    let count = 0;
    const seen = new Set<PdfDict>();
    const walk = (first: PdfValue | undefined, depth: number) => {
      for (
        let item = file.dict(first);
        item && !seen.has(item) && depth < 64;
        item = file.dict(item.get('Next'))
      ) {
        seen.add(item);
        count++;
        walk(item.get('First'), depth + 1);
      }
    };
    walk(file.dict(file.catalog.get('Outlines'))?.get('First'), 0);
    return count;
  } catch {
    return undefined;
  }
}

// What the Action's merge takes from the outline's machinery (`@doc-convert/core/outline`).
export { countBookmarks } from './build';
export { hiddenLinks, htmlHeadings } from './html';
export { nameForms } from './locate';
