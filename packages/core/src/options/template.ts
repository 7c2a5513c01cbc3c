// The bodies of the template operations, validated before anything is sent: create (slug, name, content),
// update (name, content) and generate (the data, and the conversion options of the document's format).
// templateGenerateBody() is the one place a generate body is built, and readTemplateGenerateBody() how the
// local server reads it back; see their comments for the service's word on that body.
import * as z from 'zod/v4';
import { ValidationError, type ValidationIssue } from '../errors';
import { didYouMean } from './did-you-mean';
import { listOf, parseOrThrow } from './issues';
import {
  conversionName,
  conversionOptionNames,
  parseConversionOptions,
  type ConversionFormat,
  type ConversionOptionsByFormat,
} from './parse';
import { nonEmptyString, objectParams } from './primitives';
import { templateDataIssue, type TemplateData } from './template-data';
import type { Assert, SameShape } from '../internal/same-shape';

/** What a template is generated as: the filled HTML itself, or a document rendered from it. */
export const TEMPLATE_EXTS = ['html', 'pdf', 'png', 'jpeg', 'webp'] as const;
/** What `templates.generate()` makes: `'html'` (the filled template) or a document, `'pdf'`, `'png'`, `'jpeg'`, `'webp'`. */
export type TemplateExt = (typeof TEMPLATE_EXTS)[number];

// The reference gives no pattern for slugs. A slug names the template in paths (`/templates/{slug}.pdf`),
// so the client creates only URL-safe slugs without dots: letters, digits, "-" and "_", the usual meaning
// of "slug". Operations on existing templates accept any slug and encode it (see resources/path.ts).
export const TEMPLATE_SLUG_RULE = 'must be letters, digits, "-" or "_" only, e.g. invoice-2026';
/** The characters of a slug, as a pattern: the schema below and the n8n node's By Slug mode check with it. */
export const TEMPLATE_SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;

export const templateSlugSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : TEMPLATE_SLUG_RULE) })
  .regex(TEMPLATE_SLUG_PATTERN, { error: TEMPLATE_SLUG_RULE });

const templateCreateSchema = z.strictObject(
  {
    /** The template's identifier in paths; cannot be changed later. */
    slug: templateSlugSchema,
    name: nonEmptyString(),
    /** The HTML, with Handlebars-style `{{variables}}`. */
    content: nonEmptyString(),
  },
  objectParams('must be an object {slug, name, content}'),
);

const templateUpdateSchema = z.strictObject(
  {
    name: nonEmptyString().optional(),
    /** Required by the reference (TemplateUpdateForm), even when only the name changes. */
    content: nonEmptyString(),
  },
  objectParams('must be an object {name?, content}'),
);

/** A new template (`templates.create()`). */
export interface TemplateCreateParams {
  /** The template's identifier in paths, e.g. `invoice-2026`: letters, digits, "-" or "_". Cannot change later. */
  slug: string;
  /** The template's name. */
  name: string;
  /** The HTML, with Handlebars-style `{{variables}}` filled in by `templates.generate()`. */
  content: string;
}

/** A template's new content and, when given, name (`templates.update()`). */
export interface TemplateUpdateParams {
  /** The template's new name; unchanged when left out. */
  name?: string;
  /** The template's HTML; required by the service, even when only the name changes. */
  content: string;
}

type _TemplateCreateMatch = Assert<SameShape<TemplateCreateParams, z.input<typeof templateCreateSchema>>>;
type _TemplateUpdateMatch = Assert<SameShape<TemplateUpdateParams, z.input<typeof templateUpdateSchema>>>;

/** Validates the body of POST /templates. Returns it as given; throws ValidationError. */
export function parseTemplateCreate(input: unknown): TemplateCreateParams {
  return parseOrThrow(templateCreateSchema, input);
}

/** Validates the body of PUT /templates/{slug}. Returns it as given; throws ValidationError. */
export function parseTemplateUpdate(input: unknown): TemplateUpdateParams {
  return parseOrThrow(templateUpdateSchema, input);
}

/** The parameters of a generation: the data, and for a rendered document its format's options but `source`. */
export type TemplateGenerateParams<E extends TemplateExt = TemplateExt> = {
  /**
   * The template's variables; `{}` when left out. Sent beside the options in one flat object, as the service
   * reads it: a variable named like an option of the format (`format`, `viewport`, `source`, ...) is refused.
   */
  data?: TemplateData;
} & (E extends ConversionFormat ? Omit<ConversionOptionsByFormat[E], 'source'> : { [K in never]: never });

/** Fills in for `source` while the options are checked: the service renders the stored template instead. */
const STORED_TEMPLATE = '<stored template>';

/** Why an option cannot go with ext html. */
export const HTML_NOT_RENDERED = 'does not apply to html: the template is only filled in, not rendered';

