// The n8n package `n8n-nodes-doc-convert` as n8n gets it: the tarball `npm run pack` writes holds only the node and
// credential bundles, the Markdown bundle beside the node's, their icons and codex file, README and LICENSE; it
// declares no dependency; and installed into a clean project with nothing but n8n-workflow beside it, its
// bundles load, the node's without the Markdown bundle until a Markdown source needs it, which then prepares a
// page with its diagrams, math and coloured code, reading no file. (`npm run test:n8n` installs the
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
/** The Markdown preparation, a bundle file beside the node's that it requires on first use. */
const MARKDOWN_BUNDLE = 'dist/nodes/DocConvert/markdown.js';

describe(`the n8n package n8n-nodes-doc-convert, on Node ${consumerNodeVersion()}`, () => {
  it('holds the node and credential bundles, the icons, the codex file, README and LICENSE, nothing else', () => {
    expect(tarballFiles(tarball)).toEqual(
      [
        'LICENSE',
        'README.md',
        'package.json',
        ...bundles(),
        MARKDOWN_BUNDLE,
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
  it('has bundles that load nothing but n8n-workflow and crypto (and the node its Markdown bundle)', () => {
    const allowed = new Set(['n8n-workflow', 'crypto', 'node:crypto']);
    // The Markdown bundle carries Mermaid's script as text, which such a reading misreads: what it loads is
    // recorded as it runs, below.
    for (const bundle of bundles()) {
      const loaded = loadedModules(readFileSync(join(installed, bundle), 'utf8'));
      const other = [...loaded.static, ...loaded.dynamic].filter(
        (name) => !allowed.has(name) && !(bundle === workspace.n8n.nodes[0] && name === './markdown'),
      );
      expect({ bundle, other }).toEqual({ bundle, other: [] });
    }
    const node = loadedModules(readFileSync(join(installed, workspace.n8n.nodes[0]), 'utf8'));
    expect(node.static).toContain('n8n-workflow');
    expect(node.static).not.toContain('./markdown');
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

  it('loads the Markdown bundle only when asked, which prepares diagrams, math and code without a file', () => {
    const script = `
      const Module = require('node:module');
      const pkg = require('n8n-nodes-doc-convert/package.json');
      pkg.n8n.nodes.map((file) => require('n8n-nodes-doc-convert/' + file));
      const loads = [];
      const load = Module.prototype.require;
      Module.prototype.require = function (name) { loads.push(name); return load.call(this, name); };
      const before = Object.keys(require.cache).some((file) => file.endsWith('markdown.js'));
      const { preparation } = require('n8n-nodes-doc-convert/${MARKDOWN_BUNDLE}');
      const text = '# Title\\n\\n$x^2$\\n\\n\\x60\\x60\\x60ts\\nconst a: number = 1;\\n\\x60\\x60\\x60\\n\\n\\x60\\x60\\x60mermaid\\nflowchart LR\\n  A --> B\\n\\x60\\x60\\x60\\n';
      preparation.prepare(text, 'pdf', {}).then((prepared) => {
        const html = prepared.body.source;
        console.log(JSON.stringify({
          before,
          loads,
          title: prepared.title,
          katex: html.includes('class="katex"') && html.includes('data:font/woff2;base64,'),
          mermaid: html.includes('mermaid') && prepared.body.wait_for !== undefined,
          colours: new Set(html.match(/color:#[0-9A-Fa-f]{6}/g)).size > 1,
        }));
      });`;
    expect(JSON.parse(runIn(consumer, ['-e', script]))).toEqual({
      before: false,
      // The bundle itself, and nothing it requires.
      loads: [`n8n-nodes-doc-convert/${MARKDOWN_BUNDLE}`],
      title: 'Title',
      katex: true,
      mermaid: true,
      colours: true,
    });
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
