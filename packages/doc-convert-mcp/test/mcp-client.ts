// What the MCP tests share: the SDK's own client (what an agent host uses) connected to this server over stdio
// (the bin run from its sources, as a host starts it) or over Streamable HTTP (serveHttp in this process), with a
// local doc-convert-server behind it and a fresh folder as the allowed root. Every helper starts what it needs
// and gives back one close() that stops all of it.
import { mkdtempSync, rmSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { DocConvert } from 'doc-convert';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { serveHttp, type HttpServeOptions } from '../src/index';

export const CLI = join(import.meta.dirname, '..', 'src', 'cli.ts');

/** A fresh folder (its real path), removed by the returned function. */
export function freshFolder(prefix = 'doc-convert-mcp-'): { path: string; remove: () => void } {
  const path = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface Connected {
  client: Client;
  api: LocalServer;
  root: string;
  /** Everything the server process (stdio) wrote to stderr so far. */
  stderr(): string;
  close(): Promise<void>;
}

/** The SDK's client; with `roots`, it offers those folders (the roots capability) as a host offers its workspace. */
function newClient(roots?: readonly string[]): Client {
  const client = new Client(
    { name: 'doc-convert-mcp-test', version: '1.0.0' },
    { capabilities: roots ? { roots: {} } : {} },
  );
  if (roots)
    client.setRequestHandler('roots/list', async () => ({
      roots: roots.map((folder) => ({ uri: pathToFileURL(folder).href, name: folder })),
    }));
  return client;
}

/** The local API with its text renderer (fast), unless told otherwise. */
const startApi = (renderer: 'text' | 'chromium' = 'text') => startLocalServer({ renderer });

/** The bin over stdio, started by the SDK's StdioClientTransport as a host starts it. */
export async function overStdio(
  options: {
    args?: string[];
    env?: Record<string, string>;
    renderer?: 'text' | 'chromium';
    /** 'none': no --root (the client's roots, if any, are the roots). */
    roots?: 'flag' | 'none';
    /** Folders the client offers as its roots. */
    clientRoots?: string[];
  } = {},
): Promise<Connected> {
  const api = await startApi(options.renderer);
  const folder = freshFolder();
  let stderr = '';
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [
      '--conditions=@doc-convert/source',
      '--import',
      'tsx',
      CLI,
      ...(options.roots === 'none' ? [] : ['--root', folder.path]),
      ...(options.args ?? []),
    ],
    env: {
      PATH: process.env.PATH ?? '',
      DOC_CONVERT_API_KEY: SANDBOX_KEY,
      DOC_CONVERT_BASE_URL: api.url,
      ...options.env,
    },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = newClient(options.clientRoots);
  await client.connect(transport);
  return {
    client,
    api,
    root: folder.path,
    stderr: () => stderr,
    async close() {
      await client.close();
      await api.close();
      folder.remove();
    },
  };
}

/** serveHttp in this process, reached by the SDK's StreamableHTTPClientTransport. */
export async function overHttp(
  options: Partial<HttpServeOptions> & {
    renderer?: 'text' | 'chromium';
    headers?: Record<string, string>;
  } = {},
): Promise<Connected & { url: string; docConvert: DocConvert }> {
  const api = await startApi(options.renderer);
  const folder = freshFolder();
  const docConvert = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: api.url });
  const server = await serveHttp({
    client: docConvert,
    roots: [folder.path],
    secrets: [SANDBOX_KEY, ...(options.token ? [options.token] : [])],
    ...options,
  });
  const client = newClient();
  await client.connect(
    new StreamableHTTPClientTransport(new URL(server.url), {
      requestInit: { headers: options.headers ?? {} },
    }),
  );
  return {
    client,
    api,
    root: folder.path,
    url: server.url,
    docConvert,
    stderr: () => '',
    async close() {
      await client.close();
      await server.close();
      await docConvert.close();
      await api.close();
      folder.remove();
    },
  };
}
