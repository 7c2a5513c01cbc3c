// `npm run pack` (after `npm run build`): the four published packages, `doc-convert` (the client library),
// `doc-convert-server` (the local server), `n8n-nodes-doc-convert` (the n8n node) and `doc-convert-mcp` (the MCP
// server), as tarballs in dist-packages/, with dist-packages/packages.json naming them by face (library, server,
// n8n, mcp). Each package is
// its workspace folder as npm packs it (its package.json and the files its `files` names), with the repository's
// LICENSE beside them, its users' page of docs/ as its README (its relative links made links into the repository
// at this release's tag: readme.ts), and its manifest without what only this repository uses (published.ts: the
// `@doc-convert/source` export condition, scripts and development dependencies). Staged in a temporary folder,
// then packed there with `npm pack`. In GitHub Actions the manifests name the repository the workflow runs in,
// as npm provenance requires (and the READMEs link into it).
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { VERSION } from '@doc-convert/core';
import { GUIDES, PUBLISHED, publishedManifest, type Manifest } from './published';
import { readmeFor } from './readme';

const ROOT_DIR = resolve(import.meta.dirname, '..');
const OUT_DIR = join(ROOT_DIR, 'dist-packages');

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  files: Array<{ path: string; size: number }>;
}

const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/** The manifest's `repository`, naming the repository the workflow runs in when packed in GitHub Actions. */
function repositoryOf(manifest: Manifest): unknown {
  const running = process.env.GITHUB_ACTIONS === 'true' ? process.env.GITHUB_REPOSITORY : undefined;
  if (!running) return manifest.repository;
  const { directory } = (manifest.repository ?? {}) as { directory?: string };
  return { type: 'git', url: `git+https://github.com/${running}.git`, ...(directory ? { directory } : {}) };
}

function main(): void {
  const root = readManifest(join(ROOT_DIR, 'package.json'));
  if (root.version !== VERSION)
    throw new Error(
      `packages/core/src/version.ts says ${VERSION}, package.json ${root.version}: make them one version`,
    );
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });

  const index: Record<string, string> = {};
  for (const [face, name] of Object.entries(PUBLISHED)) {
    const folder = join(ROOT_DIR, 'packages', name);
    const manifest = { ...readManifest(join(folder, 'package.json')) };
    manifest.repository = repositoryOf(manifest);
    if (manifest.version !== root.version)
      throw new Error(
        `${name} is at ${manifest.version}, the repository at ${root.version}: one version for all`,
      );
    const stage = mkdtempSync(join(tmpdir(), `doc-convert-pack-${face}-`));
    try {
      // npm packs what `files` names (and README.md) from the folder it packs: a copy of the package's.
      cpSync(folder, stage, { recursive: true, filter: (from) => !from.includes('/node_modules') });
      writeFileSync(join(stage, 'package.json'), `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`);
      copyFileSync(join(ROOT_DIR, 'LICENSE'), join(stage, 'LICENSE'));
      const guide = GUIDES[face as keyof typeof GUIDES];
      const readme = readmeFor({
        name,
        path: guide,
        markdown: readFileSync(join(ROOT_DIR, guide), 'utf8'),
        version: manifest.version,
        repository: manifest.repository,
        exists: (path) => existsSync(join(ROOT_DIR, path)),
      });
      writeFileSync(join(stage, 'README.md'), readme);
      const output = execFileSync(
        'npm',
        ['pack', '--json', '--ignore-scripts', '--pack-destination', OUT_DIR],
        { cwd: stage, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const [packed] = JSON.parse(output) as Packed[];
      index[face] = packed!.filename;
      report(packed!);
    } finally {
      rmSync(stage, { recursive: true, force: true });
    }
  }
  writeFileSync(join(OUT_DIR, 'packages.json'), `${JSON.stringify(index, null, 2)}\n`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function report(packed: Packed): void {
  const lines = [
    `dist-packages/${packed.filename}: ${kb(packed.size)} packed, ${kb(packed.unpackedSize)} unpacked, ${packed.files.length} files`,
    ...packed.files.map((file) => `  ${kb(file.size).padStart(9)}  ${file.path}`),
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

main();
