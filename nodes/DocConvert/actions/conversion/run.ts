// One conversion of one item, the same for every format: read the request, register its secrets, call the
// core, and turn the answer into the output item. An operation gives its format, its top-level groups, any
// options of its own and the core call.
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import type { DocConvertClient } from '../../../../src/client';
import type { Conversion, ConversionFormat } from '../../../../src/conversion';
import type { ProcessorVersion } from '../../../../src/resources/convert';
import type { OperationContext } from '../types';
import { conversionItem, readOutputSettings } from './output';
import { readConversionRequest } from './request';

export interface ConversionCall {
  format: ConversionFormat;
  /** Top-level groups to read (Page Layout, Image). */
  topGroups: string[];
  /** Options the operation reads itself (the image capture). */
  extra?: (this: IExecuteFunctions, itemIndex: number) => IDataObject;
  send: (
    client: DocConvertClient,
    body: Record<string, unknown>,
    options: { processorVersion: ProcessorVersion | undefined; signal: AbortSignal | undefined },
  ) => Promise<Conversion>;
}

export async function runConversion(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal, secrets }: OperationContext,
  call: ConversionCall,
): Promise<INodeExecutionData[]> {
  const request = await readConversionRequest.call(this, itemIndex, call.topGroups);
  if (call.extra) Object.assign(request.body, call.extra.call(this, itemIndex));
  secrets.push(...request.secrets);
  const conversion = await call.send(client, request.body, {
    processorVersion: request.processorVersion,
    signal,
  });
  const settings = readOutputSettings.call(this, itemIndex, call.format, request);
  return [await conversionItem.call(this, itemIndex, conversion, settings)];
}
