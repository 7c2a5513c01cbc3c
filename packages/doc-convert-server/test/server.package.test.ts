// The local server package `doc-convert-server` as test authors get it: the tarball `npm run pack` writes,
// installed alone into an empty project outside this repository with `npm install --save-dev`, so that only
// what the package declares is there (doc-convert comes as its dependency; it is not on the registry yet, so
// npm is given this release's doc-convert tarball in its place, through the consumer's `overrides`). There it
// renders a PDF with Chromium from ESM and CommonJS, its CLI serves through `npx doc-convert-server`, the
// client beside it converts through it, and its types check; publint and arethetypeswrong check the tarball.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { publint } from 'publint';
import { SCRIPT_FONTS } from '../src/render/chromium/script-fonts';
import { installedVersion, ROOT } from '@doc-convert/testing/packages/built';
import {
  addDependency,
  CONSUMER_FIXTURES,
  consumerNodeVersion,
  installConsumer,
  npxIn,
  runIn,
  tarballFiles,
} from '@doc-convert/testing/packages/consumer';
import { loadedModules, packageOf } from '@doc-convert/testing/packages/imports';
import { areTheTypesWrong } from '@doc-convert/testing/packages/types-check';
import { relativeLinks } from '@doc-convert/testing/packages/links';
import { packedTarballs, type Tarballs } from '@doc-convert/testing/packages/packed';

const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
let tarballs: Tarballs;
let consumer: string;
let installed: string;

beforeAll(async () => {
  tarballs = await packedTarballs();
  consumer = installConsumer(tarballs.server, { dev: true, standIns: { 'doc-convert': tarballs.library } });
  installed = join(consumer, 'node_modules', 'doc-convert-server');
}, 600_000);