/** Refuses an extension the service does not generate, suggesting the one probably meant (`jpg` → `jpeg`). */
function checkTemplateExt(ext: unknown): TemplateExt {
  if (typeof ext === 'string' && (TEMPLATE_EXTS as readonly string[]).includes(ext))
    return ext as TemplateExt;
  const rule = `must be one of ${listOf(TEMPLATE_EXTS)}`;
  const suggestion = typeof ext === 'string' ? didYouMean(ext, TEMPLATE_EXTS) : undefined;
  const got = typeof ext === 'string' ? JSON.stringify(ext) : String(ext);
  const hint = suggestion ? `; did you mean "${suggestion}"?` : '';
  throw new ValidationError([{ path: 'ext', message: `${rule}; got ${got}${hint}` }]);
}

/** The parameters given to the generate call, as an object; refuses anything else. */
function paramsObject(params: unknown, form: string): Record<string, unknown> {
  const given = params ?? {};
  if (typeof given !== 'object' || Array.isArray(given)) {
    throw new ValidationError([{ path: '', message: `the parameters must be an object ${form}` }]);
  }
  return given as Record<string, unknown>;
}

/** Checks the options of a document generated as `format` (the format's own schema, without `source`). */
function optionIssues(format: TemplateExt, options: Record<string, unknown>): ValidationIssue[] {
  if (format === 'html')
    return Object.keys(options).map((name) => ({ path: name, message: HTML_NOT_RENDERED }));
  const issues: ValidationIssue[] = [];
  const { source: _source, ...rest } = options;
  if (Object.hasOwn(options, 'source')) {
    issues.push({ path: 'source', message: 'is the stored template here: remove it' });
  }
  try {
    parseConversionOptions(format, { ...rest, source: STORED_TEMPLATE });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    issues.push(...error.issues);
  }
  return issues;
}

/** The names the service reads as options, not variables, in a body generating `format`: none for html. */
export function templateOptionNames(format: TemplateExt): ReadonlySet<string> {
  return format === 'html' ? new Set() : conversionOptionNames(format);
}

/**
 * The JSON body of POST /templates/{slug}.{ext}: `{ ...variables, ...options }`, one flat object.
 *
 * The reference names this body (TemplateGenerateForm) without defining it. The service's own word decides:
 * its MCP server describes its generate_from_template tool as "Pass template variables and any conversion
 * option as extra properties", so the variables go beside the options, not under a key. This is the one place
 * that decision is made; the local server reads the same body (readTemplateGenerateBody()).
 *
 * Callers still write `{ data, ...options }`, so a misspelt option is refused as unknown rather than becoming a
 * variable. The options are checked with the format's own schema, as for `convert.*`; `source` is refused (the
 * stored template is the source), and html takes no options at all, as nothing is rendered. A variable the
 * service would read as an option of that format (`format`, `margin`, `webhook`, `source`, ...) is refused:
 * the service could not tell it from the option.
 */
export function templateGenerateBody(ext: unknown, params: unknown): Record<string, unknown> {
  const format = checkTemplateExt(ext);
  const { data = {}, ...options } = paramsObject(params, '{ data?, ...options }');
  const issues: ValidationIssue[] = [];
  const dataIssue = templateDataIssue(data);
  if (dataIssue) issues.push(dataIssue);
  else issues.push(...templateVariableIssues(format, data as Record<string, unknown>));
  issues.push(...optionIssues(format, options));
  if (issues.length > 0) throw new ValidationError(issues);
  return { ...(data as Record<string, unknown>), ...options };
}

/**
 * Each variable of `data` named like an option of `format`, refused with why and the two ways out (the
 * client's check, and the Action's on each data file).
 */
export function templateVariableIssues(format: TemplateExt, data: object): ValidationIssue[] {
  if (format === 'html') return [];
  const names = conversionOptionNames(format);
  const kind = conversionName(format);
  return Object.keys(data)
    .filter((name) => names.has(name))
    .map((name) => ({
      path: `data.${name}`,
      message: `is the name of a ${kind} option: the service reads the variables and the options from one object, so it would take this variable for the option. Rename the variable, or nest it: data: { invoice: { ${name}: … } } and {{invoice.${name}}} in the template`,
    }));
}

/**
 * Reads a flat generate body as the service does (the local server's side of templateGenerateBody()): the
 * keys that are options of `ext`'s format are options, checked like the client checks them; every other key
 * is a variable for the template, `data` included. For html every key is a variable.
 */
export function readTemplateGenerateBody(
  ext: unknown,
  body: unknown,
): { variables: Record<string, unknown>; options: Record<string, unknown> } {
  const format = checkTemplateExt(ext);
  const given = paramsObject(body, '{ ...variables, ...options }');
  const names = templateOptionNames(format);
  const variables: Record<string, unknown> = {};
  const options: Record<string, unknown> = {};
  // Defined, not assigned: a variable named `__proto__` stays a variable, and never replaces the prototype.
  for (const [key, value] of Object.entries(given)) {
    Object.defineProperty(names.has(key) ? options : variables, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  const issues = optionIssues(format, options);
  if (issues.length > 0) throw new ValidationError(issues);
  return { variables, options };
}
