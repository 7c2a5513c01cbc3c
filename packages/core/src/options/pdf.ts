// The options of POST /convert/pdf: the shared options plus the contract's fourteen PDF-only options.
// Sub-objects the contract leaves "not shown" (header, footer, protection) follow the reference.
import * as z from 'zod/v4';
import type { Assert, SameShape } from '../internal/same-shape';
import { formatSchema, type PdfFormat } from './format';
import { listOf, typeError } from './issues';
import { marginSchema, type Margin } from './margin';
import { marginRoomRule } from './page-room';
import { pagesSchema } from './pages';
import { cssLengthString, integerAtLeast, nonEmptyString, numberBetween, objectParams } from './primitives';
import type { CrossFieldRule, ReportIssue } from './cross-field';
import { conversionOptions, type ConversionOptions } from './shared';
import { watermarkSchema, type Watermark } from './watermark';

/** Metadata names the service reserves and refuses. */
export const RESERVED_METADATA_NAMES = [
  'author_raw',
  'creator_raw',
  'producer',
  'producer_raw',
  'subject_raw',
  'title_raw',
] as const;

/** `start_at` of a header or footer: the first page that shows it, from 1 (the default). */
export const HEADER_FOOTER_START_AT = { min: 1, default: 1 } as const;

/** `zoom`: 0.1 to 2, the service's default 1. */
export const PDF_ZOOM = { min: 0.1, max: 2, default: 1 } as const;

const headerFooterSchema = z.strictObject(
  {
    /** HTML or a URL; `{{date}}`, `{{title}}`, `{{url}}`, `{{page}}` and `{{total}}` are replaced. */
    source: nonEmptyString('is required (inline HTML or a URL)'),
    /** Space between the header (footer) and the content. */
    height: cssLengthString().optional(),
    /** First page that shows it. */
    start_at: integerAtLeast(HEADER_FOOTER_START_AT.min, ' (the first page is 1)').optional(),
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

const metadataSchema = z.record(metadataName, z.string({ error: typeError('must be a string') }), {
  error: typeError('must be an object of name → string value'),
});

const protectionSchema = z.strictObject(
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
  zoom: numberBetween(PDF_ZOOM.min, PDF_ZOOM.max).optional(),
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

const pdfOptions = conversionOptions(pdfOnlyShape, startAtRule, marginRoomRule);

export const pdfOptionsSchema = pdfOptions.schema;

/** The options of a valid PDF request, quickly; undefined means "run pdfOptionsSchema" (see quick.ts). */
export const quickPdfOptions = pdfOptions.quick;

/** A header or footer, drawn apart from the document body. */
export interface HeaderFooter {
  /**
   * HTML or a URL. The body's CSS does not apply here: style with a `<style>` element or `style` attributes.
   * `{{date}}`, `{{title}}`, `{{url}}`, `{{page}}` and `{{total}}` are replaced.
   */
  source: string;
  /** Space between the header and the content (for a footer: between the content and the page's bottom), a length such as `'48'` or `'15mm'`. */
  height?: string;
  /**
   * First page that shows it, from 1 (default 1). With both a header and a footer starting after page 1, both
   * must start on the same page.
   */
  start_at?: number;
}

/**
 * Restrictions on the PDF. Some readers drop the restrictions once the user password is entered, and a blank
 * user password is the same as no protection.
 */
export interface Protection {
  /** Author written in the document's metadata. */
  author?: string;
  /** Password needed to open the document. */
  user_password?: string;
  /** Password needed to change the permissions. */
  owner_password?: string;
  /** Forbid printing. Default false. */
  no_print?: boolean;
  /** Forbid copying the content. Default false. */
  no_copy?: boolean;
  /** Forbid modifying the document. Default false. */
  no_modify?: boolean;
}

/**
 * Custom PDF metadata, name → text (`{ title: 'Invoice 42', author: 'Ada' }`). The service refuses the
 * reserved names author_raw, creator_raw, producer, producer_raw, subject_raw and title_raw.
 */
export type PdfMetadata = Record<string, string>;

/** The options of a PDF conversion (`convert.pdf()`): every conversion's options plus the PDF-only ones. */
export interface PdfOptions extends ConversionOptions {
  /** Landscape instead of portrait. Default false. */
  landscape?: boolean;
  /** Page size: a named size (`'A4'`, the default; `'Letter'`, ...) or a custom `'210x297mm'`, `'1024xauto'`. */
  format?: PdfFormat;
  /** Leave out the background images. Default false. */
  disable_backgrounds?: boolean;
  /**
   * Remove the last page when it has no content (it is kept when hidden data, the header or the footer
   * spilled onto it). Default false.
   */
  remove_blank?: boolean;
  /**
   * Pages to keep, from 1: a number (`'3'`), a range (`'1-5'`), a list (`'4,5,6'`) or both (`'1-3,6,7'`).
   * Numbers past the last page are ignored. Default all.
   */
  pages?: string;
  /** Zoom, 0.1 to 2: below 1 smaller, above 1 bigger. Default 1. */
  zoom?: number;
  /** Empty space between the page's edge and the content: pixels, a CSS length or shorthand, or per side. */
  margin?: Margin;
  /** A header on every page (or from `start_at`). */
  header?: HeaderFooter;
  /** A footer on every page (or from `start_at`). */
  footer?: HeaderFooter;
  /** Custom metadata, name → text; some names are reserved (see PdfMetadata). */
  metadata?: PdfMetadata;
  /** Passwords and restrictions (printing, copying, modifying). */
  protection?: Protection;
  /** A PDF, image or text stamped at the centre of every page. */
  watermark?: Watermark;
  /** A PDF/A-3b compliant document. Default false. */
  pdfa?: boolean;
  /** Linearized for fast web viewing. Default false. */
  linearize?: boolean;
}

type _PdfOptionsMatch = Assert<SameShape<PdfOptions, z.input<typeof pdfOptionsSchema>>>;
type _HeaderFooterMatch = Assert<SameShape<HeaderFooter, z.input<typeof headerFooterSchema>>>;
type _ProtectionMatch = Assert<SameShape<Protection, z.input<typeof protectionSchema>>>;
type _PdfMetadataMatch = Assert<SameShape<PdfMetadata, z.input<typeof metadataSchema>>>;
