// A published package's README: its name, its description and the sections of the repository's README.md that
// its users need (picked by their `## ` heading), so the npm page of each package stays as true as the README.
// Pure, so a unit test covers it.

/** The `## ` sections of a Markdown text, by heading; a `## ` line inside a code fence is not a heading. */
export function sections(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  let heading: string | undefined;
  let lines: string[] = [];
  let fenced = false;
  const flush = () => {
    if (heading !== undefined) found.set(heading, lines.join('\n').trim());
  };
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    if (!fenced && line.startsWith('## ')) {
      flush();
      heading = line.slice(3).trim();
      lines = [line];
    } else if (heading !== undefined) {
      lines.push(line);
    }
  }
  flush();
  return found;
}

/** `git+https://github.com/o/r.git` → `https://github.com/o/r`. */
function repositoryPage(repository: unknown): string | undefined {
  const url = typeof repository === 'string' ? repository : (repository as { url?: string })?.url;
  return url?.replace(/^git\+/, '').replace(/\.git$/, '');
}

export function readmeFor(
  markdown: string,
  pkg: { name: string; description: string; sections: string[]; repository?: unknown },
): string {
  const all = sections(markdown);
  const missing = pkg.sections.filter((heading) => !all.has(heading));
  if (missing.length > 0)
    throw new Error(`${pkg.name}: README.md has no section ${missing.map((h) => `"## ${h}"`).join(', ')}`);
  const page = repositoryPage(pkg.repository);
  return [
    `# ${pkg.name}`,
    pkg.description,
    ...pkg.sections.map((heading) => all.get(heading)!),
    ...(page ? [`Source and the other faces (library, n8n node, GitHub Action): ${page}`] : []),
  ]
    .join('\n\n')
    .concat('\n');
}
