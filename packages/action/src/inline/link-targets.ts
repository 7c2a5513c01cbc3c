// Links to a section of another converted page (`tables.html#totals`), and whether that section exists. Each
// page read for a PDF output records its ids (and `<a name>`s), each link to a section records where it goes;
// a link whose target page was read in this run and has no such id is a warning, once per run for each source
// file, link and target, naming all three. The merge (merge.ts) warns through the same registry when a PDF it
// merges has no destination for a link's fragment, so one broken link is one warning however it is found.
import * as core from '@actions/core';
import path from 'node:path';
import { displayPath } from '../report/format';

interface SectionLink {
  /** The page the link is in, and the output that page becomes. */
  from: string;
  fromOutput: string;
  /** The link as written in the page. */
  href: string;
  /** The page it opens, and that page's output. */
  target: string;
  targetOutput: string;
  /** The id it names, percent escapes decoded. */
  id: string;
}

/** The fragment of a link as the id it names: `#caf%C3%A9` → `café`. */
export function fragmentId(fragment: string): string {
  const raw = fragment.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export class LinkTargets {
  readonly #ids = new Map<string, ReadonlySet<string>>();
  readonly #links: SectionLink[] = [];
  readonly #warned = new Set<string>();

  constructor(private readonly workspace: string) {}

  /** The ids of page `file` (a real path). */
  addIds(file: string, ids: ReadonlySet<string>): void {
    this.#ids.set(file, ids);
  }

  addLink(link: SectionLink): void {
    this.#links.push(link);
  }

  /**
   * Warns once for the link from `fromOutput` to `id` in `targetOutput` (outputs: absolute paths), naming
   * `source` (as the log names it), the link as written, and the target. Returns whether it warned now.
   */
  warnMissing(source: string, link: string, targetOutput: string, id: string, fromOutput: string): boolean {
    const key = [fromOutput, targetOutput, id].join('\0');
    if (this.#warned.has(key)) return false;
    this.#warned.add(key);
    core.warning(
      `${source} links to ${link}, but ${displayPath(this.workspace, targetOutput)} has no element with id ${JSON.stringify(id)}: the link opens the start of that document.`,
      { title: 'Link to a missing section' },
    );
    return true;
  }

  /** Warns about every recorded link whose target page was read and has no element with its id. */
  warnAboutPages(): number {
    let warned = 0;
    for (const link of this.#links) {
      const ids = this.#ids.get(link.target);
      if (!ids || ids.has(link.id)) continue;
      const source = path.relative(this.workspace, link.from).split(path.sep).join('/');
      if (this.warnMissing(source, link.href, link.targetOutput, link.id, link.fromOutput)) warned++;
    }
    return warned;
  }
}
