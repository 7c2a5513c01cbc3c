// Conversion → Convert to PDF: POST /convert/pdf with every PDF option of the spec and the reference.
import {
  updateDisplayOptions,
  type IExecuteFunctions,
  type INodeExecutionData,
  type INodeProperties,
} from 'n8n-workflow';
import {
  PAGE_FORMATS,
  RESERVED_METADATA_NAMES,
  WATERMARK_FONT_FAMILIES,
  type PdfOptions,
} from '../../../../src/options';
import type { OperationContext } from '../types';
import { optionsCollection, outputFields, sourceFields } from './fields';
import { conversionItem, readOutputSettings } from './output';
import { readConversionRequest } from './request';

const headerFooter = (part: 'header' | 'footer'): INodeProperties => ({
  displayName: part === 'header' ? 'Header' : 'Footer',
  name: part,
  type: 'collection',
  placeholder: `Add ${part} field`,
  default: {},
  description: `A ${part} on every page, independent of the document: put its styles in a style element or attributes`,
  options: [
    {
      displayName: 'Height',
      name: 'height',
      type: 'string',
      default: '',
      placeholder: 'e.g. 20mm',
      description: `Space between the ${part} and the content: a number of pixels or a length in px, in, cm or mm`,
    },
    {
      displayName: 'Source',
      name: 'source',
      type: 'string',
      typeOptions: { rows: 3 },
      default: '',
      description: 'HTML or a URL of the content',
      hint: 'Replaced on each page: {{date}}, {{title}}, {{url}}, {{page}} and {{total}}',
    },
    {
      displayName: 'Start at Page',
      name: 'start_at',
      type: 'number',
      typeOptions: { minValue: 1 },
      default: 1,
      description:
        'First page that shows it. When header and footer both start after page 1, use the same page.',
    },
  ],
});

const marginSide = (name: 'top' | 'right' | 'bottom' | 'left'): INodeProperties => ({
  displayName: name[0]!.toUpperCase() + name.slice(1),
  name,
  type: 'string',
  default: '',
  placeholder: 'e.g. 10mm',
});

const pageFormats = [
  ...PAGE_FORMATS.map((format) => ({ name: format, value: format })),
  { name: 'Custom', value: 'custom', description: 'Set the size in Custom Page Size' },
];

