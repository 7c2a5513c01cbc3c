// Type-checks the published ESM entry as a consumer sees it (module: nodenext, .mts).
import { DocConvert, ValidationError, type Conversion, type Credits, type PdfOptions } from 'doc-convert';

const client = new DocConvert({ apiKey: 'dc_example_key', baseUrl: 'http://127.0.0.1:1/v3' });
const options: PdfOptions = { source: '<h1>Hi</h1>', format: 'A4', margin: { top: '10mm' } };
export async function use(): Promise<[Credits, Conversion]> {
  const credits = await client.credits.usage();
  const result = await client.convert.pdf(options, { processorVersion: '142' });
  if (result.kind === 'file') await result.toFile('out.pdf');
  else if (result.kind === 'stored') console.log(result.result.url);
  else console.log(result.acknowledgement.queued);
  return [credits, result];
}
export const isValidation = (e: unknown): e is ValidationError => e instanceof ValidationError;
// @ts-expect-error zoom must be a number
export const wrong: PdfOptions = { source: 'x', zoom: 'big' };
// A generation answers the filled HTML as a string for html, and a conversion's answer for a rendered format.
export async function generate(): Promise<[string, Conversion]> {
  const html: string = await client.templates.generate('invoice', 'html', { data: { number: 42 } });
  const pdf = await client.templates.generate('invoice', 'pdf', { data: { number: 42 }, format: 'A4' });
  return [html, pdf];
}
// @ts-expect-error html is only filled in: it takes no conversion options
export const htmlWithOptions = () => client.templates.generate('invoice', 'html', { data: {}, format: 'A4' });
// @ts-expect-error transparent is a PNG option
export const jpegTransparent = () => client.convert.jpeg({ source: 'x', transparent: true });
