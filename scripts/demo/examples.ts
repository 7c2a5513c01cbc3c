// What the demo converts: each HTML file of examples/, the file it becomes in out/, and the options it is
// converted with. Paid conversions draw on the account's credits; the sandbox one costs nothing (and the
// service marks its output), so the credits printed before and after show the difference.
import type { PdfOptions, PngOptions } from 'doc-convert';

export type Example =
  | { html: string; output: string; format: 'pdf'; options: Omit<PdfOptions, 'source'> }
  | { html: string; output: string; format: 'png'; options: Omit<PngOptions, 'source'> };

export const EXAMPLES: readonly Example[] = [
  {
    // A local stylesheet and a local logo, inlined before sending (see exampleSource in run.ts).
    html: 'invoice.html',
    output: 'invoice.pdf',
    format: 'pdf',
    options: {
      format: 'A4',
      metadata: { author: 'Northwind Studio Ltd', subject: 'Invoice NW-2025-0142' },
    },
  },
  {
    // Three sections separated by page breaks, a header and a numbered footer on every page.
    html: 'report.html',
    output: 'report.pdf',
    format: 'pdf',
    options: {
      format: 'A4',
      margin: '20mm 15mm',
      header: {
        source: '<div style="font-size:9px;color:#5b6b7a">Analytical Engines Ltd · {{title}}</div>',
        height: '20mm',
      },
      footer: {
        source: '<div style="font-size:9px;text-align:center">Page {{page}}/{{total}}</div>',
        height: '15mm',
      },
      metadata: { title: 'Quarterly report Q2 2025', author: 'Finance team, Analytical Engines Ltd' },
    },
  },
  {
    // A screenshot of the whole page at a laptop's width.
    html: 'dashboard.html',
    output: 'dashboard.png',
    format: 'png',
    options: { viewport: '1280x800', fullpage: true, sandbox: true },
  },
];

/** The picture of a PDF's first page the demo writes next to it (the README shows the invoice's). */
export const PREVIEW = { of: 'invoice.pdf', file: 'invoice-preview.png', width: 600 } as const;
