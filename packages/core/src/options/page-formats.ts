// The named page sizes of a PDF's `format` and the units of a custom size: plain data, kept apart from the
// schema (format.ts) so that the library can export them without loading zod.

/** The named page formats of the contract, in its order. */
export const PAGE_FORMATS = [
  'Letter',
  'Legal',
  'Tabloid',
  'Ledger',
  'A0',
  'A1',
  'A2',
  'A3',
  'A4',
  'A5',
] as const;
/** A named page size: `'A4'`, `'Letter'`, ... (case-sensitive). */
export type PageFormat = (typeof PAGE_FORMATS)[number];

/** Each named size in points, width × height, portrait as the contract names them (Ledger is Tabloid turned). */
export const PAGE_SIZES_PT: Readonly<Record<PageFormat, readonly [number, number]>> = {
  Letter: [612, 792],
  Legal: [612, 1008],
  Tabloid: [792, 1224],
  Ledger: [1224, 792],
  A0: [2383.94, 3370.39],
  A1: [1683.78, 2383.94],
  A2: [1190.55, 1683.78],
  A3: [841.89, 1190.55],
  A4: [595.28, 841.89],
  A5: [419.53, 595.28],
};

/** Units of a custom format. A custom format without a unit is in pixels (`1024xauto`). */
export const FORMAT_UNITS = ['in', 'cm', 'mm'] as const;
export type FormatUnit = (typeof FORMAT_UNITS)[number];

/**
 * A PDF's page `format`: a named size (`'A4'`, `'Letter'`, ...: editors offer them), or a custom
 * `{width}x{height}` such as `'210x297mm'`, `'8.5x11in'` or `'1024xauto'` (units `in`, `cm`, `mm`, or none
 * for pixels; the height may be `auto` to fit the content). Checked before sending.
 */
// `string & {}` keeps the named sizes in the editor's completion list while any string is accepted.
export type PdfFormat = PageFormat | (string & {});
