// How every benchmark reports: one line `name: figure … ratio … target … ok|MISS`, and an entry in
// bench/results.json. Ratios compare against a baseline measured in the same run, never a fixed time.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface BenchResult {
  name: string;
  /** What was measured, in words and numbers. */
  figure: string;
  /** The ratio the target applies to. */
  ratio: number;
  /** e.g. '<= 1.10' or '>= 6'. */
  target: string;
  ok: boolean;
  details: Record<string, number | string>;
}

export function check(ratio: number, target: string): boolean {
  const [op, value] = target.split(' ') as ['<=' | '>=', string];
  return op === '<=' ? ratio <= Number(value) : ratio >= Number(value);
}

export function line(result: BenchResult): string {
  return `${result.name}: ${result.figure} … ratio ${result.ratio.toFixed(3)} … target ${result.target} … ${
    result.ok ? 'ok' : 'MISS'
  }`;
}

// npm scripts run from the repository root.
const resultsPath = join(process.cwd(), 'bench', 'results.json');

/** Merges results into bench/results.json (a run of one benchmark keeps the others' last figures). */
export async function save(results: BenchResult[]): Promise<void> {
  let previous: Record<string, unknown> = {};
  try {
    previous = JSON.parse(await readFile(resultsPath, 'utf8')).benchmarks ?? {};
  } catch {
    previous = {};
  }
  const benchmarks = { ...previous };
  for (const result of results) benchmarks[result.name] = { ...result, measuredAt: new Date().toISOString() };
  const machine = {
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpus: (await import('node:os')).cpus().length,
  };
  await writeFile(resultsPath, `${JSON.stringify({ machine, benchmarks }, null, 2)}\n`);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const median = (values: number[]) => percentile(values, 50);

export const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;

/** Milliseconds `work` takes. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * The process's RSS sampled every 5 ms from now on (and once more at the end): stop() ends the sampling and gives
 * the peak's growth over the RSS at the start.
 */
export function rssGrowth(): { stop: () => number } {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  // Unref'd: a child that fails before stop() still exits.
  const timer = setInterval(sample, 5).unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak - baseline;
    },
  };
}

/** Milliseconds a fresh `node` (the one running the benchmarks) takes to run `args` to the end. */
export const timeNode = (args: string[], env?: NodeJS.ProcessEnv): Promise<number> =>
  timed(() => promisify(execFile)(process.execPath, args, { env }));

/**
 * One run of a benchmark's child script (`node --expose-gc --import tsx <child> <args>`), in a process of its
 * own so that its time and memory are its own: what it prints on stdout, parsed as JSON.
 */
export async function childRun<T>(child: string, args: readonly string[]): Promise<T> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', child, ...args],
    { maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout) as T;
}

/** Starts server-process.ts with a scenario; resolves with its base URL, process id and a stop function. */
export async function serverProcess(
  scenario: object,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const { spawn } = await import('node:child_process');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'server-process.ts'), JSON.stringify(scenario)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0]!.trim());
    });
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.stdin.end();
    });
  return { url, pid: child.pid!, stop };
}

/**
 * Runs `runWith(1)` then `runWith(8)` (each resolving to seconds) and reports the speed-up of concurrency 8,
 * target at least 6. `what` names the work, e.g. '100 files at 100 ms'.
 */
export async function speedup(
  name: string,
  what: string,
  runWith: (concurrency: number) => Promise<number>,
): Promise<BenchResult> {
  const sequential = await runWith(1);
  const parallel = await runWith(8);
  const ratio = sequential / parallel;
  return {
    name,
    figure: `${what}: concurrency 1 ${sequential.toFixed(2)} s, concurrency 8 ${parallel.toFixed(2)} s`,
    ratio,
    target: '>= 6',
    ok: check(ratio, '>= 6'),
    details: { sequentialSeconds: sequential, parallelSeconds: parallel },
  };
}
