// The server as an agent host meets it: the bin started over stdio by the SDK's own client, a local
// doc-convert-server (text renderer) behind it, one allowed root. Tools listed with valid schemas and truthful
// hints; HTML converted into the root and answered as a link with page 1 drawn; a document generated from a
// template, its blank variables named; paths out of the roots, a wrong option and a cancelled download
// refused or cleaned up before anything is spent or left; progress reported; the key in nothing it says.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/client/validators/ajv';
import { SANDBOX_KEY } from 'doc-convert-server';
import { readPdf } from '@doc-convert/testing/pdf';
import { readPng } from '@doc-convert/testing/png';
import { cancelMidDownload, freshFolder, overStdio, type Connected } from './mcp-client';

let mcp: Connected;
/** Every answer of the session, for the secrets check at the end. */
const answers: unknown[] = [];

beforeAll(async () => {
  mcp = await overStdio();
}, 60_000);

afterAll(async () => {
  await mcp?.close();
});

type Content = Array<{ type: string; [key: string]: unknown }>;
interface Answer {
  content: Content;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

async function call(name: string, args: Record<string, unknown>, options = {}): Promise<Answer> {
  const answer = (await mcp.client.callTool({ name, arguments: args }, options)) as Answer;
  answers.push(answer);
  return answer;
}

const text = (answer: Answer) =>
  answer.content
    .filter((block) => block.type === 'text')
    .map((block) => block.text)
    .join('\n');

/** Requests that reached the API and would render (and so spend, outside the sandbox). */
const renders = () => mcp.api.state.requests.filter((request) => request.method === 'POST').length;

describe('tools/list', () => {
  it('offers the tools with input and output schemas that are valid JSON Schema', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'convert',
      'generate_document',
      'merge_pdfs',
      'compare_pdfs',
      'list_templates',
      'get_template',
      'get_credits',
      'get_account',
      'get_log',
    ]);
    const validator = new AjvJsonSchemaValidator();
    for (const tool of tools) {
      expect([tool.name, tool.inputSchema.type]).toEqual([tool.name, 'object']);
      expect(() => validator.getValidator(tool.inputSchema as never)).not.toThrow();
      expect(() => validator.getValidator(tool.outputSchema as never)).not.toThrow();
      expect(tool.description!.length).toBeGreaterThan(60);
    }
    const convert = tools.find((tool) => tool.name === 'convert')!;
    const properties = convert.inputSchema.properties as Record<string, { description?: string }>;
    expect(Object.keys(properties)).toEqual(
      expect.arrayContaining([
        'source',
        'source_path',
        'output_path',
        'format',
        'sandbox',
        'landscape',
        'quality',
      ]),
    );
    expect(properties.zoom).toMatchObject({ minimum: 0.1, maximum: 2 });
    expect(properties.sandbox!.description).toContain('Default true');
  });

  it('sets the hints truthfully: the readers read only, the documents tools write new files and destroy nothing', async () => {
    const { tools } = await mcp.client.listTools();
    const hints = Object.fromEntries(tools.map((tool) => [tool.name, tool.annotations]));
    for (const name of ['list_templates', 'get_template', 'get_credits', 'get_account', 'get_log'])
      expect([name, hints[name]]).toEqual([
        name,
        expect.objectContaining({ readOnlyHint: true, idempotentHint: true }),
      ]);
    for (const name of ['convert', 'generate_document', 'merge_pdfs', 'compare_pdfs'])
      expect([name, hints[name]]).toEqual([
        name,
        expect.objectContaining({
          readOnlyHint: false,
          destructiveHint: false,
          idempotentHint: false,
          // compare_pdfs reads and writes local files only; the others reach the service.
          openWorldHint: name !== 'compare_pdfs',
        }),
      ]);
  });
});

