// examples/github/docs-book.yml runs as written against the local server's Chromium: its Action step's inputs,
// read from the file (the secret's place taken by the sandbox key and the local server's address), turn a
// docs/ folder of Markdown into one book: the README first, the other pages after it, the diagram's labels
// and the formula's symbols in the text, a contents page under the workflow's title, every page numbered, and
// the README's link to `guide.md#install` a jump to the page that prints that heading.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalServer, SANDBOX_KEY, type LocalServer } from 'doc-convert-server';
import { readPdf, type PdfFacts } from '@doc-convert/testing/pdf';
import { readLinks } from '@doc-convert/testing/pdf-outline';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import { ROOT } from './fixtures/runner';
import { createWorkspace, type Workspace } from './fixtures/workspace';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => github);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

const WORKFLOW = readFileSync(path.join(ROOT, 'examples/github/docs-book.yml'), 'utf8');

/** The `with:` inputs of the workflow's Doc Convert step, as the runner hands them to the Action. */
function actionInputs(workflow: string): Record<string, string> {
  const step = workflow.split(/\n\s+- /).find((s) => /uses: your-org\/n8n-nodes-doc-convert@/.test(s));
  if (!step) throw new Error('no Doc Convert step in the workflow');
  const inputs: Record<string, string> = {};
  const lines = step.slice(step.indexOf('\n          ')).split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^ {10}([\w-]+): ?(.*)$/.exec(lines[i]!);
    if (!match) continue;
    const [, name, value] = match;
    if (value === '|') {
      const block: string[] = [];
      while (i + 1 < lines.length && /^ {12}/.test(lines[i + 1]!)) block.push(lines[++i]!.trim());
      inputs[name!] = block.join('\n');
    } else inputs[name!] = value!.replace(/^'(.*)'$/, '$1');
  }
  return inputs;
}

const DOCS = {
  'docs/README.md': `# Introduction

Start by [installing it](guide.md#install), then read the [reference](reference/api.md).
`,
  'docs/guide.md': `# Guide

## Overview

\`\`\`mermaid
flowchart LR
  Writer[Author] --> Reader[Audience]
\`\`\`

## Install

The cost grows as $\\sqrt{n}$:

$$
\\prod_{k=1}^{n} k = n!
$$
`,
  'docs/reference/api.md': `# API

| Call | Answer |
| ---- | ------ |
| \`get\` | a value |

\`\`\`js
export const answer = 42;
\`\`\`
`,
};

let server: LocalServer;
let ws: Workspace;
let inputs: Record<string, string>;
let book: PdfFacts;
let bytes: Buffer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'chromium', rateLimit: false });
  ws = createWorkspace(DOCS);
  process.env.GITHUB_WORKSPACE = ws.root;
  process.env.GITHUB_STEP_SUMMARY = ws.path('summary.md');
  inputs = actionInputs(WORKFLOW);
  core.reset({ ...inputs, 'api-key': SANDBOX_KEY, 'base-url': server.url, concurrency: '1' });
  await run();
  bytes = readFileSync(ws.path(core.outputs.merged!));
  book = await readPdf(bytes);
}, 300_000);

afterAll(async () => {
  await server.close();
  ws.remove();
});

describe('examples/github/docs-book.yml', () => {
  it('gives the Action the inputs of a book of the docs folder', () => {
    expect(inputs).toMatchObject({
      sources: 'docs/README.md\ndocs/**/*.md',
      merge: 'docs.pdf',
      'merge-title': 'The Documentation',
      'merge-toc': 'true',
    });
    expect(inputs['api-key']).toContain('secrets.DOC_CONVERT_API_KEY');
  });

  it('converts every Markdown page and merges them, the README first', () => {
    expect(core.messages('setFailed')).toEqual([]);
    expect(core.outputs.count).toBe('3');
    const text = book.pages.map((p) => p.text).join('\n');
    const order = ['Introduction', 'Guide', 'API'].map((title) =>
      book.pages.findIndex((p, i) => i > 0 && p.text.split('\n').includes(title)),
    );
    expect(order.every((page) => page > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('The Documentation');
    expect(text).toContain('Author');
    expect(text).toContain('Audience');
    expect(text).toContain('∏');
    // The contents page is front matter, numbered i; the body counts from 1 to its own last page.
    expect(text).toMatch(/^i \/ \d+$/m);
    expect(text).toMatch(new RegExp(`^1 / ${book.pages.length - 1}$`, 'm'));
  });

  it('makes the README’s link to guide.md#install a jump to the Install heading', async () => {
    const jumps = (await readLinks(bytes)).filter((l) => l.target !== undefined && l.url === undefined);
    const install = jumps.find((l) => book.pages[l.page]!.text.includes('installing it'));
    expect(install).toBeDefined();
    expect(book.pages[install!.target!.page]!.text).toMatch(/^Install$/m);
  });
});
