// The library package `doc-convert` as its users get it: the tarball `npm run pack` writes, installed into a clean
// project by npm, then imported from ESM, required from CommonJS and type-checked by a nodenext TypeScript
// project; publint and arethetypeswrong check the tarball. It is the client only: undici and zod as caret
// ranges, nothing of the local server (that is doc-convert-server, packages/doc-convert-server/test/server.package.test.ts). The consumer
// runs on DOC_CONVERT_CONSUMER_NODE when set (packages/testing/src/packages/consumer.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { builtinModules } from 'node:module';
import { copyFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publint } from 'publint';
import { VERSION } from '@doc-convert/core';
import {
  CONSUMER_FIXTURES,
  consumerNodeVersion,
  installConsumer,
  runIn,
  tarballFiles,
} from '@doc-convert/testing/packages/consumer';
import { loadedModules, packageOf } from '@doc-convert/testing/packages/imports';
import { areTheTypesWrong } from '@doc-convert/testing/packages/types-check';
import { relativeLinks } from '@doc-convert/testing/packages/links';
import { installedVersion, ROOT } from '@doc-convert/testing/packages/built';
import { packedTarballs } from '@doc-convert/testing/packages/packed';

const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
let tarball: string;
let consumer: string;
let installed: string;

beforeAll(async () => {
  tarball = (await packedTarballs()).library;
  consumer = installConsumer(tarball);
  installed = join(consumer, 'node_modules', 'doc-convert');
}, 600_000);

afterAll(() => {
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

const manifest = () => JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));

/** Every JavaScript file of the installed package's dist/, as paths under dist/. */
const bundles = (): string[] =>
  (readdirSync(join(installed, 'dist'), { recursive: true }) as string[]).filter((name) =>
    /\.[cm]js$/.test(name),
  );