describe('convert', () => {
  it('writes the PDF into the root and answers its link, a PNG of page 1 and the structured output', async () => {
    const answer = await call('convert', {
      source: '<h1>Invoice 42</h1><p>Due on receipt.</p>',
      output_path: 'invoice-42.pdf',
    });
    expect(answer.isError).toBeFalsy();
    const path = join(mcp.root, 'invoice-42.pdf');
    const link = answer.content.find((block) => block.type === 'resource_link')!;
    expect(link).toMatchObject({
      uri: `file://${path}`,
      name: 'invoice-42.pdf',
      mimeType: 'application/pdf',
      size: statSync(path).size,
    });
    const pdf = await readPdf(readFileSync(path));
    expect(pdf.pages[0]!.text).toContain('Invoice 42');
    const image = answer.content.find((block) => block.type === 'image')!;
    expect(image.mimeType).toBe('image/png');
    const png = readPng(Buffer.from(image.data as string, 'base64'));
    expect(png.width).toBe(480);
    // An A4 page (595.28 x 841.89 pt), drawn to scale.
    expect(Math.abs(png.height - (480 * 841.89) / 595.28)).toBeLessThan(1.5);
    expect(answer.structuredContent).toMatchObject({
      kind: 'file',
      format: 'pdf',
      path,
      size: statSync(path).size,
      mime_type: 'application/pdf',
      pages: 1,
      sandbox: true,
      credits_used: 0,
      preview: { width: 480, height: png.height },
    });
    expect(text(answer)).toContain(`Wrote ${path}`);
    // The file is linked, never inlined.
    expect(JSON.stringify(answer)).not.toContain(readFileSync(path).toString('base64').slice(0, 200));
  });

  it('sends an HTML file of the root, and names the output after it when no output_path is given', async () => {
    mkdirSync(join(mcp.root, 'pages'), { recursive: true });
    writeFileSync(join(mcp.root, 'pages', 'report.html'), '<h1>Quarterly report</h1>');
    const answer = await call('convert', { source_path: 'pages/report.html', format: 'png', preview: false });
    expect(answer.isError).toBeFalsy();
    const written = answer.structuredContent!.path as string;
    expect(written).toMatch(new RegExp(`^${mcp.root}/report-\\d{8}-\\d{6}-[0-9a-f]{4}\\.png$`));
    expect(readPng(readFileSync(written)).width).toBeGreaterThan(0);
    expect(answer.content.some((block) => block.type === 'image')).toBe(false);
  });

  it('renders a Markdown file of the root, and says back the problems the document shows as boxes', async () => {
    writeFileSync(join(mcp.root, 'notes.md'), '# Release notes\n\nThe price is $\\frac{1}{$ now.\n');
    const answer = await call('convert', { markdown_path: 'notes.md', preview: false });
    expect(answer.isError).toBeFalsy();
    const written = answer.structuredContent!.path as string;
    expect(written).toMatch(new RegExp(`^${mcp.root}/notes-\\d{8}-\\d{6}-[0-9a-f]{4}\\.pdf$`));
    expect((await readPdf(readFileSync(written))).pages[0]!.text).toContain('Release notes');
    const problems = answer.structuredContent!.markdown_problems as string[];
    expect(problems).toEqual([expect.stringMatching(/^notes\.md:3: KaTeX parse error/)]);
    expect(text(answer)).toContain('The Markdown has problems');
  });

  it('takes one source: Markdown beside HTML is refused before anything is sent', async () => {
    const sent = renders();
    const answer = await call('convert', { source: '<p>x</p>', markdown: '# x' });
    expect(answer.isError).toBe(true);
    expect(text(answer)).toContain('markdown: cannot be given with source');
    expect(renders()).toBe(sent);
  });

  it('spends credits only when the call turns the sandbox off', async () => {
    const before = mcp.api.state.credits.used;
    await call('convert', { source: '<p>draft</p>', preview: false });
    expect(mcp.api.state.credits.used).toBe(before);
    const final = await call('convert', { source: '<p>final</p>', sandbox: false, preview: false });
    expect(final.structuredContent).toMatchObject({ sandbox: false, credits_used: 1 });
    expect(mcp.api.state.credits.used).toBe(before + 1);
  });

  it('never replaces a file', async () => {
    writeFileSync(join(mcp.root, 'kept.pdf'), 'mine');
    const sent = renders();
    const answer = await call('convert', { source: '<p>x</p>', output_path: 'kept.pdf' });
    expect(answer.isError).toBe(true);
    expect(text(answer)).toContain(`output_path: ${join(mcp.root, 'kept.pdf')} exists: give a new name`);
    expect(readFileSync(join(mcp.root, 'kept.pdf'), 'utf8')).toBe('mine');
    expect(renders()).toBe(sent);
  });

  it('reports its steps as progress when the client asks', async () => {
    const steps: string[] = [];
    await call(
      'convert',
      { source: '<p>steps</p>' },
      { onprogress: (p: { message?: string }) => steps.push(p.message ?? '') },
    );
    expect(steps).toEqual(['rendering the PDF', 'rendered; writing the file', 'drawing page 1']);
  });
});

