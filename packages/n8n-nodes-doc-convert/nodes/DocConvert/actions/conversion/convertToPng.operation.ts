// Conversion → Convert to PNG: POST /convert/png, an image conversion (image.ts) with a transparent background
// as its own option.
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { PngOptions } from '@doc-convert/core/options';
import type { OperationContext } from '../types';
import { imageCall, imageDescription } from '../../document/image';
import { runConversion } from '../../document/run';

export const description: INodeProperties[] = imageDescription('png', 'convertToPng');

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  context: OperationContext,
): Promise<INodeExecutionData[]> {
  const call = imageCall('png', (client, body, options) =>
    client.convert.png(body as unknown as PngOptions, options),
  );
  return runConversion.call(this, itemIndex, context, call);
}
