// Conversion → Convert to PDF: POST /convert/pdf. The page layout is seen first, the rest of the PDF's options
// (header, footer, properties, security, watermark) join the shared groups under Options.
import {
  updateDisplayOptions,
  type IExecuteFunctions,
  type INodeExecutionData,
  type INodeProperties,
} from 'n8n-workflow';
import type { PdfOptions } from '@doc-convert/core/options';
import type { OperationContext } from '../types';
import { optionsCollection } from '../../document/groups';
import { outputFields } from '../../document/outputFields';
import { pageLayout, pdfGroups } from '../../document/pdfGroups';
import { runConversion } from '../../document/run';
import { sourceFields } from '../../document/source';

export const description: INodeProperties[] = updateDisplayOptions(
  { show: { resource: ['conversion'], operation: ['convertToPdf'] } },
  [...sourceFields, pageLayout, ...outputFields, optionsCollection(pdfGroups)],
);

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  context: OperationContext,
): Promise<INodeExecutionData[]> {
  return runConversion.call(this, itemIndex, context, {
    format: 'pdf',
    topGroups: ['pageLayout'],
    send: (client, body, options) => client.convert.pdf(body as unknown as PdfOptions, options),
  });
}
