// 9. The Action's cache: 100 unchanged HTML files (sharing a stylesheet and an image, inlined into each)
// converted by the bundled Action with `cache-dir` against the local server answering after 100 ms, then
// converted again with the same cache and fresh outputs, as a push that changed nothing but the workflow
// would. Target: the re-run takes at most 0.2 of the first run's wall time and sends no request at all.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ACTION_BUNDLE, actionInputEnv } from '../test/fixtures/runner';
import { SANDBOX_KEY, startLocalServer } from 'doc-convert-server';
import { check, type BenchResult } from '@doc-convert/testing/bench/report';

const FILES = 100;
const LATENCY_MS = 100;
const TARGET = '<= 0.2';

export default async function actionCache(): Promise<BenchResult> {
  const server = await startLocalServer({ renderer: 'text', latencyMs: LATENCY_MS, rateLimit: false });
  const workspace = await mkdtemp(join(tmpdir(), 'doc-convert-cache-'));
  try {
    await mkdir(join(workspace, 'site', 'css'), { recursive: true });
    await writeFile(
      join(workspace, 'site', 'css', 'site.css'),
      `body { font: 12pt serif } ${'.x{}'.repeat(2000)}`,
    );
    for (let i = 0; i < FILES; i++) {
      await writeFile(
        join(workspace, 'site', `page-${i}.html`),
        `<html><head><title>Page ${i}</title><link rel="stylesheet" href="css/site.css"></head>` +
          `<body><h1>Page ${i}</h1><p>${'text '.repeat(200)}</p></body></html>`,
      );
    }
    const runOnce = async (round: number): Promise<{ seconds: number; requests: number }> => {
      const env = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        GITHUB_WORKSPACE: workspace,
        GITHUB_OUTPUT: join(workspace, `output-${round}.txt`),
        GITHUB_STEP_SUMMARY: join(workspace, `summary-${round}.md`),
        ...actionInputEnv(
          {
            'api-key': SANDBOX_KEY,
            'base-url': server.url,
            sources: 'site/*.html',
            sandbox: 'true',
            'cache-dir': '.doc-convert-cache',
            'output-dir': `out-${round}`,
          },
          'ghs_bench',
        ),
      };
      await writeFile(env.GITHUB_OUTPUT, '');
      await writeFile(env.GITHUB_STEP_SUMMARY, '');
      const before = server.state.requests.length;
      const started = performance.now();
      await promisify(execFile)(process.execPath, [ACTION_BUNDLE], {
        cwd: workspace,
        env,
        maxBuffer: 16 * 1024 * 1024,
      });
      const seconds = (performance.now() - started) / 1000;
      const written = (await readdir(join(workspace, `out-${round}`, 'site'))).length;
      if (written !== FILES) throw new Error(`round ${round} wrote ${written} of ${FILES} files`);
      return { seconds, requests: server.state.requests.length - before };
    };
    const first = await runOnce(1);
    const again = await runOnce(2);
    const ratio = again.seconds / first.seconds;
    return {
      name: 'action cache re-run',
      figure:
        `${FILES} unchanged files at ${LATENCY_MS} ms: first run ${first.seconds.toFixed(2)} s ` +
        `(${first.requests} requests), re-run ${again.seconds.toFixed(2)} s (${again.requests} requests)`,
      ratio,
      target: `${TARGET}, 0 requests`,
      ok: check(ratio, TARGET) && again.requests === 0,
      details: {
        firstSeconds: first.seconds,
        firstRequests: first.requests,
        rerunSeconds: again.seconds,
        rerunRequests: again.requests,
      },
    };
  } finally {
    await server.close();
    await rm(workspace, { recursive: true, force: true });
  }
}
