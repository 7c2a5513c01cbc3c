// 4. Library import: `import` of the built dist/index.mjs and `require` of index.cjs in a fresh `node`,
// against `node -e ""` measured in the same run, the three interleaved. Target: at most 50 ms added (median),
// for ESM and for CommonJS. undici and zod are not part of it: they load with the first request.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, ms, timeNode, type BenchResult } from '@doc-convert/testing/bench/report';

const RUNS = 31;

export default async function libraryImport(): Promise<BenchResult> {
  const esm = pathToFileURL(join(import.meta.dirname, '..', 'dist', 'index.mjs')).href;
  const cjs = join(import.meta.dirname, '..', 'dist', 'index.cjs');
  const ways = {
    empty: ['-e', ''],
    esm: ['--input-type=module', '-e', `import ${JSON.stringify(esm)}`],
    cjs: ['-e', `require(${JSON.stringify(cjs)})`],
  };
  const times: Record<keyof typeof ways, number[]> = { empty: [], esm: [], cjs: [] };
  for (let i = 0; i < RUNS + 2; i++) {
    for (const [way, args] of Object.entries(ways) as Array<[keyof typeof ways, string[]]>) {
      const time = await timeNode(args);
      // The first rounds warm the file cache and the compile cache.
      if (i >= 2) times[way].push(time);
    }
  }
  const empty = median(times.empty);
  const esmAdded = median(times.esm) - empty;
  const cjsAdded = median(times.cjs) - empty;
  const worst = Math.max(esmAdded, cjsAdded);
  return {
    name: 'library import',
    figure: `node -e "" ${ms(empty)}; import (ESM) ${ms(median(times.esm))}: ${ms(esmAdded)} added; require (CJS) ${ms(median(times.cjs))}: ${ms(cjsAdded)} added (max 50)`,
    ratio: (empty + worst) / empty,
    target: 'added <= 50 ms',
    ok: worst <= 50,
    details: {
      runs: RUNS,
      nodeMedianMs: empty,
      esmMedianMs: median(times.esm),
      cjsMedianMs: median(times.cjs),
      esmAddedMs: esmAdded,
      cjsAddedMs: cjsAdded,
    },
  };
}
