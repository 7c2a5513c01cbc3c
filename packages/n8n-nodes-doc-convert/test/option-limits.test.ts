// One source for every option limit: every field of the node that sets an API option, against the core's schema
// of each document that shows it (the four conversions, and Generate Document as each format), with the request
// built as the node builds it (apiOptions, captureOption). A number field is accepted at each of its bounds and
// refused one step past them, so its range is the schema's; it states its precision, 0 where the schema takes
// integers only; every value a list offers, every default and every example a placeholder gives is accepted.
// The fields and the schemas take their limits from the same constants of @doc-convert/core/options: this test is
// what stops a field from going its own way.
import { describe, expect, it } from '@jest/globals';
import type { IDataObject, IExecuteFunctions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { ValidationError, type ConversionFormat } from '@doc-convert/core';
import { parseConversionOptions } from '@doc-convert/core/options';
import { DocConvert } from '../nodes/DocConvert/DocConvert.node.ts';
import { captureOption } from '../nodes/DocConvert/document/image';
import { CUSTOM } from '../nodes/DocConvert/document/pdfGroups';
import { apiOptions } from '../nodes/DocConvert/document/request';

const { description } = new DocConvert();

interface DocumentKind {
  label: string;
  format: ConversionFormat;
  /** The parameters that show its fields. */
  show: Record<string, string>;
}

const FORMATS: ConversionFormat[] = ['pdf', 'png', 'jpeg', 'webp'];
const OPERATIONS: Record<ConversionFormat, string> = {
  pdf: 'convertToPdf',
  png: 'convertToPng',
  jpeg: 'convertToJpeg',
  webp: 'convertToWebp',
};

const DOCUMENTS: DocumentKind[] = [
  ...FORMATS.map((format) => ({
    label: `Conversion → ${OPERATIONS[format]}`,
    format,
    show: { resource: 'conversion', operation: OPERATIONS[format] },
  })),
  ...FORMATS.map((format) => ({
    label: `Template → Generate Document as ${format}`,
    format,
    show: { resource: 'template', operation: 'generate', documentFormat: format },
  })),
];

/** The top-level groups whose fields are request options (request.ts spreads them). */
const TOP_GROUPS = ['pageLayout', 'image'];
/** Option groups that are one API object each (request.ts). */
const OBJECT_GROUPS = ['header', 'footer', 'protection', 'watermark'];

/** Fields the node turns into an option of another name (request.ts, image.ts): where their value goes. */
const RESHAPED: Record<string, (value: unknown) => string> = {
  custom_format: () => 'format',
  orientation: () => 'landscape',
  author: () => 'protection.author',
  // Stamp Content goes where Stamp says (Text unless chosen).
  content: () => 'watermark.text',
  stamp: (value) => `watermark.${String(value)}`,
  offset_x_custom: () => 'watermark.offset_x',
  offset_y_custom: () => 'watermark.offset_y',
  webhookUrl: () => 'webhook',
  cssSelector: () => 'css_selector',
  clipX: () => 'clip.x',
  clipY: () => 'clip.y',
  clipWidth: () => 'clip.width',
  clipHeight: () => 'clip.height',
};

/** Fields among the options that set no option by themselves, and why. */
const NOT_OPTIONS: Record<string, string> = {
  concurrency: 'how many items the node runs at once',
  processorVersion: 'sent as the X-Processor-Version header',
  waitForDocument: 'the node waits for the webhook itself',
  limitWaitTime: 'how long the node waits',
  outline: "the client's own bookmarks, after the service answered",
  outlineDepth: "the client's own bookmarks (the core's OUTLINE_* range)",
  webhookMethod: 'sent only with a Webhook URL, and then only when not POST',
};

/** What Stamp Content holds while another watermark field is tried: a watermark needs something to stamp. */
const STAMPED = 'CONFIDENTIAL';

/** One field, and how the node turns a value of it into request options. */
interface OptionField {
  field: INodeProperties;
  /** Labels from the top, for messages. */
  where: string;
  /** The request options the node builds with the field set to `value`, `beside` set too. */
  request: (value: unknown, beside?: IDataObject) => Record<string, unknown>;
  /** The dotted option path `value` lands at. */
  path: (value: unknown) => string;
  /** The fields beside it: a Custom choice's own field is found among them. */
  siblings: INodeProperties[];
}

function isShownFor(property: INodeProperties, show: Record<string, string>): boolean {
  const conditions = property.displayOptions?.show;
  if (!conditions?.resource) return false;
  return Object.entries(show).every(([key, value]) => {
    const allowed = conditions[key] as unknown[] | undefined;
    return allowed === undefined || allowed.includes(value);
  });
}

function childrenOf(field: INodeProperties): INodeProperties[] {
  return ((field.options ?? []) as INodeProperties[]).filter(
    (option) => typeof option === 'object' && 'displayName' in option && 'type' in option,
  );
}

/** The fields a field needs set beside it to be shown within its group: Custom Page Size needs Page Size Custom. */
function shownWith(field: INodeProperties, siblings: INodeProperties[]): IDataObject {
  const out: IDataObject = {};
  for (const [name, allowed] of Object.entries(field.displayOptions?.show ?? {})) {
    if (siblings.some((sibling) => sibling.name === name)) out[name] = (allowed as unknown[])[0] as string;
  }
  return out;
}

/** The fields of a group, collections inside it included, each with the request its value makes. */
function groupFields(
  fields: INodeProperties[],
  where: string[],
  prefix: string[],
  build: (values: IDataObject) => Record<string, unknown>,
): OptionField[] {
  return fields.flatMap((field): OptionField[] => {
    const here = [...where, field.displayName];
    if (field.type === 'collection') {
      const inner = (values: IDataObject) => build({ [field.name]: values });
      return groupFields(childrenOf(field), here, [...prefix, field.name], inner);
    }
    const needsStamp = prefix[0] === 'watermark' && field.name !== 'content';
    return [
      {
        field,
        where: here.join(' → '),
        siblings: fields,
        request: (value, beside = {}) =>
          build({
            ...(needsStamp ? { content: STAMPED } : {}),
            ...shownWith(field, fields),
            ...beside,
            [field.name]: value as string,
          }),
        path: (value) => RESHAPED[field.name]?.(value) ?? [...prefix, field.name].join('.'),
      },
    ];
  });
}

/** A context whose parameters are `values`, for the node's functions that read parameters (captureOption). */
function parameters(values: IDataObject): IExecuteFunctions {
  return {
    getNodeParameter: (name: string, _item: number, fallback?: unknown) => values[name] ?? fallback,
  } as unknown as IExecuteFunctions;
}

/** Every field of a document that may set a request option: its groups' fields and the capture fields. */
function fieldsOf(document: DocumentKind): OptionField[] {
  const top = description.properties.filter((property) => isShownFor(property, document.show));
  const capture = top.filter((property) => property.displayOptions?.show?.capture);
  const captureDefaults = Object.fromEntries(capture.map((field) => [field.name, field.default]));
  return top.flatMap((property): OptionField[] => {
    if (TOP_GROUPS.includes(property.name)) {
      return groupFields(childrenOf(property), [property.displayName], [], (values) =>
        apiOptions([values], {}),
      );
    }
    if (property.name === 'options') {
      return childrenOf(property).flatMap((group) =>
        groupFields(
          childrenOf(group),
          ['Options', group.displayName],
          OBJECT_GROUPS.includes(group.name) ? [group.name] : [],
          (values) => apiOptions([], { [group.name]: values }),
        ),
      );
    }
    if (!capture.includes(property)) return [];
    return [
      {
        field: property,
        where: property.displayName,
        siblings: capture,
        request: (value) =>
          captureOption.call(
            parameters({
              ...captureDefaults,
              capture: (property.displayOptions!.show!.capture as string[])[0]!,
              [property.name]: value as string,
            }),
            0,
          ),
        path: (value) => RESHAPED[property.name]!(value),
      },
    ];
  });
}

function valueAt(options: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], options);
}

