// What Conversion → Merge PDFs shows: where each item's PDF is (Input Binary Field), where the book goes (Put Output File
// in Field), Sandbox (for the pages the service renders), and the book's settings under Options, named as the
// library's mergePdfs() names them (title, author, subject, lang, pageNumbers, runningHead, linkBase,
// outlineDepth; the contents page's depth as the Action's merge-toc-depth, tocDepth). Only the contents page and
// the cover are sent to the service, each a conversion that costs a credit: the fields say so where they are
// chosen.
import { updateDisplayOptions, type INodeProperties } from 'n8n-workflow';
import { MAX_CONTENTS_DEPTH } from '@doc-convert/core';
import { before, since } from '../../helpers/versions';

/** The file name of the book when Options → File Name is not set. */
export const DEFAULT_BOOK_FILE_NAME = 'book.pdf';

const sandbox: INodeProperties = {
  displayName: 'Sandbox',
  name: 'sandbox',
  type: 'boolean',
  default: false,
  description:
    'Whether the contents page and the cover are rendered without spending credits (they carry a watermark). Without either, the merge sends no request and Sandbox changes nothing.',
};

const options: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  // Sorted by display name, as n8n's rules want a collection's options.
  options: [
    {
      displayName: 'Author',
      name: 'author',
      type: 'string',
      default: '',
      description: 'The PDF’s Author, and the author a generated cover shows',
    },
    {
      displayName: 'Chapter Title',
      name: 'chapterTitle',
      type: 'string',
      default: '',
      placeholder: 'e.g. {{ $json.title }}',
      description:
        'Each item’s chapter title in the bookmarks, the contents and the running heads: an expression reads it from each item. Empty: the heading the PDF’s first bookmark opens, else its Title, else its file name.',
    },
    {
      displayName: 'Contents Depth',
      name: 'tocDepth',
      type: 'number',
      default: MAX_CONTENTS_DEPTH,
      typeOptions: { minValue: 1, maxValue: MAX_CONTENTS_DEPTH, numberPrecision: 0 },
      description:
        'With Contents Page: how many levels it lists, 1 for a line per chapter, up to 6 (chapters and five levels of headings). The bookmarks keep every level.',
    },
    {
      displayName: 'Contents Page',
      name: 'contentsPage',
      type: 'boolean',
      default: false,
      description:
        'Whether to put a contents page in front, each line linked to its page. The service renders it: one conversion, one credit (none in Sandbox).',
    },
    {
      displayName: 'Cover',
      name: 'cover',
      type: 'boolean',
      default: false,
      description:
        'Whether to put a cover in front, generated from Title, Subject (as the subtitle), Author and Cover Date. The service renders it: one conversion, one credit (none in Sandbox).',
    },
    {
      displayName: 'Cover Date',
      name: 'date',
      type: 'string',
      default: '',
      placeholder: 'e.g. June 2026',
      description: 'The date a generated cover shows, as written',
    },
    {
      displayName: 'File Name',
      name: 'fileName',
      type: 'string',
      default: DEFAULT_BOOK_FILE_NAME,
      description: 'Name of the merged PDF in the output binary field',
    },
    {
      displayName: 'Language',
      name: 'lang',
      type: 'string',
      default: '',
      placeholder: 'e.g. en or de-CH',
      description: 'The book’s language as a language tag, which screen readers and viewers read',
    },
    {
      displayName: 'Link Base',
      name: 'linkBase',
      type: 'string',
      default: '',
      placeholder: 'e.g. https://example.org/docs/',
      description:
        'Where pages that are not in the book are published, ending in "/": links to them point there. Empty: such links become plain text.',
    },
    {
      displayName: 'Outline Depth',
      name: 'outlineDepth',
      type: 'number',
      default: MAX_CONTENTS_DEPTH,
      typeOptions: { minValue: 1, maxValue: MAX_CONTENTS_DEPTH, numberPrecision: 0 },
      description:
        'How many levels the bookmarks keep: 1 for a bookmark per chapter, up to 6 (chapters and five levels of headings). Not set: every level the PDFs’ own bookmarks have.',
    },
    {
      displayName: 'Page Numbers',
      name: 'pageNumbers',
      type: 'string',
      default: '',
      placeholder: 'e.g. {page} / {total}',
      description:
        'Numbers every page but the cover, centred at the bottom: {page} is the page’s number (i, ii… in the front matter), {total} the body’s pages. Empty: no numbers.',
    },
    {
      displayName: 'Running Head',
      name: 'runningHead',
      type: 'string',
      default: '',
      placeholder: 'e.g. {book} | {chapter}',
      description:
        'A line at the top of every page but the cover: {book} is the title, {chapter} the chapter’s; a "|" puts the left part left and the right part right. Empty: none.',
    },
    {
      displayName: 'Skip Items Without the File',
      name: 'skipItemsWithoutFile',
      type: 'boolean',
      default: false,
      description:
        'Whether to leave out items that have no file in the Input Binary Field (their indexes are in the output). Off: such an item stops the node.',
    },
    {
      displayName: 'Subject',
      name: 'subject',
      type: 'string',
      default: '',
      description: 'The PDF’s Subject, and the subtitle a generated cover shows',
    },
    {
      displayName: 'Title',
      name: 'title',
      type: 'string',
      default: '',
      description:
        'The book’s title: the PDF’s Title (viewers show it), the contents page’s heading and the cover’s. Empty: the first chapter’s title.',
    },
  ],
};

export const mergeFields: INodeProperties[] = updateDisplayOptions(
  { show: { resource: ['conversion'], operation: ['mergePdfs'] } },
  [
    {
      displayName: 'Input Binary Field',
      name: 'binaryPropertyName',
      type: 'string',
      required: true,
      default: 'data',
      hint: 'The name of the input binary field holding each item’s PDF; the PDFs are merged in item order',
    },
    {
      displayName: 'Put Output File in Field',
      name: 'outputBinaryField',
      type: 'string',
      required: true,
      default: 'data',
      hint: 'The name of the output binary field to put the merged PDF in',
    },
    // Sandbox's default is the node version's, as a conversion's (document/outputFields.ts).
    { ...sandbox, displayOptions: { show: before(1.2) } },
    { ...sandbox, default: true, displayOptions: { show: since(1.2) } },
    options,
  ],
);
