// docs/action.md's tables of inputs and outputs are generated from action.yml (build/action-docs.ts,
// `npm run docs:action`): the committed page must be what the generator writes, so a new or changed input
// cannot reach users undocumented.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { ACTION_DOCS, actionDocsPage, actionTables } from '../build/action-docs';

const ROOT = join(import.meta.dirname, '..');
const yamlText = readFileSync(join(ROOT, 'action.yml'), 'utf8');
const manifest = load(yamlText) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> };

describe('docs/action.md: inputs and outputs', () => {
  it('is what `npm run docs:action` writes from action.yml', async () => {
    const page = readFileSync(ACTION_DOCS, 'utf8');
    expect(await actionDocsPage(page, yamlText)).toBe(page);
  });

  it('has a row for every input and output, in action.yml order', () => {
    const rows = actionTables(yamlText)
      .split('\n')
      .map((line) => /^\| `([\w-]+)` \|/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(rows).toEqual([...Object.keys(manifest.inputs), ...Object.keys(manifest.outputs)]);
  });

  it('shows defaults and required inputs, and folds descriptions into one cell', () => {
    const tables = actionTables(yamlText);
    expect(tables).toContain('| `api-key` | required | API key of the Document Conversion API.');
    expect(tables).toContain('| `type` | `pdf` | Output type');
    expect(tables).not.toMatch(/\| [^|\n]*\n[^|]/);
  });

  it('changes when action.yml does', async () => {
    const page = readFileSync(ACTION_DOCS, 'utf8');
    const changed = yamlText.replace(
      'Output type, `pdf`, `png`, `jpeg` or `webp`',
      'The type of file | written',
    );
    const next = await actionDocsPage(page, changed);
    expect(next).not.toBe(page);
    expect(next).toContain('The type of file \\| written');
  });
});