/** What the schema says of the option at `path` in `options`: nothing (accepted) or its messages. */
function issuesAt(format: ConversionFormat, options: Record<string, unknown>, path: string): string[] {
  try {
    parseConversionOptions(format, { source: '<p>Probe</p>', ...options });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.issues
      .filter((issue) => issue.path === path || issue.path.startsWith(`${path}.`))
      .map((issue) => issue.message);
  }
}

/** The example a placeholder gives: `e.g. 10mm` → `10mm`. */
function example(field: INodeProperties): string | undefined {
  return /^e\.g\. (.+)$/.exec(field.placeholder ?? '')?.[1];
}

const rounded = (value: number, precision: number) => Number(value.toFixed(precision));

/** A value to try, and whether the schema must take it. */
interface Trial {
  value: unknown;
  accepted: boolean;
  /** Fields set beside it (a Custom choice's own field). */
  with?: IDataObject;
}

/** The values a number field must be accepted and refused at: its bounds, a step past them, its precision. */
function numberTrials(field: INodeProperties): Trial[] {
  const { minValue, maxValue, numberPrecision } = (field.typeOptions ?? {}) as {
    minValue?: number;
    maxValue?: number;
    numberPrecision?: number;
  };
  const precision = numberPrecision ?? 0;
  const step = 10 ** -precision;
  const trials: Trial[] = [{ value: field.default, accepted: true }];
  // Where the field has no bound, neither may the schema.
  trials.push({ value: minValue ?? Number.MIN_SAFE_INTEGER, accepted: true });
  trials.push({ value: maxValue ?? Number.MAX_SAFE_INTEGER, accepted: true });
  if (minValue !== undefined) trials.push({ value: rounded(minValue - step, precision), accepted: false });
  if (maxValue !== undefined) trials.push({ value: rounded(maxValue + step, precision), accepted: false });
  const inside = minValue ?? maxValue ?? 0;
  // A field of whole numbers where the schema takes integers only; a finer one where it takes that fineness.
  if (precision === 0)
    trials.push({ value: inside + (minValue === undefined ? -0.5 : 0.5), accepted: false });
  else
    trials.push({
      value: rounded(inside + (minValue === undefined ? -step : step), precision),
      accepted: true,
    });
  return trials;
}

