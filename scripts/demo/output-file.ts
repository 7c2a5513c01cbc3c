// What a written output file is: checks its signature and, for a PDF, counts its pages. Pages are the
// `/Type /Page` objects (not `/Pages`, the tree nodes), which holds for PDFs without object streams, such as
// the local server's; a PDF that compresses its objects would need a real parser.
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PAGE_OBJECT = /\/Type\s*\/Page(?![A-Za-z0-9#])/g;

/** Pages of a PDF, or undefined for a PNG; throws when the bytes are not the format they should be. */
export function pageCount(format: 'pdf' | 'png', bytes: Buffer): number | undefined {
  if (format === 'png') {
    if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('the output is not a PNG file');
    return undefined;
  }
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('the output is not a PDF file');
  const pages = bytes.toString('latin1').match(PAGE_OBJECT)?.length ?? 0;
  if (pages === 0) throw new Error('the PDF has no page objects');
  return pages;
}
