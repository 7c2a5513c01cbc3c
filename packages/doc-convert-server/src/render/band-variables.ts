// The variables of a PDF header or footer, filled the same way by both renderers: each `{{ name }}` whose
// name is given a value becomes that value; any other is left as written, `{{constructor}}` and the other
// names every object inherits included (values are looked up as own properties only).
type BandVariable = 'page' | 'total' | 'title' | 'url' | 'date';

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export function fillBand(source: string, values: Readonly<Record<BandVariable, string>>): string {
  return source.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as BandVariable] : whole,
  );
}
