// merge_pdfs: PDFs in the allowed folders merged into one book by the library's mergePdfs(), the merge the
// Action's `merge` and the n8n node's Merge PDFs make: each document a chapter with its bookmark and its
// headings' bookmarks beneath, links between the documents jumping inside the book, and on request a cover
// and a contents page in front (rendered by the service: in the sandbox unless the call turns it off), page
// numbers, running heads and the book's metadata. The files are checked (inside the roots, there) and the
// settings by the merge's own rules before anything is rendered; the book is written as a new file and
// answered like a conversion, with page 1 drawn small.
import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import * as z from 'zod/v4';
import { mergePdfs, ValidationError, type MergePdfsOptions } from 'doc-convert';
import { deliverBook, documentOutputSchema } from '../document';
import { resolveInRoots } from '../files/roots';
import { preparePreview } from '../preview';
import { toolSchema } from '../schema';
import { fieldIssues, outputTarget } from './convert';
import { defineTool } from './tool';

const text = (what: string) => z.string().min(1, { error: `must not be empty (${what})` });

const mergeFields = {
  paths: z
    .array(text('a path'), { error: 'must be a list of PDF files' })
    .min(1, { error: 'must name at least one PDF' }),
  output_path: text('a path').optional(),
  preview: z.boolean().optional(),
  sandbox: z.boolean().optional(),
  title: text('the title').optional(),
  author: text('the author').optional(),
  subject: text('the subject').optional(),
  lang: text('a language tag').optional(),
  date: text('the date').optional(),
  cover: z.boolean().optional(),
  contents: z
    .union([z.boolean(), z.strictObject({ depth: z.number().int().min(1).max(6) })], {
      error: 'must be true or {depth: 1..6}',
    })
    .optional(),
  outline_depth: z.number().int().min(1).max(6).optional(),
  page_numbers: text('a template such as {page} / {total}').optional(),
  running_head: text('a template such as {book} | {chapter}').optional(),
  link_base: text('a URL ending in /').optional(),
};

/** The merge's names for the settings, as this tool names them. */
const SETTING_FIELDS: Readonly<Record<string, string>> = {
  pageNumbers: 'page_numbers',
  runningHead: 'running_head',
  linkBase: 'link_base',
  outlineDepth: 'outline_depth',
};

type MergeInput = z.infer<z.ZodObject<typeof mergeFields>>;

function checkMerge(value: unknown): MergeInput {
  const issues = fieldIssues(z.strictObject(mergeFields), value);
  if (issues.length) throw new ValidationError(issues);
  return value as MergeInput;
}

/** The merge's refusal in this tool's words: `pageNumbers` is `page_numbers`, `documents[1]` is `paths.1`. */
function inToolWords(error: unknown): unknown {
  if (!(error instanceof ValidationError)) return error;
  return new ValidationError(
    error.issues.map((issue) => {
      const path = issue.path ?? '';
      const [head = '', ...rest] = path.split('.');
      const document = /^documents\[(\d+)\]/.exec(head);
      const named = document ? `paths.${document[1]}` : (SETTING_FIELDS[head] ?? head);
      return { ...issue, path: [named, ...rest].join('.') };
    }),
  );
}

