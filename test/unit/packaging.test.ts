// The package templates (build/packages.ts) as build/manifest.ts and build/readme.ts turn them into each
// package's package.json and README: ROOT values from the root manifest, dependency versions as the root
// installs them, README sections by heading.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { manifestFor } from '../../build/manifest';
import { library, libraryExternals, n8n, ROOT, type PackageTemplate } from '../../build/packages';
import { readmeFor, sections } from '../../build/readme';
import { VERSION } from '../../src/version';

const rootDir = resolve(import.meta.dirname, '../..');
const root = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8'));
const readme = readFileSync(join(rootDir, 'README.md'), 'utf8');
const template = (manifest: Record<string, unknown>): PackageTemplate => ({
  manifest,
  contents: {},
  readme: [],
});

describe('manifestFor', () => {
  const fakeRoot = {
    name: 'root-name',
    version: '1.2.3',
    license: 'MIT',
    dependencies: { a: '1.0.0' },
    devDependencies: { b: '2.0.0' },
  };

  it('takes ROOT values from the root and keeps the others, in the template order', () => {
    const manifest = manifestFor(
      template({ name: 'pkg', version: ROOT, type: 'commonjs', license: ROOT }),
      fakeRoot,
    );
    expect(JSON.stringify(manifest)).toBe(
      JSON.stringify({ name: 'pkg', version: '1.2.3', type: 'commonjs', license: 'MIT' }),
    );
  });

  it('gives a ROOT dependency the version the root installs, and keeps a written range', () => {
    const manifest = manifestFor(
      template({
        name: 'pkg',
        version: ROOT,
        dependencies: { a: ROOT, b: ROOT },
        peerDependencies: { c: '^3' },
      }),
      fakeRoot,
    );
    expect(manifest.dependencies).toEqual({ a: '1.0.0', b: '2.0.0' });
    expect(manifest.peerDependencies).toEqual({ c: '^3' });
  });

  it('refuses a ROOT the root lacks, naming the package and the field', () => {
    expect(() => manifestFor(template({ name: 'pkg', version: ROOT, homepage: ROOT }), fakeRoot)).toThrow(
      'pkg homepage: the root package.json has no "homepage"',
    );
    expect(() =>
      manifestFor(template({ name: 'pkg', version: ROOT, dependencies: { c: ROOT } }), fakeRoot),
    ).toThrow('pkg dependencies.c: the root package.json does not install c');
    expect(() => manifestFor(template({ name: ROOT }), fakeRoot)).toThrow(
      'root-name: a package needs a name and a version',
    );
  });

  it('keeps src/version.ts (the User-Agent) at the version both packages take from package.json', () => {
    expect(VERSION).toBe(root.version);
  });

  it('makes the library from this repository: one version, the installed dependencies, optional peers', () => {
    const manifest = manifestFor(library, root);
    expect(manifest).toMatchObject({ name: 'doc-convert', version: root.version, engines: root.engines });
    expect(manifest.dependencies).toEqual({
      undici: root.devDependencies.undici,
      zod: root.devDependencies.zod,
      '@jsquash/webp': root.devDependencies['@jsquash/webp'],
    });
    expect(libraryExternals()).toEqual([
      'undici',
      'zod',
      '@jsquash/webp',
      '@sparticuz/chromium',
      'puppeteer-core',
      'dejavu-fonts-ttf',
      '@expo-google-fonts/noto-sans-sc',
      '@expo-google-fonts/noto-sans-kr',
      '@expo-google-fonts/noto-sans-devanagari',
      '@expo-google-fonts/noto-sans-thai',
      '@expo-google-fonts/noto-sans-arabic',
      '@expo-google-fonts/noto-sans-hebrew',
      '@expo-google-fonts/noto-emoji',
      '@libpdf/core',
    ]);
  });

  it('makes the n8n package from this repository: its name, n8n section and files, and no dependencies', () => {
    const manifest = manifestFor(n8n, root);
    expect(manifest).toMatchObject({
      name: root.name,
      version: root.version,
      n8n: root.n8n,
      files: root.files,
    });
    expect(manifest).not.toHaveProperty('dependencies');
    expect(root).not.toHaveProperty('dependencies');
    expect(root.private).toBe(true);
  });
});

describe('readmeFor', () => {
  const markdown = [
    '# Project',
    'intro',
    '## One',
    'first',
    '```sh',
    '## not a heading (in a fence)',
    '```',
    '## Two',
    'second',
    '',
  ].join('\n');

  it('reads sections by heading, a fenced "## " line included in its section', () => {
    expect([...sections(markdown).keys()]).toEqual(['One', 'Two']);
    expect(sections(markdown).get('One')).toBe('## One\nfirst\n```sh\n## not a heading (in a fence)\n```');
  });

  it("writes the package's name, description, its sections and where the source is", () => {
    const text = readmeFor(markdown, {
      name: 'pkg',
      description: 'What it is.',
      sections: ['Two'],
      repository: { type: 'git', url: 'git+https://github.com/o/r.git' },
    });
    expect(text).toBe(
      '# pkg\n\nWhat it is.\n\n## Two\nsecond\n\nSource and the other faces (library, n8n node, GitHub Action): https://github.com/o/r\n',
    );
  });

  it('refuses a section the README lacks', () => {
    expect(() => readmeFor(markdown, { name: 'pkg', description: 'd', sections: ['Three'] })).toThrow(
      'pkg: README.md has no section "## Three"',
    );
  });

  it("finds every section the packages take in this repository's README", () => {
    for (const pkg of [library, n8n])
      expect(pkg.readme.every((heading) => sections(readme).has(heading))).toBe(true);
  });
});
