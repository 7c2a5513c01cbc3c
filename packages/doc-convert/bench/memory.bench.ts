// 3. Memory on big files: a 256 MB PDF answer written with toFile() (streamed) against read into a Buffer
// first, with a bare undici pipe to a file as the floor. Each download runs in its own child process so that its
// peak RSS is its own (the server stays in this process); each way runs three times and the median counts.
// Targets: the streamed path grows RSS by at most 64 MB, and at least 4 times less than the buffered path.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SANDBOX_KEY, startLocalServer } from 'doc-convert-server';
import { check, median, type BenchResult } from '@doc-convert/testing/bench/report';

const MB = 1024 * 1024;
const ROUNDS = 3;
const child = join(import.meta.dirname, 'memory-child.ts');

async function growth(mode: 'stream' | 'buffer' | 'undici', url: string, dir: string): Promise<number[]> {
  const figures: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', child, mode, url, SANDBOX_KEY, join(dir, `${mode}.pdf`)],
      { maxBuffer: MB },
    );
    const report = JSON.parse(stdout) as { bytes: number; growth: number };
    if (report.bytes < 256 * MB) throw new Error(`${mode}: only ${report.bytes} bytes arrived`);
    figures.push(report.growth / MB);
  }
  return figures;
}

export default async function memory(): Promise<BenchResult> {
  const server = await startLocalServer({ renderer: 'text', pdfPadBytes: 256 * MB, rateLimit: false });
  const dir = await mkdtemp(join(tmpdir(), 'doc-convert-bench-'));
  try {
    const streamed = median(await growth('stream', server.url, dir));
    const buffered = median(await growth('buffer', server.url, dir));
    const floor = median(await growth('undici', server.url, dir));
    const advantage = buffered / streamed;
    return {
      name: 'memory on big files',
      figure: `256 MB PDF, median RSS growth: toFile ${streamed.toFixed(1)} MB (max 64), bytes() ${buffered.toFixed(
        1,
      )} MB, bare undici pipe ${floor.toFixed(1)} MB`,
      ratio: advantage,
      target: '>= 4',
      ok: streamed <= 64 && check(advantage, '>= 4'),
      details: {
        streamedGrowthMb: streamed,
        bufferedGrowthMb: buffered,
        undiciPipeGrowthMb: floor,
        rounds: ROUNDS,
      },
    };
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
