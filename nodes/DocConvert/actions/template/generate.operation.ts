// Template → Generate Document: POST /templates/{slug}.{ext}, a stored template filled with one item's data.
// As PDF, PNG, JPEG or WebP it is a document like a conversion's: the same Page Layout or Capture and Image,
// Output, Sandbox and Options, run and output by the conversion's code (conversion/run.ts, one output shape);
// there is no Source, the template is. As HTML it is the filled HTML, as text in the item's JSON (`html`, beside
// the `slug`, as Get HTML outputs it).
import {
  updateDisplayOptions,
  type IExecuteFunctions,
  type INodeExecutionData,
  type INodeProperties,
} from 'n8n-workflow';
import type { ConversionFormat } from '../../../../src/conversion';
import { IMAGE_FORMATS, type TemplateExt } from '../../../../src/options';
import { optionsCollection } from '../conversion/groups';
import { captureFields, imageCall, imageGroup } from '../conversion/image';
import { outputFields } from '../conversion/outputFields';
import { pageLayout, pdfGroups } from '../conversion/pdfGroups';
import { runConversion, type ConversionCall } from '../conversion/run';
import type { OperationContext } from '../types';
import { dataFields, readTemplateData } from './data';
import { readSlug, templateLocator } from './locator';

/** The formats rendered as a document (all but html). */
const DOCUMENT_FORMATS: ConversionFormat[] = ['pdf', ...IMAGE_FORMATS];

const forFormats = (formats: readonly string[], properties: INodeProperties[]) =>
  updateDisplayOptions({ show: { documentFormat: [...formats] } }, properties);

export const description: INodeProperties[] = [
  templateLocator(['generate']),
  ...updateDisplayOptions({ show: { resource: ['template'], operation: ['generate'] } }, [
    {
      displayName: 'Format',
      name: 'documentFormat',
      type: 'options',
      noDataExpression: true,
      options: [
        {
          name: 'HTML',
          value: 'html',
          description: 'The filled HTML as text in the JSON, nothing rendered and no credit spent',
        },
        { name: 'JPEG', value: 'jpeg', description: 'A JPEG image' },
        { name: 'PDF', value: 'pdf', description: 'A PDF document' },
        { name: 'PNG', value: 'png', description: 'A PNG image' },
        { name: 'WebP', value: 'webp', description: 'A WebP image' },
      ],
      default: 'pdf',
      description: 'What the filled template becomes',
    },
    ...dataFields,
    ...forFormats(['pdf'], [pageLayout]),
    ...forFormats(IMAGE_FORMATS, captureFields),
    ...IMAGE_FORMATS.flatMap((format) => forFormats([format], [imageGroup(format)])),
    ...forFormats(DOCUMENT_FORMATS, outputFields),
    ...forFormats(['pdf'], [optionsCollection(pdfGroups)]),
    ...forFormats(IMAGE_FORMATS, [optionsCollection([])]),
  ]),
];

/** How a document of `format` is run: its groups (and capture), and the core call for `slug`. */
function documentCall(slug: string, format: ConversionFormat): ConversionCall {
  const send: ConversionCall['send'] = (client, body, options) =>
    client.templates.generate(slug, format, body, options);
  return format === 'pdf' ? { format, topGroups: ['pageLayout'], send } : imageCall(format, send);
}

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  context: OperationContext,
): Promise<INodeExecutionData[]> {
  const slug = readSlug.call(this, itemIndex);
  const ext = this.getNodeParameter('documentFormat', itemIndex, 'pdf') as TemplateExt;
  const data = readTemplateData.call(this, itemIndex, ext);
  if (ext === 'html') {
    const html = await context.client.templates.generate(slug, 'html', { data }, { signal: context.signal });
    return [{ json: { slug, html }, pairedItem: { item: itemIndex } }];
  }
  const call = documentCall(slug, ext);
  return runConversion.call(this, itemIndex, context, {
    ...call,
    input: async () => ({ fields: { data } }),
  });
}
