// A Markdown file of the run made into its page (@doc-convert/markdown, loaded with the first Markdown file, so a
// run of HTML pages never loads it): GitHub's Markdown, its front matter's title and options (checked as the
// `options` input is: a wrong one fails the job, annotated on its line, before any request), highlighted code,
// math and diagrams. Its relative images, stylesheet and links are left as written for the page's inliner
// (inline/inline-html.ts), which reads them from the Markdown file's folder like an HTML page's and points links
// to other pages, `other.md#install` included, at their outputs.
import { readFile } from 'node:fs/promises';
import { prepareMarkdown } from '@doc-convert/markdown';
import type { ActionInputs, ConversionJob } from '../types';
import type { MarkdownPage } from './markdown-outcome';

export async function markdownPage(job: ConversionJob, inputs: ActionInputs): Promise<MarkdownPage> {
  const text = await readFile(job.file!, 'utf8');
  const prepared = await prepareMarkdown(
    { text, file: job.label },
    { format: inputs.type, options: inputs.options, relative: 'keep' },
  );
  const { source, ...options } = prepared.body;
  return { html: String(source), options, prepared };
}
