// Stored templates: a page of them, the raw HTML of one, and deletion. Slugs are looked up in a map, so a
// slug holding `/` or `..` names nothing and cannot reach anything else.
import type { Handler } from '../context';
import { errorReply, jsonReply, textReply } from '../reply';
import { isEnvelope, paginate } from './pagination';

export const listTemplates: Handler = ({ state, query }) => {
  const items = [...state.templates.values()].map(({ slug, created, name }) => ({ slug, created, name }));
  const page = paginate(items, query);
  return isEnvelope(page) ? jsonReply(200, { success: true, templates: page }) : page;
};

export const getTemplateHtml: Handler = ({ state, params }) => {
  const template = state.templates.get(params.slug);
  return template
    ? textReply(200, 'text/html; charset=utf-8', template.html)
    : errorReply(404, 'Template not found.');
};

export const deleteTemplate: Handler = ({ state, params }) =>
  state.templates.delete(params.slug)
    ? jsonReply(200, { success: true })
    : errorReply(404, 'Template not found.');
