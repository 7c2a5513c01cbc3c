// What the MCP tests share: the SDK's own client (what an agent host uses) connected to this server over stdio
// (the bin run from its sources, as a host starts it) or over Streamable HTTP (serveHttp in this process), with a
// local doc-convert-server behind it and a fresh folder as the allowed root. Every helper starts what it needs
// and gives back one close() that stops all of it.
import { mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { DocConvert } from 'doc-convert';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { serveHttp, type HttpServeOptions } from '../src/http';

const CLI = join(import.meta.dirname, '..', 'src', 'cli.ts');

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

/**
 * The SDK's client; with `roots`, it offers those folders (the roots capability) as a host offers its workspace.
 * `era` 'modern' negotiates the 2026-07-28 protocol (`server/discover`), 'legacy' opens with 2025's initialize
 * (the client's default, what most hosts speak today).
 */
function newClient(roots?: readonly string[], era: 'modern' | 'legacy' = 'legacy'): Client {
  const client = new Client(
    { name: 'doc-convert-mcp-test', version: '1.0.0' },
    {
      capabilities: roots ? { roots: {} } : {},
      ...(era === 'modern' ? { versionNegotiation: { mode: 'auto' } } : {}),
    },
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
    /** The protocol the client speaks: 2026-07-28 by default here (HTTP's own era), or 2025's. */
    era?: 'modern' | 'legacy';
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
  const client = newClient(undefined, options.era ?? 'modern');
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The files of `root` whose name holds `part` (hidden staged and partial files included). */
const filesNamed = (root: string, part: string) =>
  (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.includes(part));

/**
 * Starts a conversion to `root/cancelled.pdf` of a large PDF the API drips slowly, cancels it once its download
 * has begun (a staged file is on disk), and resolves when the call has been refused and no file of it is left,
 * or after 10 s with what is left: `[]` unless the cancellation failed to stop the download or its cleanup.
 */
export async function cancelMidDownload(
  mcp: Connected,
): Promise<{ rejected: boolean; left: string[]; sawStaged: boolean }> {
  mcp.api.state.pdfPadBytes = 4 * 1024 * 1024;
  mcp.api.faults.add({
    kind: 'slow-drip',
    route: 'POST /convert/pdf',
    chunkBytes: 16 * 1024,
    intervalMs: 20,
  });
  const controller = new AbortController();
  let sawStaged = false;
  const called = mcp.client.callTool(
    { name: 'convert', arguments: { source: '<p>never written</p>', output_path: 'cancelled.pdf' } },
    {
      signal: controller.signal,
      onprogress: (progress: { message?: string }) => {
        if (progress.message !== 'rendered; writing the file') return;
        void (async () => {
          for (let tries = 0; tries < 200 && !sawStaged; tries++) {
            sawStaged = filesNamed(mcp.root, 'cancelled').length > 0;
            if (!sawStaged) await pause(10);
          }
          controller.abort('the user stopped it');
        })();
      },
    },
  );
  const rejected = await called.then(
    () => false,
    () => true,
  );
  try {
    for (let waited = 0; waited < 100 && filesNamed(mcp.root, 'cancelled').length > 0; waited++)
      await pause(100);
    return { rejected, left: filesNamed(mcp.root, 'cancelled'), sawStaged };
  } finally {
    mcp.api.state.pdfPadBytes = 0;
    mcp.api.faults.clear();
  }
}
