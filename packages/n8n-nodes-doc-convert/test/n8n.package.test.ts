// The n8n package `n8n-nodes-doc-convert` as n8n gets it: the tarball `npm run pack` writes holds only the node and
// credential bundles, their icons and codex file, README and LICENSE; it declares no dependency; and installed
// into a clean project with nothing but n8n-workflow beside it, its bundles load. (`npm run test:n8n` installs the
// same tarball into a real n8n; `npm run scan:n8n` runs n8n's scanner over it.)
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { VERSION } from '@doc-convert/core';
import {
  consumerNodeVersion,
  installConsumer,
  runIn,
  tarballFiles,
} from '@doc-convert/testing/packages/consumer';
import { loadedModules } from '@doc-convert/testing/packages/imports';
import { relativeLinks } from '@doc-convert/testing/packages/links';
import { ROOT } from '@doc-convert/testing/packages/built';
import { packedTarballs } from '@doc-convert/testing/packages/packed';

const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
/** This package's manifest in the repository (what the tarball's must match). */
const workspace = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'));
let tarball: string;
let consumer: string;
let installed: string;

beforeAll(async () => {
  tarball = (await packedTarballs()).n8n;
  // n8n provides n8n-workflow: no peer is installed, and only the repository's copy is put beside the package.
  consumer = installConsumer(tarball, { peers: false });
  symlinkSync(
    join(ROOT, 'node_modules', 'n8n-workflow'),
    join(consumer, 'node_modules', 'n8n-workflow'),
    'dir',
  );
  installed = join(consumer, 'node_modules', 'n8n-nodes-doc-convert');
}, 600_000);

afterAll(() => {
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

const manifest = () => JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
const bundles = (): string[] => [...workspace.n8n.nodes, ...workspace.n8n.credentials];

describe(`the n8n package n8n-nodes-doc-convert, on Node ${consumerNodeVersion()}`, () => {
  it('holds the node and credential bundles, the icons, the codex file, README and LICENSE, nothing else', () => {
    expect(tarballFiles(tarball)).toEqual(
      [
        'LICENSE',
        'README.md',
        'package.json',
        ...bundles(),
        'dist/nodes/DocConvert/DocConvert.node.json',
        'dist/nodes/DocConvert/docConvert.svg',
        'dist/nodes/DocConvert/docConvert.dark.svg',
        'dist/nodes/DocConvertTrigger/DocConvertTrigger.node.json',
        'dist/nodes/DocConvertTrigger/docConvertTrigger.svg',
        'dist/nodes/DocConvertTrigger/docConvertTrigger.dark.svg',
      ].sort(),
    );
  });

  it('declares no dependency, n8n-workflow as its one peer, the n8n section and the community keyword', () => {
    const pkg = manifest();
    expect(pkg).toMatchObject({ name: 'n8n-nodes-doc-convert', version: root.version, n8n: workspace.n8n });
    expect(pkg.version).toBe(VERSION);
    expect(pkg.peerDependencies).toEqual({ 'n8n-workflow': '*' });
    expect(pkg.keywords).toContain('n8n-community-node-package');
    for (const field of ['dependencies', 'optionalDependencies', 'scripts', 'devDependencies', 'private'])
      expect(pkg).not.toHaveProperty(field);
  });

  // node:crypto is the one built-in n8n's community rules allow: the webhook secret is checked (parseWebhook)
  // and derived (Wait for the Document) with it.
  it('has bundles that load nothing but n8n-workflow and crypto', () => {
    const allowed = new Set(['n8n-workflow', 'crypto', 'node:crypto']);
    for (const bundle of bundles()) {
      const loaded = loadedModules(readFileSync(join(installed, bundle), 'utf8'));
      const other = [...loaded.static, ...loaded.dynamic].filter((name) => !allowed.has(name));
      expect({ bundle, other }).toEqual({ bundle, other: [] });
    }
    const node = loadedModules(readFileSync(join(installed, workspace.n8n.nodes[0]), 'utf8'));
    expect(node.static).toContain('n8n-workflow');
  });

  // The bound for what n8n loads per node (650 KB); the core imports zod as a namespace so that esbuild
  // leaves out zod's 40 locales (about 230 KB): a named `import { z }` anywhere in the core brings them back.
  it("has a node bundle of at most 650 KB, with only zod's English messages", () => {
    const code = readFileSync(join(installed, workspace.n8n.nodes[0]), 'utf8');
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(650_000);
    const locales = [...code.matchAll(/^\/\/ node_modules\/zod\/v4\/locales\/(.+)\.js$/gm)].map(
      ([, name]) => name,
    );
    expect(locales).toContain('en');
    expect(locales.filter((name) => name !== 'en' && name !== 'index')).toEqual([]);
  });

  it('loads in a clean install with only n8n-workflow beside it', () => {
    const script = `
      const pkg = require('n8n-nodes-doc-convert/package.json');
      const [node] = pkg.n8n.nodes.map((file) => require('n8n-nodes-doc-convert/' + file));
      const [credential] = pkg.n8n.credentials.map((file) => require('n8n-nodes-doc-convert/' + file));
      const { description } = new node.DocConvert();
      const { name } = new credential.DocConvertApi();
      console.log(JSON.stringify([description.name, description.usableAsTool, name]));`;
    expect(runIn(consumer, ['-e', script])).toBe(JSON.stringify(['docConvert', true, 'docConvertApi']));
  });

  it('has docs/n8n.md as its README, for n8n users, with no word of our test harness', () => {
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    expect(readme.startsWith('# The n8n node: `n8n-nodes-doc-convert`\n')).toBe(true);
    expect(readme).toContain('## Install');
    expect(readme).toContain('**Doc Convert API**');
    expect(readme).not.toContain("from 'doc-convert'");
    for (const harness of ['npm ci', 'npm test', 'npm run', 'test:n8n', 'jest', '.cache/', 'bench'])
      expect({ harness, found: readme.includes(harness) }).toEqual({ harness, found: false });
    expect(relativeLinks(readme)).toEqual([]);
  });
});
