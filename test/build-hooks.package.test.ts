// The build hooks that swap a file inside a dependency (build/swap.ts, used by the Action's bundle in
// build/tsup.action.ts) fail the build when they no longer apply, instead of silently replacing nothing: when
// no module imports what they replace from where they expect it, or when a file they point to is missing.
// Run with esbuild, the bundler tsup drives, on small fixtures.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { actionHooks } from '../build/tsup.action';
import { swapPlugin, type Swap } from '../build/swap';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'doc-convert-hooks-'));
  writeFileSync(join(dir, 'entry.js'), "import { who } from './heavy.js';\nconsole.log(who);\n");
  writeFileSync(join(dir, 'plain.js'), "console.log('nothing to swap');\n");
  writeFileSync(join(dir, 'heavy.js'), "export const who = 'heavy';\n");
  writeFileSync(join(dir, 'light.js'), "export const who = 'light';\n");
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const swapHeavy: Swap = {
  filter: /^\.\/heavy\.js$/,
  importer: (importer) => importer.endsWith('/entry.js'),
  expected: 'import of ./heavy.js by entry.js',
  to: () => ({ path: join(dir, 'light.js') }),
};

async function bundle(entry: string, plugins: Parameters<typeof build>[0]['plugins']): Promise<string> {
  const result = await build({
    entryPoints: [join(dir, entry)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    plugins,
  });
  return result.outputFiles[0]!.text;
}

describe('a swap hook', () => {
  it('replaces the import it expects', async () => {
    const code = await bundle('entry.js', [swapPlugin({ name: 'light', swaps: [swapHeavy] })]);
    expect(code).toContain('"light"');
    expect(code).not.toContain('"heavy"');
  });

  it('fails the build when no module imports what it replaces (the file moved)', async () => {
    await expect(bundle('plain.js', [swapPlugin({ name: 'light', swaps: [swapHeavy] })])).rejects.toThrow(
      'light: found no import of ./heavy.js by entry.js; the dependency changed its files, so the hook replaces nothing',
    );
  });

  it('fails the build when the importer it expects is another', async () => {
    const elsewhere = { ...swapHeavy, importer: (importer: string) => importer.endsWith('/other.js') };
    await expect(bundle('entry.js', [swapPlugin({ name: 'light', swaps: [elsewhere] })])).rejects.toThrow(
      'light: found no import of ./heavy.js by entry.js',
    );
  });

  it('fails the build when a file it points to is missing', async () => {
    const plugin = swapPlugin({ name: 'light', swaps: [swapHeavy], files: [join(dir, 'gone.js')] });
    await expect(bundle('entry.js', [plugin])).rejects.toThrow(
      `light: ${join(dir, 'gone.js')} is missing; the hook in build/ that points to it must be updated`,
    );
  });
});

describe("the Action's build hooks", () => {
  const expected: Record<string, string[]> = {
    'undici-lite': ['import of undici by packages/doc-convert/src/internal/undici.ts'],
    'one-undici': ['import of undici by a module of node_modules/@actions/'],
    'lazy-oidc': [
      'import of ./oidc-utils.js by node_modules/@actions/core/lib/core.js',
      'import of @actions/core/lib/oidc-utils.js by packages/action/src/oidc-lazy.ts',
    ],
    'lazy-http2': ['import of node:http2 by node_modules/undici/lib/dispatcher/client-h2.js'],
    'zod-english-only': ['import of ../locales/index.js by a module of node_modules/zod/v4/'],
  };

  it('are all swap hooks', () => {
    expect(actionHooks.map((hook) => hook.name)).toEqual(Object.keys(expected));
  });

  it.each(Object.entries(expected))(
    '%s fails a build in which what it replaces is not found',
    async (name, what) => {
      const hook = actionHooks.find((plugin) => plugin.name === name)!;
      const failure = await bundle('plain.js', [hook]).then(
        () => new Error('the build passed'),
        (error: Error) => error,
      );
      for (const import_ of what) expect(failure.message).toContain(`${name}: found no ${import_}`);
    },
  );
});
