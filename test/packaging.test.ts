// The workspaces as packages: one version for all, each published manifest as its users need it (the client's
// dependencies undici and zod as caret ranges of the versions installed here, the server's doc-convert of this
// very release, the n8n package's none, the MCP server's its SDK and runtime libraries), the one change the pack (build/pack.ts) makes to a manifest (build/published.ts),
// every package the published sources import declared by their package, and the internal entry through which
// doc-convert-server takes the client's rules holding exactly what the server imports from it.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { VERSION } from '@doc-convert/core';
import {
  GUIDES,
  PUBLISHED,
  publishedManifest,
  REPOSITORY_ONLY,
  SOURCE_CONDITION,
  type Manifest,
} from '../build/published';
import { readmeFor } from '../build/readme';

const rootDir = resolve(import.meta.dirname, '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(rootDir, path), 'utf8'));
const root = readJson('package.json');
const manifestOf = (name: string): Manifest => readJson(`packages/${name}/package.json`);
/** The version of `name` this repository installs (what the tests run against). */
const installed = (name: string): string => readJson(`node_modules/${name}/package.json`).version;

/** Every module specifier a folder's TypeScript sources import, import() or require.resolve() by a literal. */
function importedSpecifiers(dir: string): Array<{ file: string; specifier: string; node: ts.Node }> {
  const found: Array<{ file: string; specifier: string; node: ts.Node }> = [];
  for (const file of readdirSync(join(rootDir, dir), { recursive: true }) as string[]) {
    if (!file.endsWith('.ts')) continue;
    const path = join(rootDir, dir, file);
    const note = (node: ts.Node, literal: ts.Node | undefined) => {
      if (literal && ts.isStringLiteralLike(literal))
        found.push({ file: path, specifier: literal.text, node });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) note(node, node.moduleSpecifier);
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const resolves =
          ts.isPropertyAccessExpression(callee) &&
          callee.name.text === 'resolve' &&
          /require/i.test(callee.expression.getText());
        if (callee.kind === ts.SyntaxKind.ImportKeyword || resolves) note(node, node.arguments[0]);
      }
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true));
  }
  return found;
}