export const mergePdfsTool = defineTool({
  name: 'merge_pdfs',
  title: 'Merge PDFs into a book',
  description:
    'Merges PDF files from the allowed folders, in the order given, into one book: each file a chapter with ' +
    'its bookmark (its first heading, else its title) and its own bookmarks beneath, bookmarks and links ' +
    'opening at their heading, links between the files (./other.pdf#part) jumping inside the book. Optionally ' +
    'a cover and a contents page in front (rendered by the service: in the sandbox unless sandbox is false), ' +
    'numbered i, ii… as viewers label them, page numbers ({page} / {total}), running heads ({book} | ' +
    '{chapter}), and the Title, Author, Subject and language. Writes the book into an allowed folder and ' +
    'answers its link with page 1 drawn small. Never replaces a file.',
  inputSchema: toolSchema(z.strictObject(mergeFields), {
    check: checkMerge,
    descriptions: {
      paths: 'The PDF files to merge, in book order: paths inside an allowed root.',
      output_path:
        'Where to write the book: a path inside an allowed root; it must not exist. Default: a new name in the first root.',
      preview: 'Return a small PNG of page 1 (default true).',
      sandbox:
        'Render the cover and contents page in the sandbox (default true: free, watermarked); without them nothing is rendered.',
      title: "The book's Title (default: the first chapter's title).",
      contents: 'A contents page in front: true, or {depth: 1..6} (1: a line per chapter).',
      outline_depth:
        "How many levels of bookmarks the book keeps (1: the chapters'), apart from the contents' depth.",
      cover: 'A cover in front, made from the title, subject, author and date.',
      page_numbers: 'Numbers on every page but the cover, e.g. "{page} / {total}".',
      running_head: 'A running head on every page but the cover: "{chapter}", or "{book} | {chapter}".',
      link_base: 'Where pages not in the book are published (ending in /): links to them point there.',
    },
  }),
  outputSchema: documentOutputSchema,
  // Writes a new file and may spend credits (a cover or contents outside the sandbox); never replaces anything.
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(input, call) {
    const preview = input.preview ?? true;
    if (preview) preparePreview();
    const roots = await call.roots();
    // Every file checked before anything is read or rendered.
    const files = await Promise.all(
      input.paths.map((path, i) => resolveInRoots(path, roots, `paths.${i}`, 'read')),
    );
    const target = await outputTarget(call, input.output_path, 'book', 'pdf');
    const sandbox = input.sandbox ?? true;
    const options: MergePdfsOptions = {
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.author === undefined ? {} : { author: input.author }),
      ...(input.subject === undefined ? {} : { subject: input.subject }),
      ...(input.lang === undefined ? {} : { lang: input.lang }),
      ...(input.date === undefined ? {} : { date: input.date }),
      ...(input.cover ? { cover: true as const } : {}),
      ...(input.contents === undefined ? {} : { contents: input.contents }),
      ...(input.page_numbers === undefined ? {} : { pageNumbers: input.page_numbers }),
      ...(input.running_head === undefined ? {} : { runningHead: input.running_head }),
      ...(input.link_base === undefined ? {} : { linkBase: input.link_base }),
      ...(input.outline_depth === undefined ? {} : { outlineDepth: input.outline_depth }),
      render: async (html, part) => {
        await call.progress(`rendering the ${part === 'cover' ? 'cover' : 'contents page'}`);
        const pdf = await call.client.convert.pdf({ source: html, sandbox }, { signal: call.signal });
        if (pdf.kind !== 'file') throw new Error(`the ${part} came back ${pdf.kind}, not as a file`);
        return pdf.bytes();
      },
    };
    await call.progress(`merging ${files.length} PDF(s)`);
    // Links between the documents name each other by their paths in the root (guide/tables.pdf).
    const documents = files.map((file) => {
      const root = roots.folders.find((folder) => file.startsWith(folder + sep)) ?? roots.folders[0]!;
      return { pdf: () => readFile(file), name: relative(root, file).split(sep).join('/'), path: file };
    });
    const book = await mergePdfs(documents, options).catch((error: unknown) => {
      throw inToolWords(error);
    });
    call.signal.throwIfAborted();
    await call.progress('writing the book');
    // A cover or contents page is rendered (and may spend); `contents: false` renders nothing.
    const rendered = Boolean(options.contents) || options.cover !== undefined;
    return deliverBook(
      book,
      {
        format: 'pdf',
        target,
        field: 'output_path',
        sandbox: rendered && sandbox,
        preview,
        extra: {
          // Nothing rendered, nothing spent.
          ...(rendered ? {} : { credits_used: 0 }),
          pages: book.pages,
          chapters: book.chapters,
          bookmarks: book.bookmarks,
          ...(book.warnings.length ? { warnings: book.warnings } : {}),
        },
        note: `Merged ${book.documents} document(s) into ${book.pages} pages: ${book.chapters.join('; ')}.${book.warnings.length ? ` Warnings: ${book.warnings.join(' ')}` : ''}`,
      },
      call,
    );
  },
});
