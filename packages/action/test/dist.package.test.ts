// The committed bundle is what the sources build: build/check-action-dist.ts rebuilds action/dist into a
// temporary folder with the Action's tsup config and compares every file byte for byte. And it stays split
// so that a credits check loads only what it needs: the conversion run (convert-sources.ts), the option
// schemas (zod), the code of documents from data (data files, template files), the HTML parser and
// @actions/http-client (whose `import * as http` would load Node's own undici) are chunks that only a dynamic
// import() reaches. And it carries one undici: the root manifest's `overrides` give the toolkit
// (@actions/http-client, @actions/github) the undici the Action uses.
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACTION_BUNDLE, ROOT } from './fixtures/runner';

const DIST = path.dirname(ACTION_BUNDLE);

describe('action/dist', () => {
  it('matches a fresh build byte for byte', async () => {
    // tsx's own CLI under this Node (24), whatever `node` the PATH would find.
    const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
    const result = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [tsx, path.join(ROOT, 'build/check-action-dist.ts')],
        { cwd: ROOT, timeout: 120_000 },
        (error, stdout, stderr) => resolve({ code: error ? 1 : 0, output: stdout + stderr }),
      );
    });
    expect(result.output).toMatch(/^action\/dist matches a fresh build \(\d+ files\)\.\n$/);
    expect(result.code).toBe(0);
  }, 120_000);
});

/** The chunks a module imports statically (`import … from "./x.mjs"`, `import "./x.mjs"`) and dynamically. */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const code = readFileSync(file, 'utf8');
  const resolve = (specifier: string) => path.join(path.dirname(file), specifier);
  return {
    static: [...code.matchAll(/^(?:import|export)\b[^;]*?["'](\.\/[^"']+)["'];?$/gm)].map((m) =>
      resolve(m[1]),
    ),
    dynamic: [...code.matchAll(/\bimport\(["'](\.\/[^"']+)["']\)/g)].map((m) => resolve(m[1])),
  };
}

/** Every file loaded once `entry` is, before any dynamic import() runs. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    importsOf(file).static.forEach(visit);
  };
  visit(entry);
  return seen;
}

describe('what a credits check loads', () => {
  const chunks = readdirSync(path.join(DIST, 'chunks')).map((name) => path.join(DIST, 'chunks', name));
  const named = (prefix: string) => chunks.filter((file) => path.basename(file).startsWith(`${prefix}-`));
  // index.mjs only enables the compile cache and imports main, which every run loads.
  const [main] = importsOf(path.join(DIST, 'index.mjs')).dynamic;
  const loaded = staticClosure(main);

  it.each([
    'convert-sources',
    'options',
    'data-files',
    'template-file',
    'inline-html',
    'run-review',
    'review-inputs',
  ])('leaves the %s chunk to a dynamic import()', (prefix) => {
    expect(named(prefix)).toHaveLength(1);
    expect(loaded.has(named(prefix)[0])).toBe(false);
  });

  it('holds none of the template code in the chunks it loads', () => {
    const code = [...loaded].map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const name of ['readDataFiles', 'parseData', 'storeTemplate', 'resolveTemplateFile', 'slugOfFile'])
      expect(code).not.toMatch(new RegExp(`function ${name}\\b`));
    expect(path.basename(main)).toMatch(/^main-/);
    expect(loaded.size).toBeGreaterThan(1);
  });

  it('builds no option schema: zod waits for the first answer to read', () => {
    const sources = [...loaded].flatMap((file) => bundledSources(readFileSync(file, 'utf8')));
    expect(sources.filter((file) => file.startsWith('node_modules/zod/'))).toEqual([]);
    expect(sources).toContain('node_modules/@actions/core/lib/core.js');
  });

  it("loads none of the review's comparison: pdf.js, pixelmatch and diff are chunks a review alone imports", () => {
    const sources = [...loaded].flatMap((file) => bundledSources(readFileSync(file, 'utf8')));
    expect(sources.filter((file) => /node_modules\/(pdfjs-dist|pixelmatch|diff)\//.test(file))).toEqual([]);
    const all = chunks.flatMap((file) => bundledSources(readFileSync(file, 'utf8')));
    for (const name of ['pdfjs-dist', 'pixelmatch', 'diff'])
      expect(all.some((file) => file.startsWith(`node_modules/${name}/`))).toBe(true);
    // The native canvas is found at run time (review/canvas.ts), never bundled.
    expect(all.filter((file) => file.includes('@napi-rs/canvas'))).toEqual([]);
  });

  it('loads no @actions/http-client, and no node:http as a module (which loads Node’s own undici)', () => {
    const code = [...loaded].map((file) => readFileSync(file, 'utf8'));
    const sources = code.flatMap(bundledSources);
    expect(sources.filter((file) => file.includes('/@actions/http-client/'))).toEqual([]);
    expect(code.join('\n')).not.toMatch(/^import\b[^;]*from "(node:)?https?";$/m);
    // …which the chunks of the artifact upload do.
    expect(
      named('artifact')
        .map((file) => readFileSync(file, 'utf8'))
        .join(''),
    ).toMatch(/^import\b[^;]*from "(node:)?http";$/m);
  });
});

/** The files esbuild bundled into a chunk, from the `// path` comment it writes before each. */
function bundledSources(code: string): string[] {
  return [...code.matchAll(/^\/\/ ((?:node_modules|packages)\/\S+)$/gm)].map((m) => m[1]);
}

describe('what the bundle carries', () => {
  const sources = readdirSync(path.join(DIST, 'chunks')).flatMap((name) =>
    bundledSources(readFileSync(path.join(DIST, 'chunks', name), 'utf8')),
  );

  it('one undici, shared by the client and the toolkit (@actions/http-client, @actions/github)', () => {
    const entries = sources.filter((file) => /(^|\/)undici\/index\.js$/.test(file));
    expect(entries).toEqual(['node_modules/undici/index.js']);
  });
});
