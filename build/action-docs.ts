// `npm run docs:action`: the tables of the Action's inputs and outputs in docs/action.md, generated from
// action.yml so the page can never name an input the Action lacks or miss one it has. The tables sit between
// two marker comments; the rest of the page is written by hand. test/docs-action.test.ts keeps the
// committed page equal to what this writes. Formatted with the repository's Prettier settings, so that
// `prettier --check` and this generator agree on every byte.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { load } from 'js-yaml';
import { format, resolveConfig } from 'prettier';

const ROOT = resolve(import.meta.dirname, '..');
export const ACTION_DOCS = join(ROOT, 'docs/action.md');
export const BEGIN = '<!-- action.yml inputs and outputs: begin -->';
export const END = '<!-- action.yml inputs and outputs: end -->';

interface ActionManifest {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

/** A YAML description as one table cell: folded to one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}

/** The inputs and outputs tables, in action.yml's order (the order a reader meets them there). */
export function actionTables(yamlText: string): string {
  const manifest = load(yamlText) as ActionManifest;
  const inputs = Object.entries(manifest.inputs).map(([name, input]) => {
    const shown = input.default === undefined ? (input.required ? 'required' : '') : `\`${input.default}\``;
    return `| \`${name}\` | ${shown} | ${cell(input.description)} |`;
  });
  const outputs = Object.entries(manifest.outputs).map(
    ([name, output]) => `| \`${name}\` | ${cell(output.description)} |`,
  );
  return [
    '### Inputs',
    '',
    '| input | default | description |',
    '| --- | --- | --- |',
    ...inputs,
    '',
    '### Outputs',
    '',
    '| output | description |',
    '| --- | --- |',
    ...outputs,
  ].join('\n');
}

/** The page with its generated part replaced by the tables of `yamlText`, formatted as Prettier would. */
export async function actionDocsPage(page: string, yamlText: string): Promise<string> {
  const begin = page.indexOf(BEGIN);
  const end = page.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`docs/action.md must hold the markers ${BEGIN} and ${END}`);
  const text = `${page.slice(0, begin + BEGIN.length)}\n\n${actionTables(yamlText)}\n\n${page.slice(end)}`;
  const options = await resolveConfig(ACTION_DOCS);
  return format(text, { ...options, parser: 'markdown' });
}

async function main(): Promise<void> {
  const page = readFileSync(ACTION_DOCS, 'utf8');
  const next = await actionDocsPage(page, readFileSync(join(ROOT, 'action.yml'), 'utf8'));
  if (next !== page) writeFileSync(ACTION_DOCS, next);
  process.stdout.write(`docs/action.md: ${next === page ? 'unchanged' : 'tables written'}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
