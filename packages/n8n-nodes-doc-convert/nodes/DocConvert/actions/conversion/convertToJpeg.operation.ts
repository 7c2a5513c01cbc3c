// Conversion → Convert to JPEG: POST /convert/jpeg, an image conversion (image.ts) with a quality of its own.
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { JpegOptions } from '@doc-convert/core/options';
import type { OperationContext } from '../types';
import { imageCall, imageDescription } from '../../document/image';
import { runConversion } from '../../document/run';

export const description: INodeProperties[] = imageDescription('jpeg', 'convertToJpeg');

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  context: OperationContext,
): Promise<INodeExecutionData[]> {
  const call = imageCall('jpeg', (client, body, options) =>
    client.convert.jpeg(body as unknown as JpegOptions, options),
  );
  return runConversion.call(this, itemIndex, context, call);
}
