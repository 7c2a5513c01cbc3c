// The review's report: each changed source's fate (changed, unchanged, added, removed, failed) and, for a
// document compared, its pages as comparePdfs() reported them with the images' links. It is the JSON file of
// the `review-report` output, and what the comment and the job summary are written from (review-body.ts).
import type { PdfComparison, PdfPageChange } from 'doc-convert';

/** A page as the report gives it: comparePdfs()'s, with the images as links instead of bytes. */
export type ReviewPage = Exclude<PdfPageChange, { status: 'changed' }> | ReviewChangedPage;

interface ReviewChangedPage {
  status: 'changed';
  before: number;
  after: number;
  changedPixels: number;
  text: { removed: string[]; added: string[] };
  /** Where the before/after/diff PNGs are (links on the previews branch, or paths in the artifact). */
  images?: { before: string; after: string; diff: string };
}

export interface ReviewDocument {
  /** The source, workspace-relative. */
  source: string;
  /**
   * `changed`: its pages differ; `unchanged`: they do not; `added`: no base to compare with (a new source, or a
   * base that could not be converted); `removed`: deleted at the head; `failed`: the head's conversion failed.
   */
  status: 'changed' | 'unchanged' | 'added' | 'removed' | 'failed';
  /** Why the base counts as missing (`added`), or why the head failed (`failed`). */
  note?: string;
  /** The head's PDF, workspace-relative (not for `removed` or `failed`). */
  output?: string;
  beforePages?: number;
  afterPages?: number;
  summary?: PdfComparison['summary'];
  /** The largest changed share of a page (0 to 1). */
  largestChange: number;
  pages: ReviewPage[];
}

export interface ReviewReport {
  pullRequest: number;
  base: string;
  head: string;
  /** What the changed shares measure: `pixels`, or `text` when no canvas could be loaded. */
  measured: 'pixels' | 'text';
  documents: ReviewDocument[];
  /** Pages changed, added or removed, in all the documents. */
  changedPages: number;
  /** Documents changed, added or removed. */
  changedDocuments: number;
  /** Changed pages left without images by `review-max-images` or the size cap. */
  imagesLeftOut: number;
  /** Where the images are: the artifact's page, or the previews branch's commit; undefined without any. */
  imagesAt?: string;
}

/** Counts a document's pages changed, added or removed (moved pages only moved). */
export function changedPagesOf(document: ReviewDocument): number {
  return document.pages.filter((page) => page.status !== 'moved').length;
}

function isChange(document: ReviewDocument): boolean {
  return document.status === 'changed' || document.status === 'added' || document.status === 'removed';
}

/** The totals, once the documents are known. */
export function totals(report: ReviewReport): void {
  report.changedPages = report.documents.reduce(
    (sum, document) => sum + (document.status === 'changed' ? changedPagesOf(document) : 0),
    0,
  );
  report.changedDocuments = report.documents.filter(isChange).length;
}
