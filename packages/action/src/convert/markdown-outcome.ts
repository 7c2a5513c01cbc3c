// What a run does with a Markdown file around its conversion, without loading the Markdown code (markdown.ts
// does, for the first Markdown page): which jobs are Markdown, what their cache key covers (the page and the
// options its front matter sets, which the page alone does not show), the line a front matter refusal points
// at, and the problems found in the page, each a warning annotation on its file and line and a row of the
// summary.
import * as core from '@actions/core';
import { ValidationError, type MarkdownProblem, type PreparedMarkdown } from '@doc-convert/core';
import type { ConversionJob, Outcome } from '../types';

/** A Markdown file's page and the request it makes (markdown.ts). */
export interface MarkdownPage {
  /** The page, before its assets are inlined and its links rewritten. */
  html: string;
  /** The request's options: the run's `options`, then the file's front matter's. */
  options: Record<string, unknown>;
  prepared: PreparedMarkdown;
}

const MARKDOWN_EXTENSION = /\.(?:md|markdown|mdown|mkd)$/i;

export function isMarkdownJob(job: ConversionJob): boolean {
  return job.file !== undefined && !job.template && !job.given && MARKDOWN_EXTENSION.test(job.file);
}

/** What a job's cache key holds of its source: the page sent, and for Markdown the options it set. */
export function cacheText(source: { text: string; markdown?: MarkdownPage } | undefined): string | undefined {
  if (!source?.markdown) return source?.text;
  return `${source.text}\n<!-- options ${JSON.stringify(source.markdown.options)} -->`;
}

/** Where a front matter refusal points (its file's line), for the failure's annotation. */
export function frontMatterLine(error: unknown): Outcome['at'] {
  if (!ValidationError.is(error)) return undefined;
  const line = error.issues.find((issue) => issue.line !== undefined)?.line;
  return line === undefined ? undefined : { line, column: 1 };
}

/** The diagrams the renderer could not draw, read from the PDF. */
export async function drawnProblemsOf(pdf: Uint8Array, page: MarkdownPage): Promise<MarkdownProblem[]> {
  const { drawnProblems } = await import('@doc-convert/markdown');
  try {
    return drawnProblems(pdf, page.prepared);
  } catch {
    return [];
  }
}

const TITLES: Record<MarkdownProblem['kind'], string> = {
  math: 'formula not typeset',
  diagram: 'diagram not drawn',
  image: 'image not found',
  stylesheet: 'stylesheet not found',
};

/** The page's problems, each warned about on its file and line; the outcome's `problems`. */
export function problemsOf(
  job: ConversionJob,
  page: MarkdownPage | undefined,
  drawn: MarkdownProblem[] | undefined,
): Pick<Outcome, 'problems'> {
  if (!page) return {};
  const problems = [...page.prepared.problems, ...(drawn ?? [])].sort((a, b) => a.line - b.line);
  for (const problem of problems) {
    core.warning(problem.message, {
      title: `Doc Convert: ${TITLES[problem.kind]}`,
      file: job.label,
      startLine: problem.line,
    });
  }
  return problems.length > 0 ? { problems } : {};
}
