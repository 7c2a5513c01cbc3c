// What every image conversion (PNG, JPEG, WebP) shares: what to capture (the visible viewport, the full page,
// the elements a CSS selector matches, or a clip region: the API accepts at most one of them) and the Image group
// (viewport size, DPI scale, and per format its own fields: Transparent Background for PNG, Quality for JPEG and
// WebP). An image operation is its format and its core call; the description and the request come from here.
import {
  updateDisplayOptions,
  type IDataObject,
  type IExecuteFunctions,
  type INodeProperties,
} from 'n8n-workflow';
import {
  CAPTURE_MODES,
  CLIP_SIZE,
  IMAGE_DPI_VALUES,
  IMAGE_QUALITY,
  type ImageFormat,
} from '@doc-convert/core/options';
import { group, optionsCollection } from './groups';
import { outputFields } from './outputFields';
import type { ConversionCall } from './run';
import { sourceFields } from './source';

type CaptureMode = 'viewport' | (typeof CAPTURE_MODES)[number];

const CAPTURE_LABELS: Record<CaptureMode, { name: string; description: string }> = {
  viewport: { name: 'Viewport', description: 'What fits in the rendering window' },
  fullpage: { name: 'Full Page', description: 'The whole scrollable page' },
  css_selector: { name: 'CSS Selector', description: 'The elements a CSS selector matches' },
  clip: { name: 'Clip Region', description: 'A rectangle of the page, in pixels' },
};

/** A number of the clip region, in whole pixels; `minValue` only where the core has one (width and height). */
const clipField = (name: string, displayName: string, start: number, minValue?: number): INodeProperties => ({
  displayName,
  name,
  type: 'number',
  typeOptions: { ...(minValue === undefined ? {} : { minValue }), numberPrecision: 0 },
  default: start,
  displayOptions: { show: { capture: ['clip'] } },
});

export const captureFields: INodeProperties[] = [
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
  clipField('clipX', 'Clip X', 0),
  clipField('clipY', 'Clip Y', 0),
  clipField('clipWidth', 'Clip Width', 800, CLIP_SIZE.min),
  clipField('clipHeight', 'Clip Height', 600, CLIP_SIZE.min),
];

// n8n's lint reads a computed default only from a plain name, not from `IMAGE_QUALITY.default`.
const { default: qualityDefault } = IMAGE_QUALITY;

/** Quality of the lossy formats: the core's range and the service's default (test/option-limits.test.ts). */
const quality: INodeProperties = {
  displayName: 'Quality',
  name: 'quality',
  type: 'number',
  typeOptions: { minValue: IMAGE_QUALITY.min, maxValue: IMAGE_QUALITY.max, numberPrecision: 0 },
  default: qualityDefault,
  description: `Compression quality from ${IMAGE_QUALITY.min} to ${IMAGE_QUALITY.max}: higher is sharper and larger`,
};

/** Fields of the Image group that only some formats accept (the core refuses them for the others). */
const FORMAT_FIELDS: Record<ImageFormat, INodeProperties[]> = {
  png: [
    {
      displayName: 'Transparent Background',
      name: 'transparent',
      type: 'boolean',
      default: false,
      description: 'Whether the page background is transparent instead of white',
    },
  ],
  jpeg: [quality],
  webp: [quality],
};

/** The Image group of one format: what every image shares, and the format's own fields. */
export function imageGroup(format: ImageFormat): INodeProperties {
  return group('Image', 'image', 'Size and sharpness of the image', [
    {
      displayName: 'Viewport Size',
      name: 'viewport',
      type: 'string',
      default: '1280x1024',
      placeholder: 'e.g. 1280x1024',
      description:
        'Size of the rendering window in pixels, width x height; a full-page capture keeps the width',
    },
    {
      displayName: 'DPI Scale',
      name: 'dpi',
      type: 'options',
      options: IMAGE_DPI_VALUES.map((dpi) => ({ name: `${dpi}x`, value: dpi })),
      default: 1,
      description: 'Pixel density of the image: 2x and 4x give sharper, larger images',
    },
    ...FORMAT_FIELDS[format],
  ]);
}

/** The groups an image conversion reads besides Options. */
const IMAGE_TOP_GROUPS = ['image'];

/** The run of an image conversion to `format`: its Image group, its capture, and the core call `send`. */
export function imageCall(format: ImageFormat, send: ConversionCall['send']): ConversionCall {
  return { format, topGroups: IMAGE_TOP_GROUPS, extra: captureOption, send };
}

/** The description of the image conversion `operation` to `format`. */
export function imageDescription(format: ImageFormat, operation: string): INodeProperties[] {
  return updateDisplayOptions({ show: { resource: ['conversion'], operation: [operation] } }, [
    ...sourceFields,
    ...captureFields,
    imageGroup(format),
    ...outputFields,
    optionsCollection([]),
  ]);
}

/** The capture choice as the one API option it stands for. */
export function captureOption(this: IExecuteFunctions, itemIndex: number): IDataObject {
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
