// The node's Markdown sources against the local server's Chromium: Markdown text (what an AI Agent node hands
// on) and a Markdown file in a binary field (what Read File hands on) become a PDF with the diagram's labels and
// the formula's symbols in its text; the item's JSON carries the title and the broken diagram's line and
// message while the rest is printed; front matter that breaks a rule fails the item on its line with nothing
// sent; an image conversion takes Markdown too.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { IDataObject } from 'n8n-workflow';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { readPdf } from '@doc-convert/testing/pdf';
import { createContext, failureOf, runNode } from './helpers/context';
import { imageParameters, pdfParameters } from './helpers/parameters';

const ANSWER = `# Agent's answer

The cost is $\\sum_i c_i$.

\`\`\`mermaid
flowchart LR
  Ask[Question] --> Reply[Answer]
\`\`\`

\`\`\`mermaid
flowchart LR
  A[Oops -->
\`\`\`

Printed after the broken diagram.
`;

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'chromium', rateLimit: false });
}, 120_000);

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.state.requests.splice(0);
});

const credentials = () => ({ apiKey: SANDBOX_KEY, baseUrl: server.url });
const conversions = () =>
  server.state.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v3/convert/'));

const markdownFileItem = (text: string, fileName: string) => ({
  json: {},
  binary: { data: { data: Buffer.from(text).toString('base64'), mimeType: 'text/markdown', fileName } },
});

async function pdfText(item: { binary?: { [field: string]: { data: string } } }): Promise<string> {
  const bytes = Buffer.from(item.binary!.data!.data, 'base64');
  return (await readPdf(bytes)).pages.map((p) => p.text).join('\n');
}

describe('Source: Markdown', () => {
  it('prints the text’s diagram and math, and puts the broken diagram’s line in the item’s JSON', async () => {
    const [item] = await runNode(
      createContext({
        parameters: pdfParameters({ source: 'markdown', markdown: ANSWER, fileName: 'answer.pdf' }),
        credentials: credentials(),
      }),
    );
    const text = await pdfText(item as never);
    expect(text).toContain('Question');
    expect(text).toContain('Answer');
    expect(text).toContain('∑');
    expect(text).toContain('Printed after the broken diagram.');
    const markdown = item!.json.markdown as IDataObject;
    expect(markdown).toMatchObject({ title: "Agent's answer", diagrams: 'drawn' });
    expect(markdown.problems).toEqual([
      { kind: 'diagram', line: 10, message: expect.stringContaining('Parse error') },
    ]);
  });

  it('fails front matter that breaks a rule on its line, and sends nothing', async () => {
    const error = await failureOf(
      createContext({
        parameters: pdfParameters({ source: 'markdown', markdown: '---\nlandscape: maybe\n---\n# T\n' }),
        credentials: credentials(),
      }),
    );
    expect(String(error.message) + String(error.description ?? '')).toMatch(/landscape/);
    expect(String(error.message) + String(error.description ?? '')).toContain('front matter, line 2');
    expect(conversions()).toHaveLength(0);
  });

  it('makes an image from Markdown too', async () => {
    const [item] = await runNode(
      createContext({
        parameters: imageParameters('convertToPng', { source: 'markdown', markdown: '# Chart\n\n$x^2$\n' }),
        credentials: credentials(),
      }),
    );
    expect(item!.binary!.data!.mimeType).toBe('image/png');
    expect(item!.json.markdown).toEqual({ title: 'Chart', problems: [], diagrams: 'none' });
  });
});

describe('Source: Markdown File', () => {
  it('reads the .md file of the input item and names it in the problems', async () => {
    const [item] = await runNode(
      createContext({
        parameters: pdfParameters({ source: 'markdownFile', markdownPropertyName: 'data' }),
        items: [markdownFileItem(ANSWER, 'answer.md')],
        credentials: credentials(),
      }),
    );
    const text = await pdfText(item as never);
    expect(text).toContain('Question');
    expect((item!.json.markdown as IDataObject).problems).toEqual([
      { kind: 'diagram', file: 'answer.md', line: 10, message: expect.stringContaining('Parse error') },
    ]);
  });
});