/** The packages a folder's sources load (their names, without subpaths), Node's own left out. */
const importedPackages = (dir: string): Set<string> =>
  new Set(
    importedSpecifiers(dir)
      .map(({ specifier }) => specifier)
      .filter((name) => !name.startsWith('.') && !name.startsWith('node:'))
      .map((name) =>
        name
          .split('/')
          .slice(0, name.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
  );

describe('the workspaces', () => {
  const workspaces: string[] = root.workspaces;

  it('are the packages/ folders, the root private and named for the project', () => {
    expect(root).toMatchObject({ name: 'doc-convert-workspace', private: true });
    expect(workspaces.map((path) => path.replace('packages/', '')).sort()).toEqual(
      readdirSync(join(rootDir, 'packages')).sort(),
    );
    expect(root).not.toHaveProperty('dependencies');
  });

  it('carry one version, the one the User-Agent sends', () => {
    expect(VERSION).toBe(root.version);
    for (const path of workspaces)
      expect([path, readJson(`${path}/package.json`).version]).toEqual([path, root.version]);
  });

  it('depend on each other at this very version', () => {
    const names = new Set(workspaces.map((path) => readJson(`${path}/package.json`).name as string));
    for (const path of workspaces) {
      const manifest = readJson(`${path}/package.json`);
      for (const table of ['dependencies', 'devDependencies', 'peerDependencies'])
        for (const [name, range] of Object.entries(manifest[table] ?? {}))
          if (names.has(name)) expect([path, name, range]).toEqual([path, name, root.version]);
    }
  });
});

describe('the published manifests', () => {
  it("the client: undici and zod as caret ranges of the versions tested, and comparePdfs()'s optional peers", () => {
    const manifest = manifestOf(PUBLISHED.library);
    expect(manifest).toMatchObject({ name: 'doc-convert', engines: root.engines, type: 'commonjs' });
    expect(manifest.dependencies).toEqual({
      undici: `^${installed('undici')}`,
      zod: `^${installed('zod')}`,
    });
    // What comparePdfs() draws and diffs with, which a client that never compares does not install.
    const peers = ['@napi-rs/canvas', 'diff', 'pdfjs-dist', 'pixelmatch'];
    expect(manifest.peerDependencies).toEqual(
      Object.fromEntries(peers.map((name) => [name, `^${installed(name)}`])),
    );
    expect(manifest.peerDependenciesMeta).toEqual(
      Object.fromEntries(peers.map((name) => [name, { optional: true }])),
    );
    expect(manifest).not.toHaveProperty('private');
  });

  it('the server: doc-convert of this release, Chromium and puppeteer pinned exactly as tested', () => {
    const manifest = manifestOf(PUBLISHED.server);
    const dependencies = manifest.dependencies as Record<string, string>;
    expect(manifest).toMatchObject({ name: 'doc-convert-server', engines: root.engines });
    expect(dependencies['doc-convert']).toBe(root.version);
    expect(dependencies['@sparticuz/chromium']).toBe(installed('@sparticuz/chromium'));
    expect(dependencies['puppeteer-core']).toBe(installed('puppeteer-core'));
    expect(manifest.bin).toEqual({ 'doc-convert-server': './dist/cli.mjs' });
  });

  it('the n8n package: its n8n section and files, a peer n8n-workflow and no dependency', () => {
    const manifest = manifestOf(PUBLISHED.n8n);
    expect(manifest).toMatchObject({
      name: 'n8n-nodes-doc-convert',
      files: ['dist/nodes', 'dist/credentials'],
      peerDependencies: { 'n8n-workflow': '*' },
    });
    expect((manifest.n8n as { nodes: string[] }).nodes).toHaveLength(2);
    expect(manifest).not.toHaveProperty('dependencies');
    expect(manifest).not.toHaveProperty('optionalDependencies');
  });

  it('the MCP server: a bin, the SDK and the runtime libraries (pdf.js, the canvas, pixelmatch, diff) as caret ranges, the client inlined', () => {
    const manifest = manifestOf(PUBLISHED.mcp);
    expect(manifest).toMatchObject({ name: 'doc-convert-mcp', engines: root.engines, type: 'module' });
    expect(manifest.bin).toEqual({ 'doc-convert-mcp': './dist/cli.mjs' });
    const dependencies = manifest.dependencies as Record<string, string>;
    expect(Object.keys(dependencies).sort()).toEqual([
      '@modelcontextprotocol/node',
      '@modelcontextprotocol/server',
      '@napi-rs/canvas',
      'diff',
      'pdfjs-dist',
      'pixelmatch',
      'undici',
      'zod',
    ]);
    for (const [name, range] of Object.entries(dependencies))
      expect([name, range]).toEqual([name, expect.stringMatching(/^\^/)]);
    expect(dependencies.zod).toBe((manifestOf(PUBLISHED.library).dependencies as Record<string, string>).zod);
    expect(dependencies).not.toHaveProperty('doc-convert');
  });

  it('declare every package their sources import; what they do not declare is bundled (a dev dependency)', () => {
    const sources: Record<string, string[]> = {
      [PUBLISHED.library]: ['src'],
      [PUBLISHED.server]: ['src'],
      [PUBLISHED.n8n]: ['nodes', 'credentials'],
      [PUBLISHED.mcp]: ['src'],
    };
    for (const [name, folders] of Object.entries(sources)) {
      const manifest = manifestOf(name);
      const declared = new Set(
        ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((table) =>
          Object.keys((manifest[table] as Record<string, string> | undefined) ?? {}),
        ),
      );
      // A package may import itself by name (the library loads doc-convert/internal/markdown so): Node resolves
      // that through its own exports, nothing to declare.
      declared.add(name);
      const imports = folders.flatMap((folder) => [...importedPackages(`packages/${name}/${folder}`)]);
      expect([name, imports.filter((imported) => !declared.has(imported))]).toEqual([name, []]);
    }
    expect([...importedPackages('packages/doc-convert-server/src')]).toEqual(
      expect.arrayContaining(['puppeteer-core', '@sparticuz/chromium', 'handlebars', 'doc-convert']),
    );
  });
});

describe('publishedManifest (build/pack.ts)', () => {
  it('leaves out the source condition (and a subpath that has no other), the scripts and the dev dependencies', () => {
    const manifest: Manifest = {
      name: 'pkg',
      version: '1.0.0',
      exports: {
        '.': {
          [SOURCE_CONDITION]: './src/index.ts',
          import: { types: './dist/index.d.mts', default: './dist/index.mjs' },
        },
        './dev-only': { [SOURCE_CONDITION]: './src/dev.ts' },
        './package.json': './package.json',
      },
      scripts: { test: 'doc-convert-jest' },
      dependencies: { zod: '^3.25.76' },
      devDependencies: { '@doc-convert/core': '1.0.0' },
    };
    expect(publishedManifest(manifest)).toEqual({
      name: 'pkg',
      version: '1.0.0',
      exports: {
        '.': { import: { types: './dist/index.d.mts', default: './dist/index.mjs' } },
        './package.json': './package.json',
      },
      dependencies: { zod: '^3.25.76' },
    });
  });

  it('changes nothing else of the published packages', () => {
    for (const name of Object.values(PUBLISHED)) {
      const manifest = manifestOf(name);
      const { exports: _exports, ...rest } = publishedManifest(manifest);
      const unchanged = Object.fromEntries(
        Object.entries(manifest).filter(([field]) => field !== 'exports' && !REPOSITORY_ONLY.includes(field)),
      );
      expect(rest).toEqual(unchanged);
      expect(JSON.stringify(publishedManifest(manifest))).not.toContain(SOURCE_CONDITION);
    }
  });
});

describe('doc-convert/internal/rules', () => {
  /** Every name the server's sources import from doc-convert/internal/rules, types included. */
  function serverImportsFromRules(): Set<string> {
    const names = new Set<string>();
    for (const { file, specifier, node } of importedSpecifiers('packages/doc-convert-server/src')) {
      if (specifier !== 'doc-convert/internal/rules') continue;
      if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) continue;
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
      // A namespace or default import would take names this check cannot see.
      if (!bindings || !('elements' in bindings))
        throw new Error(`${file}: import named bindings from ${specifier}, not a namespace`);
      for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
    }
    return names;
  }

  it('exports exactly the names the server imports from it', () => {
    const entry = join(rootDir, 'packages/doc-convert/src/rules.ts');
    const program = ts.createProgram([entry], {
      strict: true,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      module: ts.ModuleKind.ESNext,
      allowImportingTsExtensions: true,
      noEmit: true,
      customConditions: [SOURCE_CONDITION],
    });
    const checker = program.getTypeChecker();
    const exported = checker
      .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)!)!)
      .map((symbol) => symbol.name);
    expect(exported.sort()).toEqual([...serverImportsFromRules()].sort());
  });
});

