// Where the review finds its native canvas (review/canvas.ts): Node's resolution from the workspace and the
// Action's folder first, then the runner's tool cache, installing it there once per version, else none (the
// review then compares text only). The installer and the loader are injected: no npm runs here.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CANVAS_VERSION, findCanvas, type CanvasSearch } from '../src/review/canvas';

const CANVAS = { createCanvas: () => ({}) };

/** A loader that finds the canvas only from the files in `has`, recording where it looked. */
function world(has: string[], install: CanvasSearch['install'] = async () => undefined) {
  const looked: string[] = [];
  const installs: Array<[string, string]> = [];
  const search: CanvasSearch = {
    from: ['/work/ws/package.json', '/action/dist/index.mjs'],
    toolCache: '/opt/hostedtoolcache',
    install: async (prefix, version) => {
      installs.push([prefix, version]);
      await install(prefix, version);
      has.push(path.join(prefix, 'package.json'));
    },
    load: (from) => {
      looked.push(from);
      if (!has.includes(from)) throw new Error(`Cannot find module '@napi-rs/canvas' from ${from}`);
      return CANVAS;
    },
  };
  return { search, looked, installs };
}

const CACHED = path.join('/opt/hostedtoolcache', 'doc-convert-canvas', CANVAS_VERSION, 'package.json');

describe('the review finds its canvas', () => {
  it('from the workspace first, then from the Action folder, installing nothing', async () => {
    const first = world(['/work/ws/package.json', '/action/dist/index.mjs']);
    expect(await findCanvas(first.search)).toEqual({ canvas: CANVAS, from: '/work/ws/package.json' });
    const second = world(['/action/dist/index.mjs']);
    expect(await findCanvas(second.search)).toEqual({ canvas: CANVAS, from: '/action/dist/index.mjs' });
    expect(second.looked).toEqual(['/work/ws/package.json', '/action/dist/index.mjs']);
    expect([...first.installs, ...second.installs]).toEqual([]);
  });

  it('from the tool cache an earlier run installed it into, installing nothing', async () => {
    const cached = world([CACHED]);
    expect(await findCanvas(cached.search)).toMatchObject({ canvas: CANVAS });
    expect(cached.looked).toEqual(['/work/ws/package.json', '/action/dist/index.mjs', CACHED]);
    expect(cached.installs).toEqual([]);
  });

  it('installs the pinned version into the tool cache once, then loads it from there', async () => {
    const fresh = world([]);
    expect(await findCanvas(fresh.search)).toMatchObject({ canvas: CANVAS });
    expect(fresh.installs).toEqual([[path.dirname(CACHED), CANVAS_VERSION]]);
    expect(fresh.looked.at(-1)).toBe(CACHED);
  });

  it('gives none, and says why, when the install fails or there is no tool cache', async () => {
    const failing = world([], async () => {
      throw new Error('npm ERR! network unreachable');
    });
    const found = await findCanvas(failing.search);
    expect(found.canvas).toBeUndefined();
    expect(found).toMatchObject({
      why: expect.stringContaining(`@napi-rs/canvas@${CANVAS_VERSION} could not be installed`),
    });
    expect((found as { why: string }).why).toContain('network unreachable');
    const offRunner = world([]);
    expect(await findCanvas({ ...offRunner.search, toolCache: undefined })).toEqual({
      canvas: undefined,
      why: '@napi-rs/canvas is not installed here and RUNNER_TOOL_CACHE is not set',
    });
    expect(offRunner.installs).toEqual([]);
  });

  it('pins the version the tests draw with', () => {
    const require = createRequire(import.meta.url);
    const manifest = require.resolve('@napi-rs/canvas/package.json');
    expect(CANVAS_VERSION).toBe((JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version);
  });
});
