// A published package's README: the page of docs/ written for its users (docs/library.md for doc-convert, …;
// published.ts names them),
// with its relative links made absolute links into the repository at this release's tag, since an npm page has
// no repository beside it; then where the source is. A link to a file the repository lacks fails the pack.
// Pure, so a unit test covers it.
import { posix } from 'node:path';

export interface ReadmeSource {
  /** The package's name, for errors. */
  name: string;
  /** The page's path in the repository, e.g. `docs/library.md`. */
  path: string;
  /** The page's text. */
  markdown: string;
  /** The release: links point at its tag, `v<version>`. */
  version: string;
  /** The manifest's `repository` (a GitHub one: links are made from it). */
  repository: unknown;
  /** Whether a path of the repository exists (relative links must lead somewhere). */
  exists: (path: string) => boolean;
}

/** `git+https://github.com/o/r.git` → `https://github.com/o/r`. */
export function repositoryPage(repository: unknown): string | undefined {
  const url = typeof repository === 'string' ? repository : (repository as { url?: string })?.url;
  return url?.replace(/^git\+/, '').replace(/\.git$/, '');
}

const IMAGE = /\.(png|jpe?g|gif|svg|webp)$/i;
/** `[text](target)`, `![alt](target "title")`: the target, up to a space (its title) or the closing bracket. */
const INLINE_LINK = /(!?\[[^\]]*\]\()([^)\s]+)/g;
/** A reference definition: `[id]: target`. */
const REFERENCE = /^( {0,3}\[[^\]]+\]:\s*)(\S+)/;

/** Whether a link target is relative to the page (not a URL, an in-page anchor or a site-absolute path). */
const isRelative = (target: string) => !/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(target);

export function readmeFor(source: ReadmeSource): string {
  const page = repositoryPage(source.repository);
  if (!page)
    throw new Error(`${source.name}: the manifest names no repository to link ${source.path}'s links to`);
  const tag = `v${source.version}`;
  const absolute = (target: string): string => {
    const [file = '', anchor] = target.split('#', 2);
    const path = posix.normalize(posix.join(posix.dirname(source.path), decodeURI(file)));
    if (path.startsWith('../') || !source.exists(path))
      throw new Error(
        `${source.name}: ${source.path} links to ${target}, which is not a file of the repository`,
      );
    const kind = IMAGE.test(path) ? 'raw' : 'blob';
    return `${page}/${kind}/${tag}/${encodeURI(path)}${anchor === undefined ? '' : `#${anchor}`}`;
  };

  let fenced = false;
  const lines = source.markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return line;
    const reference = REFERENCE.exec(line);
    if (reference && isRelative(reference[2]!))
      return line.replace(REFERENCE, (_, head: string, target: string) => `${head}${absolute(target)}`);
    // Outside inline code spans only: `[x](y)` in backticks is text, not a link.
    return line
      .split(/(`[^`]*`)/)
      .map((part, index) =>
        index % 2 === 1
          ? part
          : part.replace(INLINE_LINK, (whole, head: string, target: string) =>
              isRelative(target) ? `${head}${absolute(target)}` : whole,
            ),
      )
      .join('');
  });
  return `${lines.join('\n').trimEnd()}\n\n---\n\nSource, issues and the other faces (client library, local server, n8n node, GitHub Action): ${page}\n`;
}
