// Where a link of a converted page points once the page is a file in the output folder. The HTML is sent
// without its folder, so a relative link (`tables.html`) would lead nowhere; instead:
// - a link to a page converted in the same run points at that page's output, relative to this page's output
//   (`tables.html` → `tables.pdf`), so the output folder works wherever it is downloaded; a #fragment is kept
//   for PDF outputs (a PDF viewer opens the named destination, or the first page when there is none) and
//   dropped for images; a link to the page itself with a #fragment becomes that in-page #fragment;
// - a link to any other file of the workspace points at that file in the repository on GitHub, at the commit
//   the run is for (`$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/blob/$GITHUB_SHA/<path>`), when the runner
//   says which that is, and is left as it was otherwise;
// - links with a scheme (https:, mailto:...), protocol-relative and #fragment-only links, `{{expressions}}`,
//   and links that lead outside the workspace are left as they were.
import path from 'node:path';
import { isLocalReference, resolveReference } from './assets';
import { isInside } from './confine';
import type { ConversionJob } from './types';

export interface LinkPolicy {
  /** The workspace root (a real path). */
  workspace: string;
  /** Each page converted in this run (its real path) and its output file (absolute path). */
  pages: ReadonlyMap<string, string>;
  /** The repository at the run's commit: `${server}/${repository}/blob/${sha}`, when known. */
  repositoryBlob: string | undefined;
  /** Whether a #fragment survives on a link to a converted page (PDF outputs). */
  keepFragment: boolean;
}

/** Each page among `jobs` (its file) and its output; PDFs given to merge are no pages. */
export function pagesOf(jobs: readonly ConversionJob[]): Map<string, string> {
  return new Map(
    jobs.flatMap((job) => (job.file && !job.template && !job.given ? [[job.file, job.output] as const] : [])),
  );
}

/** The repository at the run's commit on GitHub, from the variables every runner sets; undefined without. */
export function repositoryBlob(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha } = env;
  if (!server || !repository || !sha) return undefined;
  return `${server.replace(/\/+$/, '')}/${repository}/blob/${sha}`;
}

/** A path as a URL path: `/` separators, each segment percent-encoded. */
function urlPath(relative: string): string {
  return relative.split(path.sep).map(encodeURIComponent).join('/');
}

/**
 * The new href of a link in the page `from` (whose output is `output`), or undefined to leave it as it is.
 * `/x` is taken from the workspace root, anything else from the page's folder, as assets are (assets.ts).
 */
export function rewriteLink(
  href: string,
  from: string,
  output: string,
  policy: LinkPolicy,
): string | undefined {
  if (!isLocalReference(href)) return undefined;
  const [, written = '', fragment = ''] = /^([^?#]*)(?:\?[^#]*)?(#.*)?$/s.exec(href.trim()) ?? [];
  if (written === '') return undefined;
  const target = resolveReference(written, from, policy.workspace);
  if (!isInside(policy.workspace, target)) return undefined;
  // `guide/` is the folder's index page, as a web server would serve it.
  const page = written.endsWith('/') ? path.join(target, 'index.html') : target;
  const converted = policy.pages.get(page);
  if (converted !== undefined) {
    if (page === from && fragment) return fragment;
    const relative = urlPath(path.relative(path.dirname(output), converted));
    return policy.keepFragment ? relative + fragment : relative;
  }
  if (policy.repositoryBlob === undefined) return undefined;
  const relative = path.relative(policy.workspace, target);
  return `${policy.repositoryBlob}/${urlPath(relative)}${fragment}`;
}