describe(`the library package doc-convert, on Node ${consumerNodeVersion()}`, () => {
  it('holds the client (ESM, CommonJS, types), its internal entry, README and LICENSE, nothing of the server', () => {
    // The ESM build splits what loads lazily (the option and response schemas, Handlebars' parser for
    // templateVariables(), the outline's HTML scanner and PDF reader, the merge of mergePdfs(), comparePdfs()'s comparison) and what the
    // two entries share into hashed chunks of their own; the Markdown preparation (internal/markdown) loads each
    // code grammar as a chunk of its own too (dist/typescript-….mjs), the first time a page has code in that
    // language.
    const files = tarballFiles(tarball);
    const chunks = files.filter((file) => /^dist\/[a-z0-9-]+-[A-Z0-9]{8}\.mjs$/.test(file));
    expect(chunks.some((file) => file.startsWith('dist/options-'))).toBe(true);
    expect(chunks.some((file) => file.startsWith('dist/outline-'))).toBe(true);
    expect(chunks.some((file) => file.startsWith('dist/merge-'))).toBe(true);
    expect(chunks.some((file) => file.startsWith('dist/responses-'))).toBe(true);
    expect(chunks.some((file) => file.startsWith('dist/template-parser-'))).toBe(true);
    expect(chunks.some((file) => file.startsWith('dist/compare-pdfs-'))).toBe(true);
    expect(files.filter((file) => !chunks.includes(file))).toEqual([
      'LICENSE',
      'README.md',
      ...['index.cjs', 'index.d.mts', 'index.d.ts', 'index.mjs'].map((file) => `dist/${file}`),
      // Loaded by the client itself, on the first conversion from Markdown: no declarations.
      'dist/internal/markdown.cjs',
      'dist/internal/markdown.mjs',
      ...['.cjs', '.d.mts', '.d.ts', '.mjs'].map((extension) => `dist/internal/rules${extension}`),
      'package.json',
    ]);
  });

  it("has the root version and only undici and zod, as caret ranges of the versions tested (comparePdfs()'s libraries optional peers)", () => {
    const pkg = manifest();
    expect(pkg).toMatchObject({ name: 'doc-convert', version: root.version, type: 'commonjs' });
    expect(pkg.version).toBe(VERSION);
    expect(pkg.dependencies).toEqual({
      undici: `^${installedVersion('undici')}`,
      zod: `^${installedVersion('zod')}`,
    });
    // What comparePdfs() draws and diffs with, left to the user who compares (docs/library.md).
    const peers = ['@napi-rs/canvas', 'diff', 'pdfjs-dist', 'pixelmatch'];
    expect(pkg.peerDependencies).toEqual(
      Object.fromEntries(peers.map((name) => [name, `^${installedVersion(name)}`])),
    );
    expect(pkg.peerDependenciesMeta).toEqual(
      Object.fromEntries(peers.map((name) => [name, { optional: true }])),
    );
    for (const field of ['optionalDependencies', 'bin']) expect(pkg).not.toHaveProperty(field);
    expect(Object.keys(pkg.exports)).toEqual([
      '.',
      './internal/rules',
      './internal/markdown',
      './package.json',
    ]);
    for (const field of ['n8n', 'scripts', 'devDependencies', 'private'])
      expect(pkg).not.toHaveProperty(field);
    expect(pkg.keywords).not.toContain('n8n-community-node-package');
  });

  it('installs nothing of the local server: no browser, font, PDF or image library', () => {
    const everything = readdirSync(join(consumer, 'node_modules')).filter((name) => !name.startsWith('.'));
    expect(everything.sort()).toEqual(['doc-convert', 'undici', 'zod']);
  });

  describe('the client', () => {
    const probe = `
      const { DocConvert, ValidationError, DEFAULT_BASE_URL, PAGE_FORMATS, VERSION } = lib;
      let refused = '';
      try { new DocConvert({ apiKey: '' }); } catch (e) { refused = e instanceof ValidationError ? e.field : 'other'; }
      const client = new DocConvert({ apiKey: 'k_123456' });
      console.log(JSON.stringify([typeof client.convert.pdf, refused, DEFAULT_BASE_URL, PAGE_FORMATS.length, VERSION]));`;
    const expected = () =>
      JSON.stringify(['function', 'apiKey', 'https://api.pdfshift.io/v3', 10, root.version]);

    it('imports from ESM', () => {
      expect(
        runIn(consumer, ['--input-type=module', '-e', `import * as lib from 'doc-convert';${probe}`]),
      ).toBe(expected());
    });

    it('requires from CommonJS', () => {
      expect(runIn(consumer, ['-e', `const lib = require('doc-convert');${probe}`])).toBe(expected());
    });
  });

  it('type-checks for ESM (.mts) and CommonJS (.cts) consumers', () => {
    const sources = CONSUMER_FIXTURES;
    for (const file of ['esm.mts', 'cjs.cts']) copyFileSync(join(sources, file), join(consumer, file));
    const tsconfig = JSON.parse(readFileSync(join(sources, 'tsconfig.json'), 'utf8'));
    // @types/node from this repository: the consumer's own install holds only the package and its dependencies.
    tsconfig.compilerOptions.typeRoots = [join(ROOT, 'node_modules', '@types')];
    tsconfig.files = ['esm.mts', 'cjs.cts'];
    writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify(tsconfig));
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    expect(() => runIn(consumer, [tsc, '-p', '.'], 120_000)).not.toThrow();
  }, 120_000);

  /** True for a module the package may load: Node's own, a dependency's, or one of its own files. */
  function allowed(name: string, peersToo = false): boolean {
    const pkg = manifest();
    return (
      name.startsWith('.') ||
      name.startsWith('file:') ||
      builtinModules.includes(name.replace(/^node:/, '')) ||
      Object.hasOwn(pkg.dependencies, packageOf(name)) ||
      (peersToo && Object.hasOwn(pkg.peerDependencies, packageOf(name))) ||
      packageOf(name) === pkg.name
    );
  }

  it("bundles load only the package's dependencies and Node's modules (and its optional peers on first use)", () => {
    for (const file of bundles()) {
      const code = readFileSync(join(installed, 'dist', file), 'utf8');
      // The Markdown preparation carries Mermaid's script as text and its libraries' comments, and its code
      // grammars are JSON, where this reading finds `from "…"` that is no import: what it loads is recorded as
      // it runs, below.
      if (code.includes('docConvertDiagramsDrawn') || code.includes('// node_modules/@shikijs/langs/'))
        continue;
      const loaded = loadedModules(code);
      // The client loads its Markdown preparation by the package's own name (doc-convert/internal/markdown);
      // the optional peers (comparePdfs()'s) are imported on first use only, never with a module.
      const other = [
        ...loaded.static.filter((name) => !allowed(name, false)),
        ...loaded.dynamic.filter((name) => !allowed(name, true)),
      ];
      expect({ file, other }).toEqual({ file, other: [] });
    }
  });

  it('loads the Markdown preparation on use, which loads only Node modules and its own files', () => {
    const markdown =
      '# T\\n\\n$x^2$\\n\\n```ts\\nlet a = 1;\\n```\\n\\n```mermaid\\nflowchart LR\\n  A --> B\\n```\\n';
    const esm = `
      import { registerHooks } from 'node:module';
      const loads = [];
      registerHooks({ resolve(specifier, context, next) { loads.push(specifier); return next(specifier, context); } });
      const { preparation } = await import('doc-convert/internal/markdown');
      const prepared = await preparation.prepare("${markdown}", 'pdf', {});
      console.log(JSON.stringify({ loads, wait: prepared.body.wait_for !== undefined }));`;
    const cjs = `
      const Module = require('node:module');
      const loads = [];
      const load = Module.prototype.require;
      Module.prototype.require = function (name) { loads.push(name); return load.call(this, name); };
      const { preparation } = require('doc-convert/internal/markdown');
      preparation.prepare("${markdown}", 'pdf', {}).then((prepared) =>
        console.log(JSON.stringify({ loads, wait: prepared.body.wait_for !== undefined })));`;
    for (const [mode, args] of [
      ['esm', ['--input-type=module', '-e', esm]],
      ['cjs', ['-e', cjs]],
    ] as const) {
      const { loads, wait } = JSON.parse(runIn(consumer, [...args])) as { loads: string[]; wait: boolean };
      expect({ mode, wait }).toEqual({ mode, wait: true });
      expect({ mode, other: loads.filter((name) => !allowed(name)) }).toEqual({ mode, other: [] });
    }
  });

  describe('the internal entry doc-convert/internal/rules (for doc-convert-server)', () => {
    it('says in its declarations that it is not public API', () => {
      for (const types of ['rules.d.ts', 'rules.d.mts'])
        expect(readFileSync(join(installed, 'dist', 'internal', types), 'utf8')).toMatch(
          /^\/\*\* Internal to doc-convert-server, not public API/,
        );
    });

    it('shares the ESM build with the client: one ValidationError class, not a copy', () => {
      const script = `
        import { ValidationError } from 'doc-convert';
        import { ValidationError as RulesError, parseConversionOptions } from 'doc-convert/internal/rules';
        let caught;
        try { parseConversionOptions('pdf', { source: 'x', zoom: 5 }); } catch (e) { caught = e; }
        console.log(JSON.stringify([RulesError === ValidationError, caught instanceof ValidationError, caught.field]));`;
      expect(runIn(consumer, ['--input-type=module', '-e', script])).toBe(
        JSON.stringify([true, true, 'zoom']),
      );
    });
  });

  it('publint finds nothing, suggestions included', async () => {
    const data = readFileSync(tarball);
    const { messages } = await publint({
      pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) },
      level: 'suggestion',
      strict: true,
    });
    expect(messages).toEqual([]);
  });

  it('arethetypeswrong finds no problem in any resolution mode', () => {
    const report = areTheTypesWrong(tarball);
    // The client's own Markdown loader is the one importer of ./internal/markdown: it has no types to find.
    const problems = Object.fromEntries(
      Object.entries(report.problems)
        .map(([kind, found]) => [
          kind,
          found.filter((p) => (p as { entrypoint?: string }).entrypoint !== './internal/markdown'),
        ])
        .filter(([, found]) => found.length > 0),
    );
    expect(problems).toEqual({});
    expect(report.entrypoints).toEqual(['.', './internal/rules', './internal/markdown', './package.json']);
  }, 60_000);

  it('has docs/library.md as its README, its links made absolute', () => {
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    expect(readme.startsWith('# The library: `doc-convert`\n')).toBe(true);
    expect(readme).toContain("from 'doc-convert'");
    expect(readme).toContain('npm install doc-convert');
    expect(readme).not.toContain('n8n-nodes-doc-convert@');
    expect(readme).not.toContain('npm ci');
    expect(readme).toContain(`/blob/v${root.version}/docs/local-server.md)`);
    expect(relativeLinks(readme)).toEqual([]);
  });
});
