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
import { type ConversionFormat, loadedOptions, loadOptions } from '@doc-convert/core';
import { IMAGE_FORMATS, type TemplateExt } from '@doc-convert/core/options';
import { optionsCollection } from '../../document/groups';
import { captureFields, imageCall, imageGroup } from '../../document/image';
import { outputFields } from '../../document/outputFields';
import { pageLayout, pdfGroups } from '../../document/pdfGroups';
import { runConversion, type ConversionCall } from '../../document/run';
import type { OperationContext } from '../types';
import { dataFields, readTemplateData } from './data';
import { onTemplate, readSlug, templateLocator } from './locator';
import { checkMissing, variablesOf } from './variables';

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

/**
 * How a document of `format` is run: its groups (and capture), and the core call for `slug`, after `before`
 * has seen the body the node built.
 */
function documentCall(
  slug: string,
  format: ConversionFormat,
  before: (body: Record<string, unknown>) => Promise<void>,
): ConversionCall {
  const send: ConversionCall['send'] = async (client, body, options) => {
    await before(body);
    return client.templates.generate(slug, format, body, options);
  };
  return format === 'pdf' ? { format, topGroups: ['pageLayout'], send } : imageCall(format, send);
}

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  context: OperationContext,
): Promise<INodeExecutionData[]> {
  const slug = readSlug.call(this, itemIndex);
  const ext = this.getNodeParameter('documentFormat', itemIndex, 'pdf') as TemplateExt;
  const variables = () => onTemplate(this, itemIndex, slug, () => variablesOf(context, slug));
  const data = await readTemplateData.call(this, itemIndex, ext, variables);
  let missingVariables: string[] = [];
  // The request is checked first (a bad option or data is refused before anything is sent), then the
  // template's variables are read, so that Fail the Item stops before the document is generated.
  const before = async (body: Record<string, unknown>) => {
    const { templateGenerateBody } = loadedOptions() ?? (await loadOptions());
    templateGenerateBody(ext, body);
    missingVariables = checkMissing.call(this, itemIndex, slug, await variables(), data);
  };
  if (ext === 'html') {
    await before({ data });
    const html = await context.client.templates.generate(slug, 'html', { data }, { signal: context.signal });
    return [{ json: { slug, html, missingVariables }, pairedItem: { item: itemIndex } }];
  }
  return runConversion.call(this, itemIndex, context, {
    ...documentCall(slug, ext, before),
    // The template's HTML, as the input a conversion's file name comes from: `invoice` gives `invoice.pdf`.
    input: async () => ({ fields: { data }, fileName: `${slug}.html` }),
    output: () => ({ missingVariables }),
  });
}
