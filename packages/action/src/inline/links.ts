// Where a link of a converted page points once the page is a file in the output folder. The HTML is sent
// without its folder, so a relative link (`tables.html`) would lead nowhere; instead:
// - a link to a page of the site points at that page's output, relative to this page's output
//   (`tables.html` → `tables.pdf`), so the output folder works wherever it is downloaded; a #fragment is kept
//   for PDF outputs (a PDF viewer opens the named destination, which the target page's PDF has for each of its
//   ids: inline-html.ts; a fragment naming no id there is warned about, link-targets.ts) and
//   dropped for images; a link to the page itself with a #fragment becomes that in-page #fragment. A page of
//   the site is one the run's patterns matched (in any shard) or any other HTML file of the workspace, which
//   a run that converts it writes at the same place (jobs.ts, SitePages): the link, so the HTML sent and the
//   cache key, are the same whichever pages this run converts;
// - a link to any other file of the workspace (not HTML, or not there) points at that file in the repository
//   on GitHub, at the commit the run is for (`$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/blob/$GITHUB_SHA/<path>`),
//   when the runner says which that is, and is left as it was otherwise;
// - links with a scheme (https:, mailto:...), protocol-relative and #fragment-only links, `{{expressions}}`,
//   and links that lead outside the workspace are left as they were.
//
// The page is sent inline, so it has no address (about:blank), and Chromium, the service's renderer, writes
// no link annotation at all for a relative href there. For PDF outputs a link to a converted page is
// therefore sent marked, as an absolute URL under a reserved origin that carries the relative path
// (markLink: `../index.pdf#top` → `https://doc-convert.invalid/..%2Findex.pdf#top`, the `/`s escaped so that
// no URL parser folds the `..` away); once the PDF is downloaded, pdf-links.ts turns each marked link back
// into the relative one (unmarkLink) before the file is written. The sent HTML says where each link leads
// from this page's output, so the cache key (the HTML) decides the written file, links included.
import path from 'node:path';
import { isLocalReference, resolveReference } from './assets';
import { isInside } from '../inputs/confine';
import { fragmentId, type LinkTargets } from './link-targets';
import type { ConversionJob, PageOutputs } from '../types';

export type { PageOutputs };

export interface LinkPolicy {
  /** The workspace root (a real path). */
  workspace: string;
  /** Where each page of the site (its real path) is written. */
  pages: PageOutputs;
  /** The repository at the run's commit: `${server}/${repository}/blob/${sha}`, when known. */
  repositoryBlob: string | undefined;
  /** Whether a #fragment survives on a link to a converted page (PDF outputs). */
  keepFragment: boolean;
  /** Whether links to pages are sent marked (markLink), for PDF outputs; relative otherwise. */
  marked?: boolean;
  /**
   * For PDF outputs: where links to sections and each page's ids are recorded (link-targets.ts); each page
   * also gets a hidden link to every id, so that the renderer writes a destination for it (inline-html.ts).
   */
  sections?: LinkTargets;
}

/** The reserved origin (RFC 6761: `.invalid` never resolves) that links to converted pages are sent under. */
const LINK_ORIGIN = 'https://doc-convert.invalid/';

/** Whether sent HTML may hold marked links: only then is the PDF read for them. */
export function hasMarkedLinks(html: string): boolean {
  return html.includes(LINK_ORIGIN);
}

/** A relative link (`../index.pdf#top`, URL-encoded) as the marked absolute URL it is sent as. */
export function markLink(relative: string): string {
  const hash = relative.indexOf('#');
  const [file, fragment] = hash < 0 ? [relative, ''] : [relative.slice(0, hash), relative.slice(hash)];
  return `${LINK_ORIGIN}${file.replaceAll('/', '%2F')}${fragment}`;
}

/**
 * The relative link a marked URL stands for, as written in the PDF, or undefined for any other URL. It starts
 * with `./` or `../`: Chrome's PDF viewer takes a scheme-less link whose first part has two dots
 * (`a.b.pdf`) for a host name, unless it starts with a dot.
 */
export function unmarkLink(uri: string): string | undefined {
  if (!uri.startsWith(LINK_ORIGIN)) return undefined;
  const rest = uri.slice(LINK_ORIGIN.length);
  const hash = rest.indexOf('#');
  const [file, fragment] = hash < 0 ? [rest, ''] : [rest.slice(0, hash), rest.slice(hash)];
  if (file === '') return undefined;
  // Each segment as urlPath writes it, whatever escaping the renderer normalised on the way.
  const segments = file.split(/%2F/i).map((segment) => {
    try {
      return encodeURIComponent(decodeURIComponent(segment));
    } catch {
      return segment;
    }
  });
  const relative = segments.join('/');
  return (relative.startsWith('../') ? relative : `./${relative}`) + fragment;
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

/** The relative URI of `target` from `folder`, starting with `./` or `../` (see unmarkLink). */
export function relativeUri(folder: string, target: string): string {
  const relative = urlPath(path.relative(folder, target));
  return relative.startsWith('../') ? relative : `./${relative}`;
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
    if (fragment.length > 1) {
      const id = fragmentId(fragment);
      policy.sections?.addLink({ from, fromOutput: output, href, target: page, targetOutput: converted, id });
    }
    if (page === from && fragment) return fragment;
    const relative = urlPath(path.relative(path.dirname(output), converted));
    const link = policy.keepFragment ? relative + fragment : relative;
    return policy.marked ? markLink(link) : link;
  }
  if (policy.repositoryBlob === undefined) return undefined;
  const relative = path.relative(policy.workspace, target);
  return `${policy.repositoryBlob}/${urlPath(relative)}${fragment}`;
}
