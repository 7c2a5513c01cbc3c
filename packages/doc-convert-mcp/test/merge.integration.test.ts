// merge_pdfs through the SDK's client over stdio, against the local server (text renderer): PDFs the agent
// made with convert merged into one book in the root, with the same bytes the library's mergePdfs() gives;
// a contents page costs exactly one render (in the sandbox), none without it; a path outside the roots and a
// bad setting are refused, naming the field, before anything is rendered.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mergePdfs } from 'doc-convert';
import { readPdf } from '@doc-convert/testing/pdf';
import { freshFolder, overStdio, type Connected } from './mcp-client';

let mcp: Connected;

beforeAll(async () => {
  mcp = await overStdio();
  for (const [name, heading] of [
    ['intro.pdf', 'Introduction'],
    ['usage.pdf', 'Usage'],
  ]) {
    const made = await mcp.client.callTool({
      name: 'convert',
      arguments: { source: `<h1>${heading}</h1><p>About ${heading}.</p>`, output_path: name, preview: false },
    });
    if (made.isError) throw new Error(JSON.stringify(made.content));
  }
}, 60_000);

afterAll(async () => {
  await mcp?.close();
});

interface Answer {
  content: Array<{ type: string; text?: string; data?: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

const merge = async (args: Record<string, unknown>) =>
  (await mcp.client.callTool({ name: 'merge_pdfs', arguments: args })) as Answer;
const renders = () => mcp.api.state.requests.filter((request) => request.method === 'POST').length;
const text = (answer: Answer) => answer.content.map((block) => block.text ?? '').join('\n');

describe('merge_pdfs', () => {
  it('merges the PDFs in order into a new file, the bytes mergePdfs() makes, with page 1 drawn and nothing rendered', async () => {
    const sent = renders();
    const answer = await merge({
      paths: ['intro.pdf', 'usage.pdf'],
      output_path: 'book.pdf',
      title: 'Guide',
    });
    expect(answer.isError).toBeFalsy();
    expect(renders()).toBe(sent);
    const path = join(mcp.root, 'book.pdf');
    expect(answer.structuredContent).toMatchObject({
      kind: 'file',
      format: 'pdf',
      path,
      pages: 2,
      // The text renderer writes no bookmarks or Title: a chapter is named after its file.
      chapters: ['intro', 'usage'],
      credits_used: 0,
    });
    expect(answer.content.map((block) => block.type)).toEqual(['text', 'resource_link', 'image']);
    const written = await readFile(path);
    const library = await mergePdfs(
      [
        { pdf: await readFile(join(mcp.root, 'intro.pdf')), name: 'intro.pdf' },
        { pdf: await readFile(join(mcp.root, 'usage.pdf')), name: 'usage.pdf' },
      ],
      { title: 'Guide' },
    );
    expect(Buffer.compare(written, Buffer.from(library.bytes()))).toBe(0);
    expect((await readPdf(written)).info.Title).toBe('Guide');
  });

  it('renders a contents page once, in the sandbox, and numbers the pages', async () => {
    const sent = renders();
    const answer = await merge({
      paths: ['intro.pdf', 'usage.pdf'],
      output_path: 'book-with-contents.pdf',
      contents: true,
      page_numbers: '{page} / {total}',
    });
    expect(answer.isError).toBeFalsy();
    expect(renders()).toBe(sent + 1);
    const [last] = mcp.api.state.requests.slice(-1);
    expect(last!.body).toMatchObject({ sandbox: true });
    expect(answer.structuredContent).toMatchObject({ pages: 3, sandbox: true });
  });

  it('refuses a path outside the roots and a bad setting, naming the field, before anything is rendered', async () => {
    const outside = freshFolder();
    try {
      const sent = renders();
      const away = await merge({ paths: ['intro.pdf', join(outside.path, 'x.pdf')], contents: true });
      expect(away.isError).toBe(true);
      expect(text(away)).toContain('paths.1');
      expect(text(away)).toContain('allowed roots');
      const bad = await merge({ paths: ['intro.pdf'], page_numbers: 'no placeholder', contents: true });
      expect(bad.isError).toBe(true);
      expect(text(bad)).toContain('page_numbers: must hold {page}');
      const none = await merge({ paths: [] });
      expect(text(none)).toContain('paths: must name at least one PDF');
      expect(renders()).toBe(sent);
    } finally {
      outside.remove();
    }
  });
});
