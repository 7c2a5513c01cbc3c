// Fills a stored template with data, Handlebars-compatible (handlebars from npm): `{{name}}`, `{{a.b}}`,
// `{{#each items}}`, `{{#if paid}}`, values HTML-escaped unless written `{{{raw}}}`. One engine of its own,
// so nothing registered elsewhere in the process (helpers, partials) changes what a template means; its
// defaults keep templates away from prototype properties.
import Handlebars from 'handlebars';

const engine = Handlebars.create();

/** Thrown when the template itself is not valid Handlebars. */
export class TemplateSyntaxError extends Error {}

export function fillTemplate(content: string, data: object): string {
  let render: HandlebarsTemplateDelegate;
  try {
    render = engine.compile(content);
    return render(data);
  } catch (error) {
    throw new TemplateSyntaxError((error as Error).message.split('\n')[0]);
  }
}
