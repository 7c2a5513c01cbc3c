// Stored templates: a page of them, the raw HTML of one, creation, update, deletion, and generation: the
// template filled with the request's variables (template-fill.ts), answered as HTML or rendered like any
// conversion of the extension's format, credits and answer forms included. The generate body is flat, as
// the service reads it: the keys that are options of the format are options, every other key a variable.
// Bodies are checked with the client's own schemas (packages/core/src/options/template.ts). Slugs are looked up in a map, so a slug holding `/` or
// `..` names nothing and cannot reach anything else.
import {
  parseTemplateCreate,
  parseTemplateUpdate,
  readTemplateGenerateBody,
  type TemplateExt,
} from 'doc-convert/internal/rules';
import type { Handler } from '../context';
import { errorReply, fieldError, isReply, jsonReply, readBody, textReply } from '../reply';
import type { Template } from '../resources';
import { fillTemplate, TemplateSyntaxError } from '../template-fill';
import { answerConversion, parseOptions, readRenderBody } from './convert';
import { isEnvelope, paginate } from './pagination';

const NOT_FOUND = 'Template not found.';

/** A template as the API shows it: everything but its HTML. */
function templateView({ slug, created, name }: Template) {
  return { slug, created, name };
}

export const listTemplates: Handler = ({ state, query }) => {
  const page = paginate([...state.templates.values()].map(templateView), query);
  return isEnvelope(page) ? jsonReply(200, { success: true, templates: page }) : page;
};

export const getTemplateHtml: Handler = ({ state, params }) => {
  const template = state.templates.get(params.slug);
  return template ? textReply(200, 'text/html; charset=utf-8', template.html) : errorReply(404, NOT_FOUND);
};

export const deleteTemplate: Handler = ({ state, params }) =>
  state.templates.delete(params.slug) ? jsonReply(200, { success: true }) : errorReply(404, NOT_FOUND);

export const createTemplate: Handler = (ctx) => {
  const body = readBody(ctx.body, parseTemplateCreate, '{slug, name, content}');
  if (isReply(body)) return body;
  const { templates } = ctx.state;
  if (templates.has(body.slug)) return fieldError('slug', `a template "${body.slug}" already exists`);
  const template: Template = { slug: body.slug, name: body.name, created: Date.now(), html: body.content };
  templates.set(template.slug, template);
  return jsonReply(200, { success: true, template: templateView(template) });
};

export const updateTemplate: Handler = (ctx) => {
  const template = ctx.state.templates.get(ctx.params.slug);
  if (!template) return errorReply(404, NOT_FOUND);
  const body = readBody(ctx.body, parseTemplateUpdate, '{name?, content}');
  if (isReply(body)) return body;
  template.html = body.content;
  if (body.name !== undefined) template.name = body.name;
  return jsonReply(200, { success: true, template: templateView(template) });
};

export const generateDocument: Handler = async (ctx) => {
  const template = ctx.state.templates.get(ctx.params.slug);
  if (!template) return errorReply(404, NOT_FOUND);
  const read = readRenderBody(ctx, (input) => ({
    generate: readTemplateGenerateBody(ctx.params.ext, input),
    input,
  }));
  if (isReply(read)) return read;
  const ext = ctx.params.ext as TemplateExt;
  const { variables, options } = read.generate;
  let html: string;
  try {
    html = fillTemplate(template.html, variables);
  } catch (error) {
    if (!(error instanceof TemplateSyntaxError)) throw error;
    return fieldError('content', `the stored template is not valid Handlebars: ${error.message}`);
  }
  if (ext === 'html') {
    return textReply(200, 'text/html; charset=utf-8', html);
  }
  const job = parseOptions(ext, { ...options, source: html });
  return isReply(job) ? job : answerConversion(job, read.input, ctx);
};