describe('refused before anything is sent (no credit, no file)', () => {
  const outside = freshFolder('doc-convert-mcp-outside-');
  afterAll(() => outside.remove());

  it.each([
    [
      'an output path outside the roots',
      () => ({ source: '<p>x</p>', output_path: join(outside.path, 'x.pdf') }),
      'output_path: ',
      'is outside the allowed roots',
    ],
    [
      'an output path with ..',
      () => ({ source: '<p>x</p>', output_path: 'a/../../x.pdf' }),
      'output_path: a/../../x.pdf',
      'contains ".."',
    ],
    [
      'a source path outside the roots',
      () => ({ source_path: join(outside.path, 'page.html') }),
      'source_path: ',
      'is outside the allowed roots',
    ],
  ])('%s, naming the roots', async (_case, args, field, rule) => {
    writeFileSync(join(outside.path, 'page.html'), '<p>outside</p>');
    const [sent, credits] = [renders(), mcp.api.state.credits.used];
    const answer = await call('convert', args());
    expect(answer.isError).toBe(true);
    expect(text(answer)).toContain(field);
    expect(text(answer)).toContain(rule);
    expect(text(answer)).toContain(`the allowed roots (configured for this server) are: ${mcp.root}`);
    expect([renders(), mcp.api.state.credits.used]).toEqual([sent, credits]);
    expect(readdirSync(outside.path)).toEqual(['page.html']);
  });

  it('a symlink out of the root, for reading and for writing', async () => {
    writeFileSync(join(outside.path, 'secret.html'), '<p>not yours</p>');
    symlinkSync(join(outside.path, 'secret.html'), join(mcp.root, 'link.html'));
    symlinkSync(outside.path, join(mcp.root, 'door'));
    const sent = renders();
    const read = await call('convert', { source_path: 'link.html' });
    expect(text(read)).toContain(
      `source_path: link.html leads to ${join(outside.path, 'secret.html')}, outside the allowed roots`,
    );
    const write = await call('convert', { source: '<p>x</p>', output_path: 'door/x.pdf' });
    expect(text(write)).toContain('output_path: door/x.pdf is outside the allowed roots');
    expect(renders()).toBe(sent);
    expect(existsSync(join(outside.path, 'x.pdf'))).toBe(false);
  });

  it('a wrong option, in the words of the library (its rule, its field)', async () => {
    const [sent, credits] = [renders(), mcp.api.state.credits.used];
    const answer = await call('convert', { source: '<p>x</p>', zoom: 5, sandbox: false });
    expect(answer.isError).toBe(true);
    expect(text(answer)).toContain('zoom');
    expect(text(answer)).toMatch(/zoom: must be .*0\.1.*2/);
    const foreign = await call('convert', { source: '<p>x</p>', format: 'png', landscape: true });
    expect(text(foreign)).toContain('landscape: is a PDF option; PNG conversions do not accept it');
    const typo = await call('convert', { source: '<p>x</p>', zooom: 1 });
    expect(text(typo)).toContain('zoom');
    expect([renders(), mcp.api.state.credits.used]).toEqual([sent, credits]);
  });

  it('both a source and a source_path, or neither', async () => {
    expect(text(await call('convert', {}))).toContain('source: is required');
    expect(text(await call('convert', { source: '<p>x</p>', source_path: 'a.html' }))).toContain(
      'source_path: cannot be given with source',
    );
  });
});

describe('generate_document', () => {
  it('offers a template with its variables, then fills it in and renders it', async () => {
    const template = await call('get_template', { slug: 'invoice' });
    expect(template.structuredContent!.variables).toEqual([
      { name: 'number', type: 'string' },
      { name: 'amount', type: 'string' },
    ]);
    const answer = await call('generate_document', {
      slug: 'invoice',
      data: { number: 'A-7', amount: '12 EUR' },
      output_path: 'a-7.pdf',
    });
    expect(answer.isError).toBeFalsy();
    expect(answer.structuredContent).toMatchObject({
      kind: 'file',
      format: 'pdf',
      sandbox: true,
      missing_variables: [],
    });
    const pdf = await readPdf(readFileSync(join(mcp.root, 'a-7.pdf')));
    expect(pdf.pages[0]!.text).toContain('Invoice A-7');
    expect(answer.content.some((block) => block.type === 'image')).toBe(true);
  });

  it('names the variables the data leaves blank', async () => {
    const answer = await call('generate_document', {
      slug: 'invoice',
      data: { number: 'A-8' },
      format: 'html',
    });
    expect(answer.structuredContent).toMatchObject({ format: 'html', missing_variables: ['amount'] });
    expect(text(answer)).toContain('These variables had no value and print blank: amount.');
    expect(readFileSync(answer.structuredContent!.path as string, 'utf8')).toContain('Invoice A-8');
  });

  it('refuses a variable named like an option before anything is sent', async () => {
    const sent = renders();
    const answer = await call('generate_document', { slug: 'invoice', data: { format: 'A4' } });
    expect(text(answer)).toContain('data.format: is the name of a PDF option');
    expect(renders()).toBe(sent);
  });
});

