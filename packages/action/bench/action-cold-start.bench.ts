// 5. Action cold start: `node action/dist/index.mjs` in credits-check mode (no sources) against the local
// server, against `node -e ""` measured in the same run, interleaved. Target: at most 150 ms added (median).
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ACTION_BUNDLE, actionInputEnv } from '../test/fixtures/runner';
import { SANDBOX_KEY, startLocalServer } from 'doc-convert-server';
import { median, ms, timeNode, type BenchResult } from '@doc-convert/testing/bench/report';

const RUNS = 25;

async function bundleSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

export default async function actionColdStart(): Promise<BenchResult> {
  const server = await startLocalServer({ renderer: 'text', rateLimit: false });
  const dir = await mkdtemp(join(tmpdir(), 'doc-convert-cold-'));
  try {
    const outputs = join(dir, 'output.txt');
    const summary = join(dir, 'summary.md');
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_WORKSPACE: dir,
      GITHUB_OUTPUT: outputs,
      GITHUB_STEP_SUMMARY: summary,
      ...actionInputEnv({ 'api-key': SANDBOX_KEY, 'base-url': server.url, 'min-credits': '1' }, 'ghs_bench'),
    };
    const action = ACTION_BUNDLE;
    const actionTimes: number[] = [];
    const emptyTimes: number[] = [];
    for (let i = 0; i < RUNS + 2; i++) {
      await writeFile(outputs, '');
      await writeFile(summary, '');
      const a = await timeNode([action], env);
      const e = await timeNode(['-e', ''], env);
      if (i < 2) continue; // warm the file cache and the compile cache first
      actionTimes.push(a);
      emptyTimes.push(e);
    }
    const added = median(actionTimes) - median(emptyTimes);
    const size = await bundleSize(dirname(ACTION_BUNDLE));
    return {
      name: 'action cold start',
      figure: `credits check ${ms(median(actionTimes))} vs node -e "" ${ms(median(emptyTimes))}: ${ms(added)} added (max 150); bundle ${(
        size /
        1024 /
        1024
      ).toFixed(2)} MB`,
      ratio: median(actionTimes) / median(emptyTimes),
      target: 'added <= 150 ms',
      ok: added <= 150,
      details: {
        runs: RUNS,
        actionMedianMs: median(actionTimes),
        nodeMedianMs: median(emptyTimes),
        addedMs: added,
        bundleBytes: size,
      },
    };
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
