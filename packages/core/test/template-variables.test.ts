// The template variables the library finds with Handlebars' parser, as the n8n node lists them to map: kinds
// by use, dotted paths, loops and helpers left out; what an item's data lacks; dotted names nested.
import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '../src/errors';
import { missingVariables, nestVariables, templateVariables } from '../src/template-variables';

describe('templateVariables', () => {
  it('lists names, dotted paths, lists and conditions in order of first use', async () => {
    const html = `<h1>Invoice {{number}}</h1><p>{{customer.name}}, {{customer.address.city}}</p>
      {{#each items}}<tr><td>{{@index}}</td><td>{{this.description}}</td><td>{{amount}}</td></tr>{{/each}}
      {{#if paid}}PAID{{/if}}{{#unless overdue}}on time{{else}}{{reminder}}{{/unless}}`;
    expect(await templateVariables(html)).toEqual([
      { name: 'number', type: 'string' },
      { name: 'customer.name', type: 'string' },
      { name: 'customer.address.city', type: 'string' },
      { name: 'items', type: 'array' },
      { name: 'paid', type: 'boolean' },
      { name: 'overdue', type: 'boolean' },
      { name: 'reminder', type: 'string' },
    ]);
  });

  it('leaves out helpers, this, @data and the elements of a loop, but follows ../ and @root out of it', async () => {
    const html = `{{#each lines}}{{this}} {{name}} {{@first}} {{../currency}} {{@root.vat}} {{lookup ../rates code}}{{/each}}
      {{formatDate issued "YYYY"}} {{{raw}}} {{!-- {{hidden}} --}}`;
    expect(await templateVariables(html)).toEqual([
      { name: 'lines', type: 'array' },
      { name: 'currency', type: 'string' },
      { name: 'vat', type: 'string' },
      { name: 'rates', type: 'string' },
      { name: 'issued', type: 'string' },
      { name: 'raw', type: 'string' },
    ]);
  });

  it('reads #with as a prefix, and a name printed and tested as text', async () => {
    const html = '{{#with customer}}{{name}} {{email}}{{/with}}{{#if note}}<p>{{note}}</p>{{/if}}';
    expect(await templateVariables(html)).toEqual([
      { name: 'customer.name', type: 'string' },
      { name: 'customer.email', type: 'string' },
      { name: 'note', type: 'string' },
    ]);
  });

  it('leaves out an object whose fields are variables, and is not fooled by braces in text or regexes', async () => {
    const html = '{{#if customer}}{{customer.name}}{{/if}} \\{{escaped}} <script>/{{2}}/.test(x)</script>';
    const names = (await templateVariables(html)).map((v) => v.name);
    expect(names).toEqual(['customer.name']);
  });

  it('refuses a template that is not Handlebars, naming content', async () => {
    const error = await templateVariables('{{#each items}}no end').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe('content');
    expect((error as ValidationError).message).toMatch(/not valid Handlebars/);
  });
});

describe('missingVariables', () => {
  const variables = [
    { name: 'number', type: 'string' as const },
    { name: 'customer.name', type: 'string' as const },
    { name: 'paid', type: 'boolean' as const },
  ];
  it('names the variables the data has no value for', () => {
    expect(missingVariables(variables, { number: 42, customer: { name: 'Ada' }, paid: false })).toEqual([]);
    expect(missingVariables(variables, { number: null, customer: 'Ada' })).toEqual([
      'number',
      'customer.name',
      'paid',
    ]);
    // An empty string is a value the user chose; a dotted key is not what Handlebars reads.
    expect(missingVariables(variables, { number: '', 'customer.name': 'Ada', paid: true })).toEqual([
      'customer.name',
    ]);
  });
});

describe('nestVariables', () => {
  it('nests dotted names as the template reads them, without touching prototypes', () => {
    expect(nestVariables({ 'customer.name': 'Ada', 'customer.city': 'Paris', paid: true })).toEqual({
      customer: { name: 'Ada', city: 'Paris' },
      paid: true,
    });
    const data = nestVariables({ '__proto__.polluted': 'yes' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.stringify(data)).toBe('{"__proto__":{"polluted":"yes"}}');
  });
});
