// Conversion: the operation selector and its operations (Convert to PDF, and to the image formats PNG, JPEG
// and WebP). PDF first, the node's purpose; the images after it.
import type { INodeProperties } from 'n8n-workflow';
import * as convertToJpeg from './convertToJpeg.operation';
import * as convertToPdf from './convertToPdf.operation';
import * as convertToPng from './convertToPng.operation';
import * as convertToWebp from './convertToWebp.operation';

export { convertToJpeg, convertToPdf, convertToPng, convertToWebp };

export const description: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['conversion'] } },
    options: [
      {
        name: 'Convert to PDF',
        value: 'convertToPdf',
        description: 'Convert a URL or HTML to a PDF document',
        action: 'Convert to PDF',
      },
      {
        name: 'Convert to PNG',
        value: 'convertToPng',
        description: 'Convert a URL or HTML to a PNG image (lossless, transparency possible)',
        action: 'Convert to PNG',
      },
      {
        name: 'Convert to JPEG',
        value: 'convertToJpeg',
        description: 'Convert a URL or HTML to a JPEG image (smaller, with a quality setting)',
        action: 'Convert to JPEG',
      },
      {
        name: 'Convert to WebP',
        value: 'convertToWebp',
        description: 'Convert a URL or HTML to a WebP image (smallest, with a quality setting)',
        // Sentence case allows a word in capitals only: WEBP, as PDF, PNG and JPEG.
        action: 'Convert to WEBP',
      },
    ],
    default: 'convertToPdf',
  },
  ...convertToPdf.description,
  ...convertToPng.description,
  ...convertToJpeg.description,
  ...convertToWebp.description,
];