afterAll(() => {
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

const manifest = () => JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
const consumerManifest = () => JSON.parse(readFileSync(join(consumer, 'package.json'), 'utf8'));

// A conversion over plain HTTP, as any face sends one: the PDF's first bytes and the renderer that made it.
// The process ends by itself only when close() leaves nothing running (the browser included): a hang fails
// at runIn's timeout.
const convert = `
  const server = await startLocalServer();
  try {
    const response = await fetch(server.url + '/convert/pdf', {
      method: 'POST',
      headers: { 'X-API-Key': SANDBOX_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ source: '<h1>From the packed server</h1>', sandbox: true }),
    });
    const head = Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1');
    console.log(JSON.stringify([response.status, head, response.headers.get('x-local-renderer'), server.renderer.name]));
  } finally {
    await server.close();
  }`;
const rendered = JSON.stringify([200, '%PDF-', 'chromium', 'chromium']);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes whose command line names a path inside `dir` (Linux's /proc: Chromium runs on Linux only). */
function processesUnder(dir: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir);
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

/** A port nothing listens on now (the CLI is then asked for it, as a user asks for 8080). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once the process has ended (a server that never ends fails at the test's timeout). */
async function ended(pid: number): Promise<void> {
  while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe(`the local server package doc-convert-server, on Node ${consumerNodeVersion()}`, () => {
  it('holds the server (ESM, CommonJS, types), its CLI, README and LICENSE, and no copy of the client', () => {
    const files = tarballFiles(tarballs.server);
    // The ESM build shares the server between index.mjs and cli.mjs in hashed chunks.
    const chunks = files.filter((file) => /^dist\/chunk-[A-Z0-9]{8}\.mjs$/.test(file));
    expect(chunks.length).toBeGreaterThan(0);
    expect(files.filter((file) => !chunks.includes(file))).toEqual([
      'LICENSE',
      'README.md',
      'dist/cli.mjs',
      ...['.cjs', '.d.mts', '.d.ts', '.mjs'].map((extension) => `dist/index${extension}`),
      'package.json',
    ]);
  });

  it('declares what it needs to render as dependencies: Chromium pinned, doc-convert of this release', () => {
    const pkg = manifest();
    const tested = installedVersion;
    expect(pkg).toMatchObject({
      name: 'doc-convert-server',
      version: root.version,
      bin: { 'doc-convert-server': './dist/cli.mjs' },
    });
    expect(pkg.dependencies).toEqual({
      'doc-convert': root.version,
      '@sparticuz/chromium': tested('@sparticuz/chromium'),
      'puppeteer-core': tested('puppeteer-core'),
      'dejavu-fonts-ttf': `^${tested('dejavu-fonts-ttf')}`,
      ...Object.fromEntries(SCRIPT_FONTS.map((font) => [font.package, `^${tested(font.package)}`])),
      '@libpdf/core': `^${tested('@libpdf/core')}`,
      '@jsquash/webp': `~${tested('@jsquash/webp')}`,
      'jpeg-js': `^${tested('jpeg-js')}`,
      handlebars: `^${tested('handlebars')}`,
      'tar-stream': `^${tested('tar-stream')}`,
    });
    for (const field of ['peerDependencies', 'optionalDependencies', 'scripts', 'devDependencies', 'private'])
      expect(pkg).not.toHaveProperty(field);
    expect(Object.keys(pkg.exports)).toEqual(['.', './package.json']);
  });

  it('installs alone: the project names only doc-convert-server, which brings doc-convert of this release', () => {
    expect(consumerManifest().devDependencies).toEqual({ 'doc-convert-server': expect.any(String) });
    expect(consumerManifest()).not.toHaveProperty('dependencies');
    const client = JSON.parse(
      readFileSync(join(consumer, 'node_modules', 'doc-convert', 'package.json'), 'utf8'),
    );
    expect(client.version).toBe(root.version);
    // No dependency runs an install script, so the test's --ignore-scripts installs what a user's install does.
    const lock = JSON.parse(readFileSync(join(consumer, 'package-lock.json'), 'utf8'));
    const scripted = Object.entries(lock.packages as Record<string, { hasInstallScript?: boolean }>)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path);
    expect(scripted).toEqual([]);
  });

  it("reaches only its own install, none of this repository's", () => {
    const where = (name: string) =>
      runIn(consumer, ['-p', `try { require.resolve(${JSON.stringify(name)}) } catch { 'missing' }`]);
    expect(where('puppeteer-core').startsWith(join(consumer, 'node_modules'))).toBe(true);
    // Development dependencies of this repository that the server does not declare.
    expect(where('tsx')).toBe('missing');
    expect(where('pdfjs-dist')).toBe('missing');
  });

  it('renders a PDF with Chromium, from ESM', () => {
    const script = `import { SANDBOX_KEY, startLocalServer } from 'doc-convert-server';${convert}`;
    expect(runIn(consumer, ['--input-type=module', '-e', script], 180_000).split('\n').pop()).toBe(rendered);
  }, 180_000);

  it('renders a PDF with Chromium, from CommonJS', () => {
    const script = `const { SANDBOX_KEY, startLocalServer } = require('doc-convert-server');
      (async () => {${convert}})().catch((error) => { console.error(error); process.exit(1); });`;
    expect(runIn(consumer, ['-e', script], 180_000).split('\n').pop()).toBe(rendered);
  }, 180_000);

  describe('npx doc-convert-server', () => {
    let cli: ChildProcess;
    let output = '';
    let port: number;
    let exited: Promise<number | null>;

    beforeAll(async () => {
      // `--offline`: the bin installed above, never a package of that name fetched from the registry.
      port = await freePort();
      cli = npxIn(consumer, ['--offline', 'doc-convert-server', '--port', String(port)]);
      exited = new Promise((resolve) => cli.once('exit', (code) => resolve(code)));
      await new Promise<void>((resolve, reject) => {
        const collect = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('to stop.')) resolve();
        };
        cli.stdout!.on('data', collect);
        cli.stderr!.on('data', collect);
        cli.once('exit', (code) => reject(new Error(`npx exited with ${code}: ${output}`)));
      });
    }, 180_000);

    afterAll(async () => {
      const serverPid = Number(/pid:\s+(\d+)/.exec(output)?.[1]);
      if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
      if (cli.exitCode === null && cli.signalCode === null) cli.kill('SIGKILL');
      await exited;
    });

    const baseUrl = () => /base URL:\s+(\S+)/.exec(output)![1]!;

    it('prints where it serves (the port asked for), with Chromium, and the keys', () => {
      expect(baseUrl()).toBe(`http://127.0.0.1:${port}/v3`);
      expect(output).toMatch(/renderer:\s+chromium: /);
      expect(output).toContain('dc_test_sandbox_');
    });

    it('converts HTML to a PDF with Chromium', async () => {
      const sandboxKey = /(dc_test_sandbox_\w+)/.exec(output)![1]!;
      const response = await fetch(`${baseUrl()}/convert/pdf`, {
        method: 'POST',
        headers: { 'X-API-Key': sandboxKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ source: '<h1>Invoice 42</h1>', sandbox: true }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-local-renderer')).toBe('chromium');
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    }, 120_000);

    it('stops on SIGTERM to npx: the server closes, its browser too, and no process is left', async () => {
      const url = baseUrl();
      const serverPid = Number(/pid:\s+(\d+)/.exec(output)![1]);
      expect(serverPid).not.toBe(cli.pid);
      // The server and its warm browser (from the conversion above) run from the consumer's node_modules.
      expect(processesUnder(consumer)).toEqual(expect.arrayContaining([serverPid]));
      expect(processesUnder(consumer).length).toBeGreaterThan(1);
      cli.kill('SIGTERM');
      await exited;
      await ended(serverPid);
      expect(processesUnder(consumer)).toEqual([]);
      // npm exec ends on SIGTERM without passing it on; the server sees its parent gone and closes.
      expect(output).toMatch(/(SIGTERM|parent process gone): closing/);
      await expect(fetch(`${url}/credits/usage`)).rejects.toThrow();
    }, 60_000);
  });

  describe('beside the client, as in its README', () => {
    beforeAll(() => {
      // A test author's project: the client as a dependency, the server as a dev dependency.
      addDependency(consumer, 'doc-convert', tarballs.library);
    }, 300_000);

    it('serves the client: a PDF, images from every encoder and a filled template', () => {
      const script = `
        import { DocConvert } from 'doc-convert';
        import { SANDBOX_KEY, startLocalServer } from 'doc-convert-server';
        // JPEG starts FF D8 FF; WebP is RIFF, a length, then WEBP.
        const magic = async (client, format) => {
          const image = await client.convert[format]({ source: '<p>x</p>', viewport: '64x32', sandbox: true });
          const bytes = Buffer.from(await image.bytes());
          return format === 'jpeg' ? bytes.subarray(0, 3).toString('hex') : bytes.subarray(0, 4) + '/' + bytes.subarray(8, 12);
        };
        const answers = [];
        // Chromium's PDF and screenshots; the text renderer's JPEG (jpeg-js) and WebP (libwebp as wasm) encoders.
        for (const renderer of ['chromium', 'text']) {
          const server = await startLocalServer({ renderer });
          const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
          try {
            const pdf = await client.convert.pdf({ source: '<h1>From the packed packages</h1>' });
            const head = pdf.kind === 'file' ? Buffer.from(await pdf.bytes()).subarray(0, 5).toString('latin1') : pdf.kind;
            const usage = await client.credits.usage();
            answers.push([renderer, head, usage.used - 120, await magic(client, 'jpeg'), await magic(client, 'webp')]);
            await client.templates.create({ slug: 'packed', name: 'Packed', content: '<p>{{who}}</p>' });
            answers.push(await client.templates.generate('packed', 'html', { data: { who: '<b>you</b>' } }));
          } finally {
            await client.close();
            await server.close();
          }
        }
        console.log(JSON.stringify(answers));`;
      const oneRenderer = (renderer: string) => [
        [renderer, '%PDF-', 1, 'ffd8ff', 'RIFF/WEBP'],
        '<p>&lt;b&gt;you&lt;/b&gt;</p>',
      ];
      expect(runIn(consumer, ['--input-type=module', '-e', script], 180_000).split('\n').pop()).toBe(
        JSON.stringify([...oneRenderer('chromium'), ...oneRenderer('text')]),
      );
    }, 180_000);

    it("refuses a bad option by the client's own rule: the same field and words", () => {
      const script = `
        import { DocConvert, ValidationError } from 'doc-convert';
        import { SANDBOX_KEY, startLocalServer } from 'doc-convert-server';
        const server = await startLocalServer({ renderer: 'text' });
        const response = await fetch(server.url + '/convert/pdf', {
          method: 'POST',
          headers: { 'X-API-Key': SANDBOX_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify({ source: 'x', zoom: 5 }),
        });
        const { errors } = await response.json();
        const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
        const refused = await client.convert.pdf({ source: 'x', zoom: 5 }).catch((error) => error);
        await client.close();
        await server.close();
        console.log(JSON.stringify([response.status, Object.keys(errors), refused instanceof ValidationError,
          refused.field, refused.message.includes(errors.zoom[0])]));`;
      expect(runIn(consumer, ['--input-type=module', '-e', script])).toBe(
        JSON.stringify([400, ['zoom'], true, 'zoom', true]),
      );
    });

    it('type-checks for ESM (.mts) and CommonJS (.cts) test files', () => {
      const sources = CONSUMER_FIXTURES;
      const files = ['server-esm.mts', 'server-cjs.cts'];
      for (const file of files) copyFileSync(join(sources, file), join(consumer, file));
      const tsconfig = JSON.parse(readFileSync(join(sources, 'tsconfig.json'), 'utf8'));
      // @types/node from this repository: the consumer's own install holds only the packages and their dependencies.
      tsconfig.compilerOptions.typeRoots = [join(ROOT, 'node_modules', '@types')];
      tsconfig.files = files;
      writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify(tsconfig));
      const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
      expect(() => runIn(consumer, [tsc, '-p', '.'], 120_000)).not.toThrow();
    }, 120_000);
  });

  it("bundles load only its dependencies and Node's modules, and doc-convert only through its internal entry", () => {
    const pkg = manifest();
    const builtins = new Set(builtinModules);
    const dependencies = new Set(Object.keys(pkg.dependencies));
    const files = (readdirSync(join(installed, 'dist')) as string[]).filter((name) => /\.[cm]js$/.test(name));
    for (const file of files) {
      const code = readFileSync(join(installed, 'dist', file), 'utf8');
      const loaded = loadedModules(code);
      const names = [...loaded.static, ...loaded.dynamic];
      const other = names.filter((name) => !builtins.has(name) && !dependencies.has(packageOf(name)));
      const client = names.filter((name) => packageOf(name) === 'doc-convert');
      expect({ file, other, client: client.filter((name) => name !== 'doc-convert/internal/rules') }).toEqual(
        {
          file,
          other: [],
          client: [],
        },
      );
      // The rules are doc-convert's, not a copy: no bundle defines the client's error classes or loads zod.
      expect({ file, copy: /class ValidationError\b/.test(code) }).toEqual({ file, copy: false });
    }
  });

  it('publint finds nothing, suggestions included', async () => {
    const data = readFileSync(tarballs.server);
    const { messages } = await publint({
      pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) },
      level: 'suggestion',
      strict: true,
    });
    expect(messages).toEqual([]);
  });

  it('arethetypeswrong finds no problem in any resolution mode', () => {
    const report = areTheTypesWrong(tarballs.server);
    expect(report.problems).toEqual({});
    expect(report.entrypoints).toEqual(['.', './package.json']);
  }, 60_000);

  it('has docs/local-server.md as its README, for test authors, its links made absolute', () => {
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    expect(readme.startsWith('# The local server: `doc-convert-server`\n')).toBe(true);
    expect(readme).toContain('npm install --save-dev doc-convert-server');
    expect(readme).toContain("from 'doc-convert-server'");
    expect(readme).toContain('npx doc-convert-server');
    expect(readme).not.toContain('npm ci');
    expect(relativeLinks(readme)).toEqual([]);
  });
});
