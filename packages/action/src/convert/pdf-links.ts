// Links between converted pages, made relative in a downloaded PDF: each link annotation whose URI is
// marked (links.ts: `https://doc-convert.invalid/..%2Findex.pdf`) gets a URI action with the relative link
// (`../index.pdf`), so the output folder works wherever it is downloaded. Read and written with
// @libpdf/core, loaded only for a page that was sent with marked links (the chunk merge.ts loads too), and
// saved incrementally: the service's bytes stay as they were, the changed annotations are appended.
//
// Why a relative URI action (`/S /URI /URI (../index.pdf)`) rather than a remote go-to (`/S /GoToR /F
// (../index.pdf) /D [0 /Fit]`), the PDF way to open another PDF: Chrome's built-in viewer
// (PDFium) follows no GoToR at all (pdf/pdfium/pdfium_page.cc: "TODO(crbug.com/40260046): Support
// PDFACTION_REMOTEGOTO"), and it is the viewer most readers open a downloaded PDF in; it does resolve a
// scheme-less URI against the PDF's own address (pdf/navigator.ts, after Acrobat Reader's rule, unless the
// first part has two dots: hence the `./` unmarkLink puts first). pdf.js (Firefox, and the tests' reader)
// resolves a URI and a GoToR file alike, against the document's address. A #fragment is kept: it names a
// named destination of the other PDF, which Chromium writes for an element that a link of its own page points
// at (every id of a PDF page gets a hidden one, inline-html.ts), and both viewers open the other PDF there:
// Chrome's takes `#name` for `#nameddest=name` (chrome/browser/resources/pdf/open_pdf_params_parser.ts),
// pdf.js goes to the named destination of a fragment without `=` (PDFLinkService.setHash). A merged PDF
// turns these links into jumps to the renamed destinations (merge-links.ts), where no other file is needed.
import { unmarkLink } from '../inline/links';

/** A PDF whose marked links were made relative. */
export interface Relinked {
  bytes: Uint8Array;
  links: number;
}

/** `pdf` with its marked links made relative, or undefined when it has none (it is then written untouched). */
export async function relinkPdf(pdf: Uint8Array): Promise<Relinked | undefined> {
  const lib = await import('@libpdf/core');
  const doc = await lib.PDF.load(pdf);
  let links = 0;
  for (const page of doc.getPages()) {
    for (const link of page.getLinkAnnotations()) {
      const uri = link.uri;
      const relative = uri === null ? undefined : unmarkLink(uri);
      if (relative === undefined) continue;
      // A new action rather than an edit of the old one: the annotation itself is what changed.
      link.dict.set(
        'A',
        lib.PdfDict.of({
          Type: lib.PdfName.of('Action'),
          S: lib.PdfName.of('URI'),
          URI: lib.PdfString.fromString(relative),
        }),
      );
      links++;
    }
  }
  if (links === 0) return undefined;
  return { bytes: await doc.save({ incremental: true }), links };
}
