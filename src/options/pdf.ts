// The options of POST /convert/pdf: the shared options plus the contract's fourteen PDF-only options.
// Sub-objects the contract leaves "not shown" (header, footer, protection) follow the reference.
import { z } from 'zod/v4';
import { formatSchema } from './format';
import { listOf, typeError } from './issues';
import { marginSchema } from './margin';
import { pagesSchema } from './pages';
import {
  cssLengthString,
  integerAtLeast,
  nonEmptyString,
  numberBetween,
  objectParams,
  type ReportIssue,
} from './primitives';
import type { CrossFieldRule } from './quick';
import { conversionOptions } from './shared';
import { watermarkSchema } from './watermark';

/** Metadata names the service reserves and refuses. */
export const RESERVED_METADATA_NAMES = [
  'author_raw',
  'creator_raw',
  'producer',
  'producer_raw',
  'subject_raw',
  'title_raw',
] as const;

export const headerFooterSchema = z.strictObject(
  {
    /** HTML or a URL; `{{date}}`, `{{title}}`, `{{url}}`, `{{page}}` and `{{total}}` are replaced. */
    source: nonEmptyString('is required (inline HTML or a URL)'),
    /** Space between the header (footer) and the content. */
    height: cssLengthString().optional(),
    /** First page that shows it. */
    start_at: integerAtLeast(1, ' (the first page is 1)').optional(),
  },
  objectParams('must be an object {source, height?, start_at?}'),
);

const metadataName = z
  .string()
  .min(1, { error: 'metadata names must not be empty' })
  .refine((name) => !(RESERVED_METADATA_NAMES as readonly string[]).includes(name), {
    error: (issue) =>
      `"${String(issue.input)}" is a reserved metadata name and is refused (reserved: ${listOf(RESERVED_METADATA_NAMES, 'and')})`,
  });

export const metadataSchema = z.record(metadataName, z.string({ error: typeError('must be a string') }), {
  error: typeError('must be an object of name → string value'),
});

export const protectionSchema = z.strictObject(
  {
    author: z.string().optional(),
    /** Needed to open the document; blank is the same as no protection. */
    user_password: z.string().optional(),
    /** Needed to change the permissions. */
    owner_password: z.string().optional(),
    no_print: z.boolean().optional(),
    no_copy: z.boolean().optional(),
    no_modify: z.boolean().optional(),
  },
  objectParams(
    'must be an object {author?, user_password?, owner_password?, no_print?, no_copy?, no_modify?}',
  ),
);

/** The PDF-only options. */
export const pdfOnlyShape = {
  landscape: z.boolean().optional(),
  format: formatSchema.optional(),
  disable_backgrounds: z.boolean().optional(),
  /** Drop the last page when it is blank. */
  remove_blank: z.boolean().optional(),
  pages: pagesSchema.optional(),
  zoom: numberBetween(0.1, 2).optional(),
  margin: marginSchema.optional(),
  header: headerFooterSchema.optional(),
  footer: headerFooterSchema.optional(),
  metadata: metadataSchema.optional(),
  protection: protectionSchema.optional(),
  watermark: watermarkSchema.optional(),
  /** PDF/A-3b output. */
  pdfa: z.boolean().optional(),
  /** Linearized for fast web viewing. */
  linearize: z.boolean().optional(),
};

interface HeaderAndFooter {
  header?: { start_at?: number };
  footer?: { start_at?: number };
}

// The reference: header 1 with footer 5 is fine, header 2 with footer 3 is not; both past page 1 must agree.
function startAtAgrees(value: HeaderAndFooter, report: ReportIssue): void {
  const header = value.header?.start_at ?? 1;
  const footer = value.footer?.start_at ?? 1;
  if (header > 1 && footer > 1 && header !== footer) {
    report(
      ['footer', 'start_at'],
      `must equal header.start_at (${header}) when both header and footer start after page 1; got ${footer}`,
    );
  }
}

const startAtRule: CrossFieldRule<HeaderAndFooter> = { fields: ['header', 'footer'], check: startAtAgrees };

const pdfOptions = conversionOptions(pdfOnlyShape, startAtRule);

export const pdfOptionsSchema = pdfOptions.schema;

/** The options of a valid PDF request, quickly; undefined means "run pdfOptionsSchema" (see quick.ts). */
export const quickPdfOptions = pdfOptions.quick;

export type PdfOptions = z.input<typeof pdfOptionsSchema>;
export type HeaderFooter = z.input<typeof headerFooterSchema>;
export type Protection = z.input<typeof protectionSchema>;
export type Metadata = z.input<typeof metadataSchema>;
