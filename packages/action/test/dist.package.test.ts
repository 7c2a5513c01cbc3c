// The committed bundle is what the sources build: build/check-action-dist.ts rebuilds action/dist into a
// temporary folder with the Action's tsup config and compares every file byte for byte. And it stays split
// so that a credits check loads only what it needs: the option schemas and the code of documents from data
// (data files, template files) and the HTML parser are chunks that only a dynamic import() reaches. And it
// carries one undici, zod's English messages only, and no node:http2 until an HTTP/2 connection needs it.
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import http2 from 'node:http2';
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

  it.each(['options', 'data-files', 'template-file', 'inline-html'])(
    'leaves the %s chunk to a dynamic import()',
    (prefix) => {
      expect(named(prefix)).toHaveLength(1);
      expect(loaded.has(named(prefix)[0])).toBe(false);
    },
  );

  it('holds none of the template code in the chunks it loads', () => {
    const code = [...loaded].map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const name of ['readDataFiles', 'parseData', 'storeTemplate', 'resolveTemplateFile', 'slugOfFile'])
      expect(code).not.toMatch(new RegExp(`function ${name}\\b`));
    expect(path.basename(main)).toMatch(/^main-/);
    expect(loaded.size).toBeGreaterThan(1);
  });
});

describe('what the bundle carries', () => {
  const code = readdirSync(path.join(DIST, 'chunks'))
    .map((name) => readFileSync(path.join(DIST, 'chunks', name), 'utf8'))
    .join('\n');
  /** The bundled source files, from esbuild's `// path` comments. */
  const sources = [...code.matchAll(/^\/\/ (node_modules\/\S+)$/gm)].map((m) => m[1]);

  it('one undici, shared by the core transport and the toolkit (@actions/http-client, @actions/github)', () => {
    expect(sources.filter((file) => file.endsWith('/undici/lib/dispatcher/agent.js'))).toEqual([
      'node_modules/undici/lib/dispatcher/agent.js',
    ]);
    expect(sources.filter((file) => /\/node_modules\/undici\//.test(file.slice(1)))).toEqual([]);
  });

  it("zod's English messages only", () => {
    expect(sources.filter((file) => file.includes('/zod/v4/locales/'))).toEqual([
      'node_modules/zod/v4/locales/en.js',
    ]);
  });

  it('no node:http2 until a connection speaks HTTP/2, with the constants undici reads from it', async () => {
    expect(code).not.toMatch(/require\("(node:)?http2"\)/);
    const { constants } = await import('../src/http2-lazy');
    for (const [name, value] of Object.entries(constants))
      expect([name, value]).toEqual([name, http2.constants[name as keyof typeof http2.constants]]);
  });
});