/** Every choice a list offers; Custom stands for its own field, tried with the example that field gives. */
function optionTrials(option: OptionField): Trial[] {
  const choices = (option.field.options ?? []) as INodePropertyOptions[];
  return choices.map(({ value }) => {
    if (value !== CUSTOM) return { value, accepted: true };
    const own = option.siblings.find((sibling) =>
      (sibling.displayOptions?.show?.[option.field.name] as unknown[] | undefined)?.includes(CUSTOM),
    );
    return { value, accepted: true, with: own ? { [own.name]: example(own) ?? '' } : {} };
  });
}

function trialsOf(option: OptionField): Trial[] {
  const { field } = option;
  switch (field.type) {
    case 'number':
      return numberTrials(field);
    case 'options':
      return optionTrials(option);
    case 'boolean':
      return [true, false].map((value) => ({ value, accepted: true }));
    case 'string':
    case 'color':
      return [field.default, example(field)]
        .filter((value) => value !== undefined && value !== '')
        .map((value) => ({ value, accepted: true }));
    default:
      // Lists of rows (headers, cookies, metadata) are objects the node builds; nothing to try in a field.
      return [];
  }
}

/** What went wrong for one document: each field and value whose request the schema judges otherwise. */
function mismatches(document: DocumentKind, fields: OptionField[]): string[] {
  const out: string[] = [];
  for (const option of fields) {
    const { field, where } = option;
    if (Object.hasOwn(NOT_OPTIONS, field.name)) continue;
    if (field.type === 'number' && field.typeOptions?.numberPrecision === undefined)
      out.push(`${where}: states no numberPrecision (0 for a whole number)`);
    if (field.type === 'options') {
      const values = ((field.options ?? []) as INodePropertyOptions[]).map((choice) => choice.value);
      if (!values.includes(field.default as string))
        out.push(`${where}: default ${String(field.default)} is not offered`);
    }
    for (const trial of trialsOf(option)) {
      const path = option.path(trial.value);
      const request = option.request(trial.value, trial.with);
      const said = `${where} = ${JSON.stringify(trial.value)} (${path})`;
      if (valueAt(request, path) === undefined) {
        out.push(`${said}: the node sets nothing there`);
        continue;
      }
      const issues = issuesAt(document.format, request, path);
      if (trial.accepted && issues.length > 0) out.push(`${said}: refused: ${issues.join('; ')}`);
      if (!trial.accepted && issues.length === 0)
        out.push(`${said}: accepted, though past the field's bound`);
    }
  }
  return out;
}

/** The option paths of a document's number fields, to see that the walk reached every limit. */
function numberPaths(fields: OptionField[]): string[] {
  return fields
    .filter(({ field }) => field.type === 'number' && !Object.hasOwn(NOT_OPTIONS, field.name))
    .map((option) => option.path(option.field.default))
    .sort();
}

const SHARED_NUMBERS = ['delay', 'timeout'];
const NUMBERS: Record<ConversionFormat, string[]> = {
  pdf: [
    ...SHARED_NUMBERS,
    'zoom',
    'header.start_at',
    'footer.start_at',
    'watermark.font_size',
    'watermark.font_opacity',
    'watermark.rotate',
  ],
  png: [...SHARED_NUMBERS, 'clip.x', 'clip.y', 'clip.width', 'clip.height'],
  jpeg: [...SHARED_NUMBERS, 'clip.x', 'clip.y', 'clip.width', 'clip.height', 'quality'],
  webp: [...SHARED_NUMBERS, 'clip.x', 'clip.y', 'clip.width', 'clip.height', 'quality'],
};

describe.each(DOCUMENTS)('$label: every field that sets an option, against the schema', (document) => {
  const fields = fieldsOf(document);

  it('walks every number field with a limit of the schema', () => {
    expect(numberPaths(fields)).toEqual([...NUMBERS[document.format]].sort());
  });

  it('has the schema’s bounds, precision, choices, defaults and examples', () => {
    expect(mismatches(document, fields)).toEqual([]);
  });
});

describe('the fields among the options that set no option by themselves', () => {
  it('are fields the node has', () => {
    const names = new Set(DOCUMENTS.flatMap((document) => fieldsOf(document).map(({ field }) => field.name)));
    expect(Object.keys(NOT_OPTIONS).filter((name) => !names.has(name))).toEqual([]);
  });
});
