// What a 256 MB PDF costs n8n, measured in the real n8n by `npm run test:n8n`: a workflow converts one PDF padded
// to 256 MB by the local server (Scenario.pdfPadBytes) into a binary field, in n8n's filesystem binary-data mode,
// once with the node as packed (the file streams to disk) and once with the node as it was before it streamed
// (the buffered build: n8n's request helper reads the whole answer into memory, and the node hands n8n a
// Buffer). The growth is n8n's resident memory at its peak while the file arrives, above what it held when the
// conversion request reached the server (the peak is reset then: /proc/<pid>/clear_refs).
import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build } from 'tsup';
import type { LocalServer } from 'doc-convert-server';

const ROOT = resolve(import.meta.dirname, '../..');
/** Starts n8n with these arguments and environment, its output piped (run.ts knows where n8n is). */
export type StartN8n = (
  args: string[],
  env: NodeJS.ProcessEnv,
) => ChildProcessByStdio<null, Readable, Readable>;

export const BIG_FILE_BYTES = 256 * 1024 * 1024;
/** The most n8n may grow while a 256 MB PDF streams to disk (issue 20). */
export const STREAMED_GROWTH_LIMIT = 64 * 1024 * 1024;
const BUNDLE = 'dist/nodes/DocConvert/DocConvert.node.js';
const TRANSPORT = join(ROOT, 'nodes/DocConvert/transport/index.ts');

/** The one workflow: convert a PDF into the binary field `data`. */
export function bigFileWorkflow(id: string, credential: { id: string; name: string }) {
  return {
    id,
    name: 'Doc Convert: a 256 MB PDF',
    nodes: [
      {
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        name: 'Big PDF',
        type: 'n8n-nodes-doc-convert.docConvert',
        typeVersion: 1,
        position: [220, 0],
        credentials: { docConvertApi: credential },
        parameters: {
          resource: 'conversion',
          operation: 'convertToPdf',
          source: 'html',
          html: '<h1>A very large PDF</h1>',
          output: 'file',
          fileName: 'big.pdf',
          sandbox: true,
        },
      },
    ],
    connections: { Start: { main: [[{ node: 'Big PDF', type: 'main', index: 0 }]] } },
  };
}

/**
 * The node bundle as it was before it streamed: the same sources with the transport asking n8n's request
 * helper for the whole answer (`encoding: 'arraybuffer'`), so the node reads it into memory and hands n8n a
 * Buffer. Written to `outDir`/dist/nodes/DocConvert/DocConvert.node.js.
 */
export async function buildBufferedBundle(outDir: string): Promise<string> {
  // The node bundle's own settings (build/tsup.n8n.ts): CommonJS with everything inside but n8n-workflow.
  await build({
    entry: { 'nodes/DocConvert/DocConvert.node': join(ROOT, 'nodes/DocConvert/DocConvert.node.ts') },
    format: ['cjs'],
    outExtension: () => ({ js: '.js' }),
    platform: 'node',
    target: 'node20',
    external: ['n8n-workflow'],
    noExternal: [/^(?!n8n-workflow$)/],
    outDir: join(outDir, 'dist'),
    silent: true,
    // Only these options: without this, tsup reads the repository's tsup.config.ts.
    config: false,
    esbuildPlugins: [
      {
        name: 'buffered-transport',
        setup(builder) {
          builder.onLoad({ filter: /nodes[\\/]DocConvert[\\/]transport[\\/]index\.ts$/ }, async (args) => {
            const source = await readFile(args.path, 'utf8');
            const streamed = "encoding: 'stream',";
            if (args.path !== TRANSPORT || source.split(streamed).length !== 2)
              throw new Error(`${TRANSPORT} no longer asks for one stream: update ${import.meta.filename}`);
            return { contents: source.replace(streamed, "encoding: 'arraybuffer',"), loader: 'ts' };
          });
        },
      },
    ],
  });
  return join(outDir, BUNDLE);
}

/** The process's resident memory now and at its peak, in bytes; undefined once it has exited. */
export async function status(pid: number): Promise<{ rss: number; hwm: number } | undefined> {
  const text = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text ?? '')?.[1]) * 1024;
  const memory = { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  // An exited process not yet reaped still has a status, without memory lines.
  return Number.isFinite(memory.rss) && Number.isFinite(memory.hwm) ? memory : undefined;
}

export interface Measured {
  /** n8n's exit code and output (its execution data). */
  code: number;
  stdout: string;
  stderr: string;
  /** Peak resident memory above the resident memory when the conversion request arrived, in bytes. */
  growth: number;
}

/**
 * Runs `n8n execute` for the workflow and measures n8n's memory growth from the moment the server receives
 * the conversion request to the end of the run.
 */
export async function executeMeasured(
  startN8n: StartN8n,
  workflowId: string,
  env: NodeJS.ProcessEnv,
  server: LocalServer,
): Promise<Measured> {
  const child = startN8n(['execute', `--id=${workflowId}`, '--rawOutput'], env);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number>((done) => child.on('close', (code) => done(code ?? 1)));
  let running = true;
  void exited.then(() => (running = false));
  const pid = child.pid!;
  const requestsBefore = server.state.requests.length;
  const converting = () =>
    server.state.requests.slice(requestsBefore).some((r) => r.path.startsWith('/v3/convert/pdf'));
  const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
  let baseline: number | undefined;
  let peak = 0;
  try {
    while (running) {
      if (baseline === undefined && converting()) {
        // The peak so far (n8n starting up) is not the file's: start counting from here.
        await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => undefined);
        baseline = (await status(pid))?.rss;
      }
      const now = await status(pid);
      if (now && baseline !== undefined) peak = Math.max(peak, now.hwm, now.rss);
      await sleep(25);
    }
  } finally {
    clearTimeout(timer);
  }
  const code = await exited;
  if (baseline === undefined)
    throw new Error(`n8n never sent the conversion request:\n${stdout.slice(-3000)}`);
  return { code, stdout, stderr, growth: peak - baseline };
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
