// The native canvas the review draws pages on. The Action's bundle (action/dist) runs from a checkout of the
// Action with no node_modules, and @napi-rs/canvas is native: it cannot be bundled. So it is found at run time,
// in this order: installed where Node finds it from the workspace or from the Action's own folder (the tests,
// a self-hosted runner that has it); else installed once per version into the runner's tool cache
// ($RUNNER_TOOL_CACHE/doc-convert-canvas/<version>, with the npm every GitHub-hosted runner has) and loaded
// from there; else none, and the review compares the text alone (comparePdfs()'s `canvas: false`), with a
// warning that says why. docs/action.md ("Reviewing documents in pull requests") says the same.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PdfCanvasModule } from 'doc-convert';

/** The version installed into the tool cache: the one the tests draw with (canvas.test.ts checks it). */
export const CANVAS_VERSION = '1.1.1';

/** Installs `@napi-rs/canvas@version` below `prefix` (`prefix/node_modules/@napi-rs/canvas`). */
export type CanvasInstaller = (prefix: string, version: string) => Promise<void>;

export interface CanvasSearch {
  /** Files Node resolves from, in order: the workspace's, then the Action's own. */
  from: string[];
  /** $RUNNER_TOOL_CACHE; undefined off a runner (then nothing is installed). */
  toolCache: string | undefined;
  install: CanvasInstaller;
  /** Loads the module a require made from `from` finds (Node's own, unless a test says otherwise). */
  load?: (from: string) => PdfCanvasModule;
}

/** The canvas found, or none and why. */
export type CanvasFound = { canvas: PdfCanvasModule; from: string } | { canvas: undefined; why: string };

const loadFrom = (from: string): PdfCanvasModule => createRequire(from)('@napi-rs/canvas') as PdfCanvasModule;

/** `npm install --no-save --ignore-scripts --prefix <prefix> @napi-rs/canvas@<version>`. */
export const npmInstall: CanvasInstaller = (prefix, version) =>
  new Promise((resolve, reject) => {
    execFile(
      // On Windows npm is npm.cmd, which only a shell finds by this name.
      'npm',
      [
        'install',
        '--no-save',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--prefix',
        prefix,
        `@napi-rs/canvas@${version}`,
      ],
      { timeout: 180_000, shell: process.platform === 'win32' },
      (error, _stdout, stderr) =>
        error ? reject(new Error(String(stderr).trim().split('\n').at(-1) || error.message)) : resolve(),
    );
  });

export async function findCanvas(search: CanvasSearch): Promise<CanvasFound> {
  const load = search.load ?? loadFrom;
  for (const from of search.from) {
    try {
      return { canvas: load(from), from };
    } catch {
      // Not there: the next place.
    }
  }
  if (!search.toolCache) {
    return {
      canvas: undefined,
      why: '@napi-rs/canvas is not installed here and RUNNER_TOOL_CACHE is not set',
    };
  }
  const prefix = path.join(search.toolCache, 'doc-convert-canvas', CANVAS_VERSION);
  // The folder's package.json, as a file Node resolves from: what an earlier run installed is found there.
  const anchor = path.join(prefix, 'package.json');
  try {
    return { canvas: load(anchor), from: prefix };
  } catch {
    // Not installed yet.
  }
  try {
    await search.install(prefix, CANVAS_VERSION);
    return { canvas: load(anchor), from: prefix };
  } catch (error) {
    return {
      canvas: undefined,
      why: `@napi-rs/canvas@${CANVAS_VERSION} could not be installed into ${prefix} (${(error as Error).message})`,
    };
  }
}
