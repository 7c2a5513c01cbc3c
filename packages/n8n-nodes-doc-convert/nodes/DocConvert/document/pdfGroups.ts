// The PDF's own groups. Page Layout (size, orientation, margins, ...) is a top-level group, seen first; Page
// Header, Page Footer, Document Properties, Document Security and Watermark join the Options (groups.ts).
import type { INodeProperties } from 'n8n-workflow';
import {
  HEADER_FOOTER_START_AT,
  MARGIN_SIDES,
  PAGE_FORMATS,
  PDF_ZOOM,
  RESERVED_METADATA_NAMES,
  WATERMARK_FONT_FAMILIES,
  WATERMARK_FONT_OPACITY,
  WATERMARK_FONT_SIZE,
  WATERMARK_OFFSET_X_KEYWORDS,
  WATERMARK_OFFSET_Y_KEYWORDS,
  WATERMARK_ROTATE,
} from '@doc-convert/core/options';
import { DEFAULT_OUTLINE_DEPTH, OUTLINE_MAX_DEPTH, OUTLINE_MIN_DEPTH } from '@doc-convert/core';
import { secretField } from '../helpers/secrets';
import { group, nameValueRows } from './groups';

/**
 * A field whose label keeps a preposition in lower case, as title case has it: "Bookmarks from Headings" is
 * the name the documentation and the other faces use. n8n's display-name rule capitalises every word of more
 * than three letters ("From"), and leaves fields built by a call alone, as this one is.
 */
const prepositionInLowerCase = (field: INodeProperties): INodeProperties => field;

// The ranges and defaults are the core's, which its schemas check with (test/option-limits.test.ts walks every
// field). n8n's lint reads a computed default only from a plain name, not from `PDF_ZOOM.default`.
const { default: zoomDefault } = PDF_ZOOM;
const { default: startAtDefault } = HEADER_FOOTER_START_AT;
const { default: fontSizeDefault } = WATERMARK_FONT_SIZE;
const { default: opacityDefault } = WATERMARK_FONT_OPACITY;
const { default: rotateDefault } = WATERMARK_ROTATE;

/** The choice a "Custom" option stands for in Page Size and the watermark positions. */
export const CUSTOM = 'custom';

const marginSide = (name: (typeof MARGIN_SIDES)[number]): INodeProperties => ({
  displayName: name[0]!.toUpperCase() + name.slice(1),
  name,
  type: 'string',
  default: '',
  placeholder: 'e.g. 10mm',
});

const pageSizes = [
  ...PAGE_FORMATS.map((format) => ({ name: format, value: format })),
  { name: 'Custom', value: CUSTOM, description: 'Set the size in Custom Page Size' },
];

export const pageLayout = group('Page Layout', 'pageLayout', 'Size, orientation and margins of the pages', [
  {
    displayName: 'Page Size',
    name: 'format',
    type: 'options',
    options: pageSizes,
    default: 'A4',
    description: 'Paper size of the pages',
  },
  {
    displayName: 'Custom Page Size',
    name: 'custom_format',
    type: 'string',
    default: '',
    placeholder: 'e.g. 210x297mm',
    description: 'Width x height with the unit in, cm or mm; the height may be "auto" to fit the content',
    displayOptions: { show: { format: [CUSTOM] } },
  },
  {
    displayName: 'Orientation',
    name: 'orientation',
    type: 'options',
    options: [
      { name: 'Portrait', value: 'portrait' },
      { name: 'Landscape', value: 'landscape' },
    ],
    default: 'portrait',
  },
  {
    displayName: 'Margins',
    name: 'margin',
    type: 'collection',
    placeholder: 'Add margin',
    default: {},
    description:
      'Empty space around the content: a number of pixels or a length in px, in, cm or mm per side',
    options: MARGIN_SIDES.map(marginSide),
  },
  {
    displayName: 'Zoom',
    name: 'zoom',
    type: 'number',
    // The schema takes any number in the range; the editor offers it in steps of 0.01.
    typeOptions: { minValue: PDF_ZOOM.min, maxValue: PDF_ZOOM.max, numberPrecision: 2 },
    default: zoomDefault,
    description: `Scale of the content, from ${PDF_ZOOM.min} to ${PDF_ZOOM.max}`,
  },
  {
    displayName: 'Pages',
    name: 'pages',
    type: 'string',
    default: '',
    placeholder: 'e.g. 1-3,6',
    description: 'Pages to keep: numbers and ranges separated by commas; the first page is 1',
  },
  {
    displayName: 'Remove Blank Last Page',
    name: 'remove_blank',
    type: 'boolean',
    default: false,
    description: 'Whether to drop the last page when it has no content',
  },
  {
    displayName: 'Disable Backgrounds',
    name: 'disable_backgrounds',
    type: 'boolean',
    default: false,
    description: 'Whether to leave background images out of the document',
  },
]);

