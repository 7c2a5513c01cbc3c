// The published packages, and what `npm run pack` (pack.ts) leaves out of a workspace's manifest: what only this
// repository uses. The `@doc-convert/source` export condition points this repository's packages at each other's
// sources during development (the sources are not in the tarball); `scripts` run this repository's tooling; and
// `devDependencies` name what the bundles inline or the tests use, private packages of this repository among
// them, which a user's install never reads. Pure, so a unit test covers it.

/** The packages published from this repository, by face, in the order they are published (doc-convert-server
 * depends on doc-convert, which must be on the registry first). */
export const PUBLISHED = {
  library: 'doc-convert',
  server: 'doc-convert-server',
  n8n: 'n8n-nodes-doc-convert',
  mcp: 'doc-convert-mcp',
} as const;

/**
 * The page of docs/ each package's users read, which npm shows as its README (readme.ts makes its links
 * absolute); the README.md in the package's folder is for whoever opens the folder in the repository.
 */
export const GUIDES: Record<keyof typeof PUBLISHED, string> = {
  library: 'docs/library.md',
  server: 'docs/local-server.md',
  n8n: 'docs/n8n.md',
  mcp: 'docs/mcp.md',
};

export const SOURCE_CONDITION = '@doc-convert/source';

export type Manifest = Record<string, unknown> & { name: string; version: string };

type ExportsValue = string | null | ExportsValue[] | { [condition: string]: ExportsValue };

/** An `exports` value without the source condition; a subpath left with no condition at all is dropped. */
function withoutSource(value: ExportsValue): ExportsValue | undefined {
  if (value === null || typeof value === 'string' || Array.isArray(value)) return value;
  const kept: Record<string, ExportsValue> = {};
  for (const [condition, inner] of Object.entries(value)) {
    const published = condition === SOURCE_CONDITION ? undefined : withoutSource(inner);
    if (published !== undefined) kept[condition] = published;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** What only this repository uses, left out of a published manifest. */
export const REPOSITORY_ONLY = ['scripts', 'devDependencies'];

/** The manifest as published: the workspace's own, without what only this repository uses. */
export function publishedManifest(manifest: Manifest): Manifest {
  const published = Object.fromEntries(
    Object.entries(manifest).filter(([field]) => !REPOSITORY_ONLY.includes(field)),
  ) as Manifest;
  if (manifest.exports !== undefined) published.exports = withoutSource(manifest.exports as ExportsValue);
  return published;
}
