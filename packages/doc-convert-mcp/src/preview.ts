// A small picture of page 1 of what a tool made, so the agent can look at its own result: drawn from the file
// already written, rather than by asking the service for a PNG of the same request (a second conversion would
// cost a credit outside the sandbox, or a sandbox slot, 10 a minute, and a screenshot is not the PDF's page 1
// anyway). The drawing happens in a thread of its own (preview-worker.ts), started on the first preview and kept
// for the next ones; it never keeps the process alive by itself, and stopPreviews() ends it.
import { Worker } from 'node:worker_threads';
import type { Preview, PreviewAnswer, PreviewRequest } from './preview-worker';

export type { Preview } from './preview-worker';

/** Files above this are not read for a preview (the drawing thread would hold them in memory). */
const LARGEST_PREVIEWED = 64 * 1024 * 1024;

// From the sources (tests, tsx) the thread runs preview-worker.ts, which Node strips of its types; from the
// bundle it runs dist/preview-worker.mjs, beside the chunk this code is in (build/tsup.mcp.ts).
const WORKER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './preview-worker.ts' : './preview-worker.mjs',
  import.meta.url,
);

interface Drawing {
  worker: Worker;
  pending: Map<number, (answer: PreviewAnswer) => void>;
}

let drawing: Drawing | undefined;
let nextId = 0;

/** The drawing thread, started on first use; when it stops (a crash), every waiting call gets the reason. */
function drawingThread(): Drawing {
  if (drawing) return drawing;
  const worker = new Worker(WORKER_FILE);
  const started: Drawing = { worker, pending: new Map() };
  const fail = (reason: string) => {
    if (drawing === started) drawing = undefined;
    for (const [id, settle] of started.pending) settle({ id, error: reason });
    started.pending.clear();
  };
  worker.on('message', (answer: PreviewAnswer) => {
    started.pending.get(answer.id)?.(answer);
    started.pending.delete(answer.id);
    // Idle, it must not keep the server's process alive.
    if (started.pending.size === 0) worker.unref();
  });
  worker.on('error', (error) => fail(`the drawing thread failed: ${error.message}`));
  worker.on('exit', () => fail('the drawing thread stopped'));
  worker.unref();
  drawing = started;
  return started;
}

function ask(request: Omit<PreviewRequest, 'id'>): Promise<PreviewAnswer> {
  const { worker, pending } = drawingThread();
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    worker.ref();
    worker.postMessage({ ...request, id });
  });
}

/**
 * Starts the drawing thread and its libraries (pdf.js and the canvas: a second or more on a cold process), so
 * that they load while the service renders: a document tool calls it as its call begins. A failure waits for
 * previewOf() to report it.
 */
export function preparePreview(): void {
  void ask({ warm: true });
}

/**
 * A PNG of page 1 of the file at `path` (a PDF) or of the image itself scaled down (PNG, JPEG, WebP), at most
 * 480 px wide. Throws when the file cannot be drawn; the caller reports that and keeps the file.
 */
export async function previewOf(path: string, size: number, mimeType: string): Promise<Preview> {
  if (size > LARGEST_PREVIEWED)
    throw new Error(`the file is ${size} bytes, more than the ${LARGEST_PREVIEWED} a preview reads`);
  const answer = await ask({ path, mimeType });
  if (!answer.preview) throw new Error(answer.error ?? 'nothing was drawn');
  return answer.preview;
}

/** Ends the drawing thread (a server that closes; tests). A later preview starts a new one. */
export async function stopPreviews(): Promise<void> {
  const stopping = drawing;
  drawing = undefined;
  await stopping?.worker.terminate();
}
