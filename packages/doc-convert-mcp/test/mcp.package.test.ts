// `doc-convert-mcp` as its users get it: the tarball `npm run pack` writes, installed alone into an empty project
// outside this repository (nothing of this repository beside it: the library is inside its bundle), then started
// exactly as docs/mcp.md's `mcpServers` entry says (npx, its arguments, the key from env), by the SDK's own
// client over stdio, against a local doc-convert-server; publint checks the tarball.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { publint } from 'publint';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { ROOT } from '@doc-convert/testing/packages/built';
import { installConsumer, tarballFiles } from '@doc-convert/testing/packages/consumer';
import { packedTarballs, type Tarballs } from '@doc-convert/testing/packages/packed';
import { readPng } from '@doc-convert/testing/png';
import { freshFolder } from './mcp-client';

let tarballs: Tarballs;
let consumer: string;
let installed: string;

beforeAll(async () => {
  tarballs = await packedTarballs();
  consumer = installConsumer(tarballs.mcp);
  installed = join(consumer, 'node_modules', 'doc-convert-mcp');
}, 600_000);

afterAll(() => {
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

/** The `mcpServers` entry of docs/mcp.md, as a user pastes it. */
function documentedEntry(): { command: string; args: string[]; env: Record<string, string> } {
  const page = readFileSync(join(ROOT, 'docs', 'mcp.md'), 'utf8');
  const block = /```json\n([\s\S]*?)```/.exec(page)![1]!;
  return JSON.parse(block).mcpServers['doc-convert'];
}

describe('the tarball', () => {
  it('holds the bin and its chunks, the README (docs/mcp.md) and the LICENSE, and no sources', () => {
    const files = tarballFiles(tarballs.mcp);
    expect(files).toEqual(expect.arrayContaining(['dist/cli.mjs', 'package.json', 'README.md', 'LICENSE']));
    expect(files.filter((file) => !/^dist\/[\w.-]+\.mjs$/.test(file)).sort()).toEqual([
      'LICENSE',
      'README.md',
      'package.json',
    ]);
    expect(readFileSync(join(installed, 'README.md'), 'utf8')).toContain('# Doc Convert for AI agents');
  });

  it('passes publint', async () => {
    const { messages } = await publint({ pkgDir: installed, level: 'warning', strict: true });
    expect(messages).toEqual([]);
  });

  it('installs alone: no package of this repository beside it, its bin linked', () => {
    for (const name of ['doc-convert', 'doc-convert-server', '@doc-convert'])
      expect([name, existsSync(join(consumer, 'node_modules', name))]).toEqual([name, false]);
    expect(existsSync(join(consumer, 'node_modules', '.bin', 'doc-convert-mcp'))).toBe(true);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(JSON.stringify(manifest)).not.toContain('@doc-convert/source');
    expect(manifest).not.toHaveProperty('devDependencies');
  });
});

describe('started as docs/mcp.md says, by the SDK client over stdio', () => {
  let api: LocalServer;
  let client: Client;
  let stderr = '';
  const folder = freshFolder('doc-convert-mcp-packed-');

  beforeAll(async () => {
    api = await startLocalServer({ renderer: 'text' });
    const entry = documentedEntry();
    expect(entry.command).toBe('npx');
    const args = [...entry.args];
    args[args.indexOf('--root') + 1] = folder.path;
    const node = process.env.DOC_CONVERT_CONSUMER_NODE || process.execPath;
    const transport = new StdioClientTransport({
      command: entry.command,
      args,
      cwd: consumer,
      env: {
        PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}`,
        HOME: process.env.HOME ?? consumer,
        ...entry.env,
        DOC_CONVERT_API_KEY: SANDBOX_KEY,
        DOC_CONVERT_BASE_URL: api.url,
      },
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    client = new Client({ name: 'packed-test', version: '1.0.0' });
    await client.connect(transport);
  }, 120_000);

  afterAll(async () => {
    await client?.close();
    await api?.close();
    folder.remove();
  });

  it('lists the tools and converts HTML into the root, page 1 drawn by the installed pdf.js and canvas', async () => {
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('convert');
    const answer = (await client.callTool({
      name: 'convert',
      arguments: { source: '<h1>From the tarball</h1>', output_path: 'packed.pdf' },
    })) as { content: Array<{ type: string; data?: string; uri?: string }>; isError?: boolean };
    expect(answer.isError).toBeFalsy();
    expect(answer.content.find((block) => block.type === 'resource_link')!.uri).toBe(
      `file://${join(folder.path, 'packed.pdf')}`,
    );
    expect(readFileSync(join(folder.path, 'packed.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    const image = answer.content.find((block) => block.type === 'image')!;
    expect(readPng(Buffer.from(image.data!, 'base64')).width).toBe(480);
    expect(stderr).not.toContain(SANDBOX_KEY);
  });

  it('compares two PDFs with the comparison bundled in (pixelmatch, diff) on the installed pdf.js and canvas', async () => {
    const other = await client.callTool({
      name: 'convert',
      arguments: { source: '<h1>From the tarball, again</h1>', output_path: 'packed-2.pdf', preview: false },
    });
    expect(other.isError).toBeFalsy();
    const answer = (await client.callTool({
      name: 'compare_pdfs',
      arguments: { before_path: 'packed.pdf', after_path: 'packed-2.pdf' },
    })) as { structuredContent?: Record<string, unknown>; isError?: boolean };
    expect(answer.isError).toBeFalsy();
    expect(answer.structuredContent).toMatchObject({ changed: 1, measured: 'pixels' });
  });
});
