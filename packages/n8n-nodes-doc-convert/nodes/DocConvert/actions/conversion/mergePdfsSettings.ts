// The book's settings of Conversion → Merge PDFs, read from Options and checked by the core's own rules (the ones the
// library's mergePdfs() and the Action's merge inputs apply) before any file is read or any request sent, so a
// mistake names the field as the editor shows it ("Options → Page Numbers") and costs nothing.
import { NodeOperationError, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import {
  contentsDepthIssue,
  langIssue,
  linkBaseIssue,
  outlineDepthIssue,
  pageNumbersIssue,
  runningHeadIssue,
  type MergePdfsOptions,
} from '@doc-convert/core';
import { DEFAULT_BOOK_FILE_NAME } from './mergePdfsFields';

/** The book's settings: the library's options but `render`, which the operation adds. */
type BookSettings = Omit<MergePdfsOptions, 'render'>;

export interface MergeSettings {
  book: BookSettings;
  fileName: string;
  skipItemsWithoutFile: boolean;
}

/** Options' text fields that go to the library as they are, when set: field name → its label. */
const TEXTS: Record<string, string> = {
  title: 'Title',
  author: 'Author',
  subject: 'Subject',
  date: 'Cover Date',
  lang: 'Language',
  pageNumbers: 'Page Numbers',
  runningHead: 'Running Head',
  linkBase: 'Link Base',
};

/** The rule each checked text obeys (the core's). */
const RULES: Record<string, (value: string) => string | undefined> = {
  lang: langIssue,
  pageNumbers: pageNumbersIssue,
  runningHead: runningHeadIssue,
  linkBase: linkBaseIssue,
};

export function readMergeSettings(this: IExecuteFunctions): MergeSettings {
  const options = this.getNodeParameter('options', 0, {}) as IDataObject;
  const refuse = (label: string, message: string) =>
    new NodeOperationError(this.getNode(), `Invalid Options → ${label}: ${message}`, {
      description: 'Nothing was sent: fix the option and run the node again.',
    });
  const book: BookSettings = {};
  for (const [name, label] of Object.entries(TEXTS)) {
    const value = options[name];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string') throw refuse(label, `must be text (got ${JSON.stringify(value)})`);
    // Templates keep their spaces (a running head's parts are trimmed by the merge); the rest is trimmed.
    const text = name === 'pageNumbers' || name === 'runningHead' ? value : value.trim();
    if (text === '') continue;
    const issue = RULES[name]?.(text);
    if (issue) throw refuse(label, issue);
    (book as Record<string, string>)[name] = text;
  }
  if (options.contentsPage === true) {
    const depth = options.tocDepth;
    if (depth !== undefined) {
      const issue = contentsDepthIssue(depth);
      if (issue) throw refuse('Contents Depth', issue);
    }
    book.contents = depth === undefined ? true : { depth: depth as number };
  }
  if (options.outlineDepth !== undefined) {
    const issue = outlineDepthIssue(options.outlineDepth);
    if (issue) throw refuse('Outline Depth', issue);
    book.outlineDepth = options.outlineDepth as number;
  }
  if (options.cover === true) book.cover = true;
  const fileName = typeof options.fileName === 'string' ? options.fileName.trim() : '';
  return {
    book,
    fileName: fileName || DEFAULT_BOOK_FILE_NAME,
    skipItemsWithoutFile: options.skipItemsWithoutFile === true,
  };
}