describe('the account tools', () => {
  it('credits, account, templates and the log of a request', async () => {
    const credits = await call('get_credits', {});
    expect(credits.structuredContent).toEqual(mcp.api.state.creditsUsage());
    const account = await call('get_account', {});
    expect(account.structuredContent).toMatchObject({ email: mcp.api.state.account.email });
    const templates = await call('list_templates', {});
    expect((templates.structuredContent!.data as Array<{ slug: string }>).map((t) => t.slug)).toEqual(
      expect.arrayContaining(['invoice', 'receipt']),
    );
    const converted = await call('convert', { source: '<p>logged</p>', preview: false });
    const requestId = converted.structuredContent!.request_id as string;
    const log = await call('get_log', { request_id: requestId });
    expect(log.structuredContent).toMatchObject({ request_id: requestId, sandbox: true, code: 200 });
  });
});

describe('cancellation', () => {
  it('ends the download and leaves no file, partial or staged', async () => {
    expect(await cancelMidDownload(mcp)).toEqual({ rejected: true, left: [], sawStaged: true });
    // The server goes on serving.
    const after = await call('convert', { source: '<p>after</p>', output_path: 'after.pdf', preview: false });
    expect(after.isError).toBeFalsy();
  });
});

describe('secrets', () => {
  it('the API key is in no answer and no line the server wrote', async () => {
    expect(answers.length).toBeGreaterThan(10);
    expect(JSON.stringify(answers)).not.toContain(SANDBOX_KEY);
    expect(mcp.stderr()).not.toContain(SANDBOX_KEY);
  });

  it('a key the service refuses: the error says so without the key', async () => {
    const refused = await overStdio({ env: { DOC_CONVERT_API_KEY: 'dc_live_wrong_key_5f0e1d2c3b4a' } });
    try {
      const answer = (await refused.client.callTool({ name: 'get_credits', arguments: {} })) as Answer;
      expect(answer.isError).toBe(true);
      expect(text(answer)).toMatch(/401|key/i);
      expect(JSON.stringify(answer)).not.toContain('dc_live_wrong_key_5f0e1d2c3b4a');
      expect(refused.stderr()).not.toContain('dc_live_wrong_key_5f0e1d2c3b4a');
    } finally {
      await refused.close();
    }
  }, 60_000);
});

describe('roots from the client', () => {
  it('with no root configured, the folders the client offers are the roots', async () => {
    const offered = freshFolder('doc-convert-mcp-client-root-');
    const session = await overStdio({ roots: 'none', clientRoots: [offered.path] });
    try {
      const answer = (await session.client.callTool({
        name: 'convert',
        arguments: { source: '<p>in the client root</p>', output_path: 'c.pdf', preview: false },
      })) as Answer;
      expect(answer.isError).toBeFalsy();
      expect(fileURLToPath(answer.content.find((b) => b.type === 'resource_link')!.uri as string)).toBe(
        join(offered.path, 'c.pdf'),
      );
      const refused = (await session.client.callTool({
        name: 'convert',
        arguments: { source: '<p>x</p>', output_path: join(session.root, 'x.pdf') },
      })) as Answer;
      expect(text(refused)).toContain(`the allowed roots (offered by the client) are: ${offered.path}`);
    } finally {
      await session.close();
      offered.remove();
    }
  }, 60_000);

  it('with neither, a file tool says how to allow a folder', async () => {
    const session = await overStdio({ roots: 'none' });
    try {
      const answer = (await session.client.callTool({
        name: 'convert',
        arguments: { source: '<p>x</p>' },
      })) as Answer;
      expect(text(answer)).toContain('no folder is allowed');
      expect(text(answer)).toContain('--root <folder>');
      const credits = (await session.client.callTool({ name: 'get_credits', arguments: {} })) as Answer;
      expect(credits.isError).toBeFalsy();
    } finally {
      await session.close();
    }
  }, 60_000);
});
