// Whether bytes are a PDF at all, before anything reads them: the `%PDF-` header, which may start anywhere in a
// file's first 1024 bytes (ISO 32000-1, 7.5.2, implementation note). A module of its own, so that the faces
// that check their inputs (the n8n node's Merge PDFs, comparePdfs()) load nothing of the reader for it.
const HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const WINDOW = 1024;

/** Where the `%PDF-` header starts in `bytes`, or -1 when their first 1024 bytes hold none. */
export function pdfHeaderOffset(bytes: Uint8Array): number {
  const last = Math.min(bytes.length, WINDOW) - HEADER.length;
  for (let at = 0; at <= last; at++) if (HEADER.every((byte, i) => bytes[at + i] === byte)) return at;
  return -1;
}

/** Whether `bytes` begin as a PDF does: a `%PDF-` header in their first 1024 bytes. */
export const hasPdfHeader = (bytes: Uint8Array): boolean => pdfHeaderOffset(bytes) >= 0;