describe('readmeFor', () => {
  const repository = { type: 'git', url: 'git+https://github.com/o/r.git' };
  const files = new Set(['docs/local-server.md', 'docs/performance.md', 'docs/shot.png', 'CONTRIBUTING.md']);
  const source = (markdown: string) => ({
    name: 'pkg',
    path: 'docs/library.md',
    markdown,
    version: '1.2.3',
    repository,
    exists: (path: string) => files.has(path),
  });
  const footer =
    '\n\n---\n\nSource, issues and the other faces (client library, local server, n8n node, GitHub Action): https://github.com/o/r\n';

  it("makes relative links absolute at the release's tag, images raw, anchors and URLs kept", () => {
    const markdown = [
      '# The library',
      'See [the local server](local-server.md) and [figures](performance.md#n8n-big-files).',
      '![shot](shot.png "A shot") [site](https://example.org/x.md) [here](#quick-start)',
      '[guide]: ../CONTRIBUTING.md',
    ].join('\n');
    expect(readmeFor(source(markdown))).toBe(
      [
        '# The library',
        'See [the local server](https://github.com/o/r/blob/v1.2.3/docs/local-server.md) and [figures](https://github.com/o/r/blob/v1.2.3/docs/performance.md#n8n-big-files).',
        '![shot](https://github.com/o/r/raw/v1.2.3/docs/shot.png "A shot") [site](https://example.org/x.md) [here](#quick-start)',
        '[guide]: https://github.com/o/r/blob/v1.2.3/CONTRIBUTING.md',
      ].join('\n') + footer,
    );
  });

  it('leaves code alone: fenced blocks and inline code spans', () => {
    const markdown = ['```md', '[a](b.md)', '```', 'Write `[a](b.md)` for a link.'].join('\n');
    expect(readmeFor(source(markdown))).toBe(markdown + footer);
  });

  it('refuses a link to a file the repository lacks, or one outside it', () => {
    expect(() => readmeFor(source('[x](missing.md)'))).toThrow(
      'pkg: docs/library.md links to missing.md, which is not a file of the repository',
    );
    expect(() => readmeFor(source('[x](../../elsewhere.md)'))).toThrow('links to ../../elsewhere.md');
  });

  it('refuses a manifest without a repository to link to', () => {
    expect(() => readmeFor({ ...source('x'), repository: undefined })).toThrow(
      'pkg: the manifest names no repository',
    );
  });

  it("makes every published package's README from its docs/ page, each link leading to a file of this repository", () => {
    for (const [face, name] of Object.entries(PUBLISHED)) {
      const guide = GUIDES[face as keyof typeof GUIDES];
      const markdown = readFileSync(join(rootDir, guide), 'utf8');
      const manifest = manifestOf(name);
      const text = readmeFor({
        name,
        path: guide,
        markdown,
        version: manifest.version,
        repository: manifest.repository,
        exists: (path) => existsSync(join(rootDir, path)),
      });
      expect(text.startsWith(markdown.split('\n')[0]!)).toBe(true);
    }
    expect(GUIDES).toEqual({
      library: 'docs/library.md',
      server: 'docs/local-server.md',
      n8n: 'docs/n8n.md',
      mcp: 'docs/mcp.md',
    });
  });
});
