// The local server's memory under big requests: twenty sandbox conversions of a 30 MB source once took its
// heap from 16 MB to 1.2 GB for good (every log entry kept the whole request, and nothing capped the log),
// and `GET /logs` then answered 500 ("Invalid string length"). Measured in a process of its own
// (server-memory.child.ts, started with --expose-gc) so that nothing else shares the heap, after full
// collections: sizes of what is kept, which a busy machine does not change.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_RECORDED_BODY_BYTES } from '../src/index';
import type { MemoryReport } from './server-memory.child';

const MiB = 1024 * 1024;
/** One source of the child's big conversions. */
const BIG_SOURCE = 30 * MiB;

let report: MemoryReport;

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'server-memory.child.ts')],
    { maxBuffer: MiB },
  );
  report = JSON.parse(stdout) as MemoryReport;
}, 240_000);

describe('twenty conversions of a 30 MB source', () => {
  it('are answered 200', () => {
    expect(report.statuses).toEqual([200]);
  });

  it('leave GET /logs answering 200 with entries of a bounded size', () => {
    expect(report.logs.status).toBe(200);
    expect(report.logs.total).toBe(21);
    // 21 entries, each with its query cut to a few KB: nowhere near one source.
    expect(report.logs.bytes).toBeLessThan(21 * 8 * 1024);
  });

  it('keep at most the newest body alive (the recorded requests hold 16 MiB, and always the newest)', () => {
    expect(DEFAULT_RECORDED_BODY_BYTES).toBe(16 * MiB);
    const kept = report.heap.afterBig - report.heap.before;
    expect(kept).toBeLessThan(BIG_SOURCE + 16 * MiB);
  });

  it('leave the heap back near its level once an ordinary request came after them', () => {
    const kept = report.heap.afterOrdinary - report.heap.before;
    expect(kept).toBeLessThan(8 * MiB);
  });
});