const headerFooter = (part: 'header' | 'footer'): INodeProperties => {
  const label = part === 'header' ? 'Page Header' : 'Page Footer';
  return group(
    label,
    part,
    `A ${part} on every page, independent of the document: put its styles in a style element or attributes`,
    [
      {
        displayName: 'Content',
        name: 'source',
        type: 'string',
        typeOptions: { rows: 3 },
        default: '',
        description: `HTML of the ${part}, or a URL to load it from`,
        hint: 'Replaced on each page: {{date}}, {{title}}, {{url}}, {{page}} and {{total}}',
      },
      {
        displayName: 'Height',
        name: 'height',
        type: 'string',
        default: '',
        placeholder: 'e.g. 20mm',
        description: `Space between the ${part} and the content: a number of pixels or a length in px, in, cm or mm`,
      },
      {
        displayName: 'Start at Page',
        name: 'start_at',
        type: 'number',
        typeOptions: { minValue: HEADER_FOOTER_START_AT.min, numberPrecision: 0 },
        default: startAtDefault,
        description:
          'First page that shows it. When header and footer both start after page 1, use the same page.',
      },
    ],
  );
};

const documentProperties = group(
  'Document Properties',
  'documentProperties',
  'Author, metadata, the PDF flavour and bookmarks',
  [
    {
      // The API takes it inside `protection` (request.ts puts it there); users look for it with the metadata.
      displayName: 'Author',
      name: 'author',
      type: 'string',
      default: '',
      description: 'Author recorded in the document',
    },
    {
      displayName: 'Metadata',
      name: 'metadata',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      placeholder: 'Add metadata',
      default: {},
      description: `Custom document properties. Reserved names are refused: ${RESERVED_METADATA_NAMES.join(', ')}.`,
      options: [nameValueRows('entry', 'Entry')],
    },
    {
      displayName: 'PDF/A',
      name: 'pdfa',
      type: 'boolean',
      default: false,
      description: 'Whether to produce a PDF/A-3b compliant document for archiving',
    },
    {
      displayName: 'Linearize',
      name: 'linearize',
      type: 'boolean',
      default: false,
      description: 'Whether to optimise the PDF for fast web viewing',
    },
    // The client's own (the `outline` request option), not the service's: request.ts keeps it out of the body.
    prepositionInLowerCase({
      displayName: 'Bookmarks from Headings',
      name: 'outline',
      type: 'boolean',
      default: false,
      description:
        "Whether to add bookmarks (the PDF's outline) that mirror the document's headings, nested by level, each opening its heading's page",
      hint: 'The output says how many were written (bookmarks)',
    }),
    {
      displayName: 'Bookmark Depth',
      name: 'outlineDepth',
      type: 'number',
      typeOptions: { minValue: OUTLINE_MIN_DEPTH, maxValue: OUTLINE_MAX_DEPTH },
      default: DEFAULT_OUTLINE_DEPTH,
      description: 'The deepest heading level bookmarked: 3 means h1, h2 and h3',
      displayOptions: { show: { outline: [true] } },
    },
  ],
);

const documentSecurity = group(
  'Document Security',
  'protection',
  'Passwords and permissions. Some readers ignore permissions once the open password is entered.',
  [
    secretField(
      {
        displayName: 'Open Password',
        name: 'user_password',
        description: 'Password needed to open the document; empty means anyone can open it',
      },
      'PDF_OPEN_PASSWORD',
    ),
    secretField(
      {
        displayName: 'Permissions Password',
        name: 'owner_password',
        description: 'Password needed to change the permissions',
      },
      'PDF_PERMISSIONS_PASSWORD',
    ),
    {
      displayName: 'Prevent Printing',
      name: 'no_print',
      type: 'boolean',
      default: false,
      description: 'Whether printing is refused',
    },
    {
      displayName: 'Prevent Copying',
      name: 'no_copy',
      type: 'boolean',
      default: false,
      description: 'Whether copying text is refused',
    },
    {
      displayName: 'Prevent Editing',
      name: 'no_modify',
      type: 'boolean',
      default: false,
      description: 'Whether changing the document is refused',
    },
  ],
);

