// 6. Batch in the Action: 100 HTML files converted by the bundled Action against the local server answering
// after 100 ms, with concurrency 8 against concurrency 1 in the same run. Target: a speed-up of at least 6.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ACTION_BUNDLE, actionInputEnv } from '../test/fixtures/runner';
import { SANDBOX_KEY, startLocalServer } from 'doc-convert-server';
import { speedup, type BenchResult } from '@doc-convert/testing/bench/report';

const FILES = 100;
const LATENCY_MS = 100;

export default async function actionBatch(): Promise<BenchResult> {
  const server = await startLocalServer({ renderer: 'text', latencyMs: LATENCY_MS, rateLimit: false });
  const workspace = await mkdtemp(join(tmpdir(), 'doc-convert-batch-'));
  try {
    await mkdir(join(workspace, 'pages'));
    for (let i = 0; i < FILES; i++) {
      await writeFile(
        join(workspace, 'pages', `page-${i}.html`),
        `<h1>Page ${i}</h1><p>${'text '.repeat(50)}</p>`,
      );
    }
    const runWith = async (concurrency: number): Promise<number> => {
      const env = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        GITHUB_WORKSPACE: workspace,
        GITHUB_OUTPUT: join(workspace, `output-${concurrency}.txt`),
        GITHUB_STEP_SUMMARY: join(workspace, `summary-${concurrency}.md`),
        ...actionInputEnv(
          {
            'api-key': SANDBOX_KEY,
            'base-url': server.url,
            sources: 'pages/*.html',
            sandbox: 'true',
            'output-dir': `out-${concurrency}`,
            concurrency: String(concurrency),
          },
          'ghs_bench',
        ),
      };
      await writeFile(env.GITHUB_OUTPUT, '');
      await writeFile(env.GITHUB_STEP_SUMMARY, '');
      const started = performance.now();
      await promisify(execFile)(process.execPath, [ACTION_BUNDLE], {
        cwd: workspace,
        env,
        maxBuffer: 16 * 1024 * 1024,
      });
      return (performance.now() - started) / 1000;
    };
    return await speedup('batch in the action', `${FILES} files at ${LATENCY_MS} ms`, runWith);
  } finally {
    await server.close();
    await rm(workspace, { recursive: true, force: true });
  }
}
