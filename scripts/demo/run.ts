// The demo's story: start the local server, convert every example through the library, write each file
// with toFile(), describe it, draw a picture of the invoice's first page, and close the client and the
// server again, whatever happened.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlinePage, type NotInlined } from '@doc-convert/action/inline';
import { DocConvert, type Credits } from 'doc-convert';
import { SANDBOX_KEY, startLocalServer, type RendererInfo } from 'doc-convert-server';
import { EXAMPLES, PREVIEW, type Example } from './examples';
import { pageCount } from './output-file';
import { previewPng } from './preview';

/** examples/ of this repository. */
export const EXAMPLES_DIR = fileURLToPath(new URL('../../examples', import.meta.url));

export interface DemoOptions {
  /** Where the files are written; created when missing. */
  outDir: string;
  /** Where the example HTML files are read from; default examples/ of this repository. */
  examplesDir?: string;
}

/** One converted example: a row of the table. */
export interface DemoRow {
  /** File name in `outDir`. */
  file: string;
  path: string;
  bytes: number;
  /** Pages counted in the PDF; undefined for a PNG. */
  pages: number | undefined;
  sandbox: boolean;
  /** `X-Credits-Used`: what this conversion cost (0 in sandbox). */
  creditsUsed: number;
  /** Measured here: request, rendering and writing the file. */
  durationMs: number;
  /** `X-Service-Duration`: the service's own time to load and render. */
  serviceMs: number | undefined;
}

export interface DemoResult {
  /** Base URL the local server had; nothing listens there once runDemo has returned. */
  serverUrl: string;
  /** Which renderer drew the files (Chromium, or the text renderer where Chromium cannot run). */
  renderer: RendererInfo;
  /** The PNG of the invoice's first page. */
  preview: string;
  outDir: string;
  rows: DemoRow[];
  creditsBefore: Credits;
  creditsAfter: Credits;
}

/**
 * The example's HTML made self-contained with the repository's asset inliner (`@doc-convert/action/inline`):
 * a service given inline HTML cannot resolve `assets/invoice.css` on this machine. An asset outside the
 * examples folder, or missing, fails the example, so the demo never sends a broken page.
 */
export async function exampleSource(htmlPath: string, examplesDir: string): Promise<string> {
  const left: NotInlined[] = [];
  const html = await inlinePage(htmlPath, examplesDir, (notInlined) => left.push(notInlined));
  if (left.length === 0) return html;
  const why = ({ reason, message }: NotInlined) =>
    reason === 'outside' ? `refers outside ${examplesDir}` : reason === 'missing' ? 'no such file' : message;
  // Sorted, not in the order the reads happen to finish: the same message every time.
  const lines = left.map((n) => `${relative(examplesDir, n.from)}: "${n.reference}": ${why(n)}`);
  throw new Error([...new Set(lines)].sort().join('\n'));
}

async function convertExample(
  client: DocConvert,
  example: Example,
  examplesDir: string,
  outDir: string,
): Promise<DemoRow> {
  const htmlPath = join(examplesDir, example.html);
  const source = await exampleSource(htmlPath, examplesDir);
  const path = join(outDir, example.output);
  const started = performance.now();
  const conversion =
    example.format === 'pdf'
      ? await client.convert.pdf({ ...example.options, source })
      : await client.convert.png({ ...example.options, source });
  // Neither `filename` nor `webhook` is set, so the answer must be the file itself.
  if (conversion.kind !== 'file') {
    throw new Error(`${example.html}: expected the ${example.format} file, got a ${conversion.kind} answer`);
  }
  const bytes = await conversion.toFile(path);
  const durationMs = Math.round(performance.now() - started);
  let pages: number | undefined;
  try {
    pages = pageCount(example.format, await readFile(path));
  } catch (error) {
    throw new Error(`${example.output}: ${(error as Error).message}`);
  }
  return {
    file: example.output,
    path,
    bytes,
    pages,
    sandbox: example.options.sandbox === true,
    creditsUsed: conversion.metadata.creditsUsed ?? 0,
    durationMs,
    serviceMs: conversion.metadata.serviceDuration,
  };
}

/** Converts every example against a fresh local server and writes the files to `outDir`. */
export async function runDemo(options: DemoOptions): Promise<DemoResult> {
  const examplesDir = resolve(options.examplesDir ?? EXAMPLES_DIR);
  const outDir = resolve(options.outDir);
  // toFile() writes into existing folders only.
  await mkdir(outDir, { recursive: true });
  const server = await startLocalServer({ port: 0 });
  const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
  try {
    const renderer = await server.renderer.ready();
    const creditsBefore = await client.credits.usage();
    const rows: DemoRow[] = [];
    for (const example of EXAMPLES) rows.push(await convertExample(client, example, examplesDir, outDir));
    const creditsAfter = await client.credits.usage();
    const pdf = await readFile(join(outDir, PREVIEW.of));
    const preview = join(outDir, PREVIEW.file);
    await writeFile(preview, await previewPng(server, pdf, PREVIEW.width));
    return { serverUrl: server.url, renderer, preview, outDir, rows, creditsBefore, creditsAfter };
  } finally {
    try {
      await client.close();
    } finally {
      await server.close();
    }
  }
}