/** A watermark position: the API's keywords, or a custom length (the `…_custom` field). */
const offsetFields = (axis: 'x' | 'y', keywords: readonly string[], middle: string): INodeProperties[] => {
  const [label, offset] = axis === 'x' ? ['Horizontal', 'from the left'] : ['Vertical', 'from the top'];
  const name = `offset_${axis}`;
  return [
    {
      displayName: `${label} Position`,
      name,
      type: 'options',
      options: [
        ...keywords.map((keyword) => ({
          name: keyword[0]!.toUpperCase() + keyword.slice(1),
          value: keyword,
        })),
        { name: 'Custom', value: CUSTOM, description: `A length ${offset}, set in ${label} Offset` },
      ],
      default: middle,
    },
    {
      displayName: `${label} Offset`,
      name: `${name}_custom`,
      type: 'string',
      default: '',
      placeholder: 'e.g. 20mm',
      description: `Distance ${offset}: a number ending in px, in, cm, mm or pt; may be negative`,
      displayOptions: { show: { [name]: [CUSTOM] } },
    },
  ];
};

const watermark = group('Watermark', 'watermark', 'A stamp on every page: a text, an image or a PDF', [
  {
    // One of the API's `text`, `image` or `source`: alternatives, so one choice and one content field.
    displayName: 'Stamp',
    name: 'stamp',
    type: 'options',
    options: [
      { name: 'Text', value: 'text', description: 'A text, in the font set here' },
      { name: 'Image', value: 'image', description: 'An image: its URL or Base64' },
      { name: 'PDF', value: 'source', description: 'The first page of a PDF: its URL or Base64' },
    ],
    default: 'text',
    description: 'What to stamp on every page: a text, an image or a PDF',
  },
  {
    displayName: 'Stamp Content',
    name: 'content',
    type: 'string',
    default: '',
    placeholder: 'e.g. CONFIDENTIAL',
    description: 'The text to stamp, or the URL or Base64 of the image or PDF, as Stamp says',
  },
  {
    displayName: 'Bold',
    name: 'font_bold',
    type: 'boolean',
    default: false,
    description: 'Whether the text is bold',
  },
  { displayName: 'Font Color', name: 'font_color', type: 'color', default: '#000000' },
  {
    displayName: 'Font Family',
    name: 'font_family',
    type: 'options',
    options: WATERMARK_FONT_FAMILIES.map((family) => ({ name: family, value: family })),
    default: 'Helvetica',
  },
  {
    displayName: 'Font Size',
    name: 'font_size',
    type: 'number',
    typeOptions: {
      minValue: WATERMARK_FONT_SIZE.min,
      maxValue: WATERMARK_FONT_SIZE.max,
      numberPrecision: 0,
    },
    default: fontSizeDefault,
  },
  {
    displayName: 'Italic',
    name: 'font_italic',
    type: 'boolean',
    default: false,
    description: 'Whether the text is italic',
  },
  {
    displayName: 'Opacity (%)',
    name: 'font_opacity',
    type: 'number',
    typeOptions: {
      minValue: WATERMARK_FONT_OPACITY.min,
      maxValue: WATERMARK_FONT_OPACITY.max,
      numberPrecision: 0,
    },
    default: opacityDefault,
  },
  {
    displayName: 'Rotation (Degrees)',
    name: 'rotate',
    type: 'number',
    typeOptions: { minValue: WATERMARK_ROTATE.min, maxValue: WATERMARK_ROTATE.max, numberPrecision: 0 },
    default: rotateDefault,
  },
  ...offsetFields('x', WATERMARK_OFFSET_X_KEYWORDS, 'center'),
  ...offsetFields('y', WATERMARK_OFFSET_Y_KEYWORDS, 'middle'),
]);

/** The PDF's groups inside Options, by how often a document needs them. */
export const pdfGroups: INodeProperties[] = [
  headerFooter('header'),
  headerFooter('footer'),
  watermark,
  documentProperties,
  documentSecurity,
];
