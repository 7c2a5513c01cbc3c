// Conversion → Convert to PNG: POST /convert/png. What to capture is one choice: the visible viewport, the full
// page, the elements a CSS selector matches, or a clip region (the API accepts at most one of them).
import {
  updateDisplayOptions,
  type IDataObject,
  type IExecuteFunctions,
  type INodeExecutionData,
  type INodeProperties,
} from 'n8n-workflow';
import { CAPTURE_MODES, IMAGE_DPI_VALUES, type PngOptions } from '../../../../src/options';
import type { OperationContext } from '../types';
import { optionsCollection, outputFields, sourceFields } from './fields';
import { conversionItem, readOutputSettings } from './output';
import { readConversionRequest } from './request';

type CaptureMode = 'viewport' | (typeof CAPTURE_MODES)[number];

const CAPTURE_LABELS: Record<CaptureMode, { name: string; description: string }> = {
  viewport: { name: 'Viewport', description: 'What fits in the rendering window' },
  fullpage: { name: 'Full Page', description: 'The whole scrollable page' },
  css_selector: { name: 'CSS Selector', description: 'The elements a CSS selector matches' },
  clip: { name: 'Clip Region', description: 'A rectangle of the page, in pixels' },
};

const clipField = (name: string, displayName: string, minValue: number, start: number): INodeProperties => ({
  displayName,
  name,
  type: 'number',
  typeOptions: { minValue },
  default: start,
  displayOptions: { show: { capture: ['clip'] } },
});

const captureFields: INodeProperties[] = [
  {
    displayName: 'Capture',
    name: 'capture',
    type: 'options',
    options: (['viewport', ...CAPTURE_MODES] as CaptureMode[])
      .map((mode) => ({ value: mode, ...CAPTURE_LABELS[mode] }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    default: 'viewport',
    description: 'Which part of the page becomes the image',
  },
  {
    displayName: 'CSS Selector',
    name: 'cssSelector',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'e.g. #chart',
    displayOptions: { show: { capture: ['css_selector'] } },
  },
  clipField('clipX', 'Clip X', 0, 0),
  clipField('clipY', 'Clip Y', 0, 0),
  clipField('clipWidth', 'Clip Width', 1, 800),
  clipField('clipHeight', 'Clip Height', 1, 600),
];

const pngOptions: INodeProperties[] = [
  {
    displayName: 'DPI Scale',
    name: 'dpi',
    type: 'options',
    options: IMAGE_DPI_VALUES.map((dpi) => ({ name: `${dpi}x`, value: dpi })),
    default: 1,
    description: 'Pixel density of the image: 2x and 4x give sharper, larger images',
  },
  {
    displayName: 'Transparent Background',
    name: 'transparent',
    type: 'boolean',
    default: false,
    description: 'Whether the page background is transparent instead of white',
  },
  {
    displayName: 'Viewport',
    name: 'viewport',
    type: 'string',
    default: '1280x1024',
    placeholder: 'e.g. 1280x1024',
    description: 'Size of the rendering window in pixels, width x height',
  },
];

export const description: INodeProperties[] = [
  ...updateDisplayOptions({ show: { resource: ['conversion'], operation: ['convertToPng'] } }, [
    ...sourceFields,
    ...captureFields,
    ...outputFields,
  ]),
  optionsCollection('convertToPng', pngOptions),
];

/** The capture choice as the one API option it stands for. */
function captureOption(this: IExecuteFunctions, itemIndex: number): IDataObject {
  const mode = this.getNodeParameter('capture', itemIndex, 'viewport') as CaptureMode;
  if (mode === 'fullpage') return { fullpage: true };
  if (mode === 'css_selector') return { css_selector: this.getNodeParameter('cssSelector', itemIndex) };
  if (mode === 'clip') {
    const read = (name: string) => this.getNodeParameter(name, itemIndex) as number;
    return {
      clip: { x: read('clipX'), y: read('clipY'), width: read('clipWidth'), height: read('clipHeight') },
    };
  }
  return {};
}

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const request = await readConversionRequest.call(this, itemIndex);
  Object.assign(request.body, captureOption.call(this, itemIndex));
  const conversion = await client.convert.png(request.body as unknown as PngOptions, {
    processorVersion: request.processorVersion,
    signal,
  });
  const settings = readOutputSettings.call(this, itemIndex, 'png', request);
  return [await conversionItem.call(this, itemIndex, conversion, settings)];
}