const pdfOptions: INodeProperties[] = [
  {
    displayName: 'Custom Page Size',
    name: 'custom_format',
    type: 'string',
    default: '',
    placeholder: 'e.g. 210x297mm',
    description: 'Width x height with the unit in, cm or mm; the height may be "auto" to fit the content',
    displayOptions: { show: { format: ['custom'] } },
  },
  {
    displayName: 'Disable Backgrounds',
    name: 'disable_backgrounds',
    type: 'boolean',
    default: false,
    description: 'Whether to leave background images out of the document',
  },
  headerFooter('footer'),
  headerFooter('header'),
  {
    displayName: 'Landscape',
    name: 'landscape',
    type: 'boolean',
    default: false,
    description: 'Whether the pages are in landscape orientation instead of portrait',
  },
  {
    displayName: 'Linearize',
    name: 'linearize',
    type: 'boolean',
    default: false,
    description: 'Whether to optimise the PDF for fast web viewing',
  },
  {
    displayName: 'Margin',
    name: 'margin',
    type: 'collection',
    placeholder: 'Add side',
    default: {},
    description:
      'Empty space around the content: a number of pixels or a length in px, in, cm or mm per side',
    options: [marginSide('bottom'), marginSide('left'), marginSide('right'), marginSide('top')],
  },
  {
    displayName: 'Metadata',
    name: 'metadata',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    placeholder: 'Add metadata',
    default: {},
    description: `Custom document properties. Reserved names are refused: ${RESERVED_METADATA_NAMES.join(', ')}.`,
    options: [
      {
        displayName: 'Entry',
        name: 'entry',
        values: [
          { displayName: 'Name', name: 'name', type: 'string', default: '' },
          { displayName: 'Value', name: 'value', type: 'string', default: '' },
        ],
      },
    ],
  },
  {
    displayName: 'Page Format',
    name: 'format',
    type: 'options',
    options: pageFormats,
    default: 'A4',
    description: 'Paper size of the pages',
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
    displayName: 'PDF/A',
    name: 'pdfa',
    type: 'boolean',
    default: false,
    description: 'Whether to produce a PDF/A-3b compliant document for archiving',
  },
  {
    displayName: 'Protection',
    name: 'protection',
    type: 'collection',
    placeholder: 'Add restriction',
    default: {},
    description:
      'Passwords and restrictions. Some readers ignore restrictions once the user password is entered.',
    options: [
      { displayName: 'Author', name: 'author', type: 'string', default: '' },
      {
        displayName: 'No Copy',
        name: 'no_copy',
        type: 'boolean',
        default: false,
        description: 'Whether copying text is refused',
      },
      {
        displayName: 'No Modify',
        name: 'no_modify',
        type: 'boolean',
        default: false,
        description: 'Whether changing the document is refused',
      },
      {
        displayName: 'No Print',
        name: 'no_print',
        type: 'boolean',
        default: false,
        description: 'Whether printing is refused',
      },
      {
        displayName: 'Owner Password',
        name: 'owner_password',
        type: 'string',
        typeOptions: { password: true },
        default: '',
        description: 'Password needed to change the restrictions',
      },
      {
        displayName: 'User Password',
        name: 'user_password',
        type: 'string',
        typeOptions: { password: true },
        default: '',
        description: 'Password needed to open the document; empty means no protection',
      },
    ],
  },
  {
    displayName: 'Remove Blank Last Page',
    name: 'remove_blank',
    type: 'boolean',
    default: false,
    description: 'Whether to drop the last page when it has no content',
  },
  {
    displayName: 'Watermark',
    name: 'watermark',
    type: 'collection',
    placeholder: 'Add watermark field',
    default: {},
    description: 'A stamp at the centre of every page: a text, an image or a PDF',
    options: [
      {
        displayName: 'Bold',
        name: 'font_bold',
        type: 'boolean',
        default: false,
        description: 'Whether the text is bold',
      },
      {
        displayName: 'Font Color',
        name: 'font_color',
        type: 'color',
        default: '#000000',
      },
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
        typeOptions: { minValue: 5, maxValue: 300 },
        default: 16,
      },
      {
        displayName: 'Image',
        name: 'image',
        type: 'string',
        default: '',
        description: 'URL or Base64 of an image to stamp',
      },
      {
        displayName: 'Italic',
        name: 'font_italic',
        type: 'boolean',
        default: false,
        description: 'Whether the text is italic',
      },
      {
        displayName: 'Offset X',
        name: 'offset_x',
        type: 'string',
        default: 'center',
        description: 'Left, right, center, or a length ending in px, in, cm, mm or pt',
      },
      {
        displayName: 'Offset Y',
        name: 'offset_y',
        type: 'string',
        default: 'middle',
        description: 'Top, bottom, middle, or a length ending in px, in, cm, mm or pt',
      },
      {
        displayName: 'Opacity (%)',
        name: 'font_opacity',
        type: 'number',
        typeOptions: { minValue: 0, maxValue: 100 },
        default: 100,
      },
      {
        displayName: 'PDF Source',
        name: 'source',
        type: 'string',
        default: '',
        description: 'URL or Base64 of a PDF to stamp',
      },
      {
        displayName: 'Rotation (Degrees)',
        name: 'rotate',
        type: 'number',
        typeOptions: { minValue: -359, maxValue: 359 },
        default: -45,
      },
      { displayName: 'Text', name: 'text', type: 'string', default: '' },
    ],
  },
  {
    displayName: 'Zoom',
    name: 'zoom',
    type: 'number',
    typeOptions: { minValue: 0.1, maxValue: 2, numberPrecision: 2 },
    default: 1,
    description: 'Scale of the content, from 0.1 to 2',
  },
];

const properties: INodeProperties[] = [...sourceFields, ...outputFields];

export const description: INodeProperties[] = [
  ...updateDisplayOptions({ show: { resource: ['conversion'], operation: ['convertToPdf'] } }, properties),
  optionsCollection('convertToPdf', pdfOptions),
];

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const request = await readConversionRequest.call(this, itemIndex);
  const conversion = await client.convert.pdf(request.body as unknown as PdfOptions, {
    processorVersion: request.processorVersion,
    signal,
  });
  const settings = readOutputSettings.call(this, itemIndex, 'pdf', request);
  return [await conversionItem.call(this, itemIndex, conversion, settings)];
}
