// The library package `doc-convert` as its users get it: the tarball `npm run pack` writes, installed into a clean
// project by npm, then imported from ESM, required from CommonJS, type-checked by a nodenext TypeScript project,
// and its local server started from `doc-convert/server` to convert a PDF through the client; publint and
// arethetypeswrong check the tarball. The consumer runs on DOC_CONVERT_CONSUMER_NODE when set (test/package/consumer.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { builtinModules } from 'node:module';
import { copyFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { publint } from 'publint';
import { VERSION } from '../../src/version';
import { consumerNodeVersion, installConsumer, runIn, tarballFiles } from './consumer';
import { loadedModules, packageOf } from './imports';
import { ROOT } from './built';
import { packedTarballs } from './packed';

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

describe(`the library package doc-convert, on Node ${consumerNodeVersion()}`, () => {
  it('holds the client and the server (ESM, CommonJS, types), README and LICENSE, and no n8n file', () => {
    // The ESM build splits what loads lazily (the option and response schemas, Handlebars' parser for
    // templateVariables()) into hashed chunks of its own, and the declarations the two entries share sit in a
    // hashed declaration chunk for each format.
    const files = tarballFiles(tarball);
    const chunks = files.filter(
      (file) =>
        /^dist\/(chunk|options|responses|template-parser)-[A-Z0-9]{8}\.mjs$/.test(file) ||
        /^dist\/[a-z-]+-[A-Za-z0-9_-]{8}\.d\.m?ts$/.test(file),
    );
    expect(chunks.some((file) => file.startsWith('dist/options-'))).toBe(true);
    expect(chunks.some((file) => file.startsWith('dist/responses-'))).toBe(true);
    expect(chunks.some((file) => file.startsWith('dist/template-parser-'))).toBe(true);
    expect(files.filter((file) => !chunks.includes(file))).toEqual([
      'LICENSE',
      'README.md',
      ...['index', 'server'].flatMap((entry) =>
        ['.cjs', '.d.mts', '.d.ts', '.mjs'].map((extension) => `dist/${entry}${extension}`),
      ),
      'package.json',
    ]);
  });

  it('has the root version, its dependencies as the root installs them and Chromium as optional peers', () => {
    const pkg = manifest();
    expect(pkg).toMatchObject({ name: 'doc-convert', version: root.version, type: 'commonjs' });
    expect(pkg.version).toBe(VERSION);
    expect(pkg.dependencies).toEqual({
      undici: root.devDependencies.undici,
      zod: root.devDependencies.zod,
      '@jsquash/webp': root.devDependencies['@jsquash/webp'],
    });
    const peers = [
      '@expo-google-fonts/noto-emoji',
      '@expo-google-fonts/noto-sans-arabic',
      '@expo-google-fonts/noto-sans-devanagari',
      '@expo-google-fonts/noto-sans-hebrew',
      '@expo-google-fonts/noto-sans-kr',
      '@expo-google-fonts/noto-sans-sc',
      '@expo-google-fonts/noto-sans-thai',
      '@libpdf/core',
      '@sparticuz/chromium',
      'dejavu-fonts-ttf',
      'puppeteer-core',
    ];
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual(peers);
    for (const peer of peers) {
      expect(pkg.peerDependencies[peer]).toBe(root.devDependencies[peer]);
      expect(pkg.peerDependenciesMeta[peer]).toEqual({ optional: true });
    }
    expect(Object.keys(pkg.exports)).toEqual(['.', './server', './package.json']);
    for (const field of ['n8n', 'scripts', 'devDependencies', 'private'])
      expect(pkg).not.toHaveProperty(field);
    expect(pkg.keywords).not.toContain('n8n-community-node-package');
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

  it('type-checks for ESM (.mts) and CommonJS (.cts) consumers, the server subpath included', () => {
    const sources = join(ROOT, 'test', 'package', 'consumer');
    for (const file of ['esm.mts', 'cjs.cts']) copyFileSync(join(sources, file), join(consumer, file));
    const tsconfig = JSON.parse(readFileSync(join(sources, 'tsconfig.json'), 'utf8'));
    // @types/node from this repository: the consumer's own install holds only the package and its dependencies.
    tsconfig.compilerOptions.typeRoots = [join(ROOT, 'node_modules', '@types')];
    writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify(tsconfig));
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    expect(() => runIn(consumer, [tsc, '-p', '.'], 120_000)).not.toThrow();
  }, 120_000);

  describe('the local server from doc-convert/server', () => {
    // The process ends by itself only when close() leaves nothing running: a hang fails at the timeout.
    const convert = `
      const server = await startLocalServer();
      const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
      try {
        const pdf = await client.convert.pdf({ source: '<h1>From the packed library</h1>' });
        const head = pdf.kind === 'file' ? Buffer.from(await pdf.bytes()).subarray(0, 5).toString('latin1') : pdf.kind;
        const usage = await client.credits.usage();
        // Every encoder and the template engine run from the bundle: JPEG (inlined), WebP (wasm, a
        // dependency) and Handlebars (inlined).
        const magic = async (format) => {
          const image = await client.convert[format]({ source: '<p>x</p>', viewport: '64x32', sandbox: true });
          const bytes = Buffer.from(await image.bytes());
          // JPEG starts FF D8 FF; WebP is RIFF, a length, then WEBP.
          return format === 'jpeg' ? bytes.subarray(0, 3).toString('hex') : bytes.subarray(0, 4) + '/' + bytes.subarray(8, 12);
        };
        await client.templates.create({ slug: 'packed', name: 'Packed', content: '<p>{{who}}</p>' });
        const html = await client.templates.generate('packed', 'html', { data: { who: '<b>you</b>' } });
        console.log(JSON.stringify([head, server.url.startsWith('http://127.0.0.1:'), usage.used - 120,
          await magic('jpeg'), await magic('webp'), html]));
      } finally {
        await client.close();
        await server.close();
      }`;
    const expected = JSON.stringify([
      '%PDF-',
      true,
      1,
      'ffd8ff',
      'RIFF/WEBP',
      '<p>&lt;b&gt;you&lt;/b&gt;</p>',
    ]);

    it('converts a PDF through the client and closes, from ESM', () => {
      const script = `import { DocConvert } from 'doc-convert';
        import { SANDBOX_KEY, startLocalServer } from 'doc-convert/server';${convert}`;
      expect(runIn(consumer, ['--input-type=module', '-e', script]).split('\n').pop()).toBe(expected);
    });

    it('converts a PDF through the client and closes, from CommonJS', () => {
      const script = `const { DocConvert } = require('doc-convert');
        const { SANDBOX_KEY, startLocalServer } = require('doc-convert/server');
        (async () => {${convert}})().catch((error) => { console.error(error); process.exit(1); });`;
      expect(runIn(consumer, ['-e', script]).split('\n').pop()).toBe(expected);
    });
  });

  it("bundles load only the package's dependencies, optional peers (by import()) and Node's modules", () => {
    const pkg = manifest();
    const builtins = new Set(builtinModules);
    const dependencies = new Set(Object.keys(pkg.dependencies));
    const peers = new Set(Object.keys(pkg.peerDependencies));
    const dist = join(installed, 'dist');
    for (const file of readdirSync(dist).filter((name) => /\.[cm]js$/.test(name))) {
      const loaded = loadedModules(readFileSync(join(dist, file), 'utf8'));
      const undeclared = loaded.static.filter(
        (name) => !builtins.has(name) && !dependencies.has(packageOf(name)),
      );
      const dynamic = loaded.dynamic.filter(
        (name) => !builtins.has(name) && !dependencies.has(packageOf(name)) && !peers.has(packageOf(name)),
      );
      expect({ file, undeclared, dynamic }).toEqual({ file, undeclared: [], dynamic: [] });
    }
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
    const attw = join(ROOT, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js');
    let output: string;
    try {
      output = execFileSync(process.execPath, [attw, tarball, '--format', 'json'], { encoding: 'utf8' });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout);
    }
    const report = JSON.parse(output) as { problems: Record<string, unknown[]>; analysis: object };
    expect(report.problems).toEqual({});
    expect(Object.keys((report.analysis as { entrypoints: object }).entrypoints)).toEqual([
      '.',
      './server',
      './package.json',
    ]);
  }, 60_000);

  it('has a README for library users, importing from doc-convert', () => {
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    expect(readme.startsWith('# doc-convert\n')).toBe(true);
    expect(readme).toContain("from 'doc-convert'");
    expect(readme).toContain("from 'doc-convert/server'");
    expect(readme).not.toContain('n8n-nodes-doc-convert@');
    expect(readme).not.toContain('npm ci');
    // The optional peers to install for Chromium rendering, at the versions the package asks for.
    const { peerDependencies } = manifest();
    for (const [peer, version] of Object.entries(peerDependencies))
      expect(readme).toContain(`${peer}@${version}`);
  });
});
