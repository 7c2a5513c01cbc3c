// compare_pdfs: what changed between two PDFs of the allowed folders, by the library's comparePdfs() (the
// comparison the Action's review posts on a pull request): pages matched by their text, so pages inserted,
// removed or pushed along by reflow are said as such and only pages whose content changed are "changed", each
// with the share of its pixels that differ and the lines of text taken out and put in. The most changed page's
// diff (changed pixels in red) comes back as an image, so the agent sees what moved; with `images_path`, the
// before/after/diff PNGs of the changed pages are written there as new files. Nothing is sent to the service.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentBlock } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { comparePdfs, ValidationError, type PdfPageChange } from 'doc-convert';
import { writeNewChunks } from '../files/output';
import { resolveInRoots } from '../files/roots';
import { toolSchema } from '../schema';
import { fieldIssues } from './convert';
import { defineTool } from './tool';

/** Pages are drawn this wide to count changed pixels: the preview's width, small in a model's context. */
const DRAWN_WIDTH = 480;

const compareFields = {
  before_path: z.string().min(1, { error: 'must not be empty' }),
  after_path: z.string().min(1, { error: 'must not be empty' }),
  images_path: z.string().min(1, { error: 'must not be empty' }).optional(),
  max_images: z.number().int().min(0).max(100).optional(),
};

type CompareInput = z.infer<z.ZodObject<typeof compareFields>>;

function checkCompare(value: unknown): CompareInput {
  const issues = fieldIssues(z.strictObject(compareFields), value);
  if (issues.length) throw new ValidationError(issues);
  return value as CompareInput;
}

const pageOutput = z.strictObject({
  status: z.enum(['changed', 'added', 'removed', 'moved']),
  before: z.number().int().optional(),
  after: z.number().int().optional(),
  changed_pixels: z.number().optional(),
  removed_lines: z.array(z.string()).optional(),
  added_lines: z.array(z.string()).optional(),
  images: z.array(z.string()).optional(),
});

const compareOutput = z.strictObject({
  identical: z.boolean(),
  before_pages: z.number().int(),
  after_pages: z.number().int(),
  changed: z.number().int(),
  added: z.number().int(),
  removed: z.number().int(),
  moved: z.number().int(),
  unchanged: z.number().int(),
  largest_change: z.number(),
  measured: z.enum(['pixels', 'text']),
  pages: z.array(pageOutput),
  images_left_out: z.number().int(),
});

type PageOutput = z.infer<typeof pageOutput>;

/** A page's fate, as the tool says it; `written` holds the paths of its PNGs, when they were written. */
function pageOf(page: PdfPageChange, written: string[] | undefined): PageOutput {
  if (page.status !== 'changed') return { ...page };
  return {
    status: 'changed',
    before: page.before,
    after: page.after,
    changed_pixels: page.changedPixels,
    removed_lines: page.text.removed,
    added_lines: page.text.added,
    ...(written ? { images: written } : {}),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(share < 0.01 ? 2 : 1)} %`;

export const comparePdfsTool = defineTool({
  name: 'compare_pdfs',
  title: 'Compare two PDFs page by page',
  description:
    'Compares two PDF files of the allowed folders (before_path, after_path) page by page, as a reviewer ' +
    'would: pages are matched by their text, so pages inserted, removed or pushed along by reflow are reported ' +
    'as added, removed or moved, and only pages whose content changed are "changed", each with the share of ' +
    'its pixels that differ and the lines of text taken out and put in. The most changed page comes back as an ' +
    'image (changed pixels in red). With images_path, before/after/diff PNGs of the changed pages are written ' +
    'into that folder (new files only). Free: nothing is sent to the service.',
  inputSchema: toolSchema(z.strictObject(compareFields), {
    check: checkCompare,
    descriptions: {
      before_path: 'The PDF as it was: a path inside an allowed root.',
      after_path: 'The PDF as it is now: a path inside an allowed root.',
      images_path:
        'A folder inside an allowed root to write before/after/diff PNGs of the changed pages into (made if missing; files are never replaced).',
      max_images: 'At most this many changed pages get PNGs (the largest changes first). Default 10.',
    },
  }),
  outputSchema: toolSchema(compareOutput),
  // Reads two files and may write new PNGs; replaces nothing; the same files compare the same, but the PNGs
  // it writes cannot be written twice.
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  async run(input, call) {
    const roots = await call.roots();
    const [beforeFile, afterFile] = await Promise.all([
      resolveInRoots(input.before_path, roots, 'before_path', 'read'),
      resolveInRoots(input.after_path, roots, 'after_path', 'read'),
    ]);
    const folder =
      input.images_path === undefined
        ? undefined
        : await resolveInRoots(join(input.images_path, 'page.png'), roots, 'images_path', 'write').then(
            (file) => join(file, '..'),
          );
    await call.progress('comparing the pages');
    const maxPages = folder ? (input.max_images ?? 10) : 1;
    const report = await comparePdfs(
      new Uint8Array(await readFile(beforeFile)),
      new Uint8Array(await readFile(afterFile)),
      { width: DRAWN_WIDTH, images: { maxPages } },
    );
    call.signal.throwIfAborted();
    const written = new Map<number, string[]>();
    if (folder) {
      await mkdir(folder, { recursive: true });
      for (const page of report.pages) {
        if (page.status !== 'changed' || !page.images) continue;
        const paths: string[] = [];
        for (const kind of ['before', 'after', 'diff'] as const) {
          const path = join(folder, `page-${page.after}-${kind}.png`);
          await writeNewChunks([page.images[kind]], path, 'images_path');
          paths.push(path);
        }
        written.set(page.after, paths);
      }
    }
    const { summary } = report;
    const output: z.infer<typeof compareOutput> = {
      identical: report.identical,
      before_pages: report.beforePages,
      after_pages: report.afterPages,
      ...summary,
      largest_change: report.largestChange,
      measured: report.measured,
      pages: report.pages.map((page) =>
        pageOf(page, page.status === 'changed' ? written.get(page.after) : undefined),
      ),
      images_left_out: folder ? report.imagesLeftOut : 0,
    };
    const said = report.identical
      ? `The two PDFs print alike: ${report.afterPages} page(s), none changed.`
      : `${summary.changed} page(s) changed (the most by ${percent(report.largestChange)} of its pixels), ` +
        `${summary.added} added, ${summary.removed} removed, ${summary.moved} moved, ${summary.unchanged} unchanged.`;
    const content: ContentBlock[] = [{ type: 'text', text: said }];
    const largest = report.pages
      .filter((page) => page.status === 'changed' && page.images)
      .sort(
        (a, b) =>
          (b as { changedPixels: number }).changedPixels - (a as { changedPixels: number }).changedPixels,
      )[0];
    if (largest?.status === 'changed' && largest.images) {
      content.push({ type: 'text', text: `Page ${largest.after} as it is now, changed pixels in red:` });
      content.push({
        type: 'image',
        data: Buffer.from(largest.images.diff).toString('base64'),
        mimeType: 'image/png',
      });
    }
    for (const paths of written.values())
      for (const path of paths)
        content.push({
          type: 'resource_link',
          uri: pathToFileURL(path).href,
          name: path.split('/').pop()!,
          mimeType: 'image/png',
        });
    return { content, structuredContent: output };
  },
});
