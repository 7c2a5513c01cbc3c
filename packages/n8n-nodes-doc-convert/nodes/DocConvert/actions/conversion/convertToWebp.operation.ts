// Conversion → Convert to WebP: POST /convert/webp, an image conversion (image.ts) with a quality of its own.
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { WebpOptions } from '@doc-convert/core/options';
import type { OperationContext } from '../types';
import { imageCall, imageDescription } from '../../document/image';
import { runConversion } from '../../document/run';

export const description: INodeProperties[] = imageDescription('webp', 'convertToWebp');

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  context: OperationContext,
): Promise<INodeExecutionData[]> {
  const call = imageCall('webp', (client, body, options) =>
    client.convert.webp(body as unknown as WebpOptions, options),
  );
  return runConversion.call(this, itemIndex, context, call);
}
