// `npm run bench`: every benchmark in turn, one line each (`name: figure … ratio … target … ok|MISS`), and
// bench/results.json. The benchmarks live with their package, in packages/<name>/bench/<benchmark>.bench.ts
// (each file's default export runs it); `npm run bench -- memory overhead` runs only the named ones (one name
// may print several lines). Exits 1 on a MISS. The npm script builds first: some benchmarks measure the built
// packages (the library's dist/, the Action's bundle), as users run them.
import { globSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { line, save, type BenchResult } from '@doc-convert/testing/bench/report';

type Benchmark = () => Promise<BenchResult | BenchResult[]>;

const ROOT = join(import.meta.dirname, '..');
/** The order they run in: the client's first, then the faces', the renders last (they load the machine most). */
const ORDER = ['doc-convert', 'action', 'n8n-nodes-doc-convert', 'doc-convert-mcp', 'doc-convert-server'];

// The processes a benchmark starts (tsx children) resolve this repository's packages to their sources too.
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, '--conditions=@doc-convert/source']
  .filter(Boolean)
  .join(' ');

/** Every benchmark file, by name (its file name without `.bench.ts`). */
function benchmarkFiles(): Map<string, string> {
  const files = globSync('packages/*/bench/*.bench.ts', { cwd: ROOT }).sort(
    (a, b) => ORDER.indexOf(a.split('/')[1]!) - ORDER.indexOf(b.split('/')[1]!) || a.localeCompare(b),
  );
  return new Map(files.map((file) => [basename(file, '.bench.ts'), join(ROOT, file)]));
}

async function main(): Promise<void> {
  const benchmarks = benchmarkFiles();
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !benchmarks.has(name));
  if (unknown.length)
    throw new Error(
      `unknown benchmark(s): ${unknown.join(', ')}; known: ${[...benchmarks.keys()].join(', ')}`,
    );
  const results: BenchResult[] = [];
  const started = performance.now();
  for (const [name, file] of benchmarks) {
    if (wanted.length && !wanted.includes(name)) continue;
    const bench = ((await import(pathToFileURL(file).href)) as { default: Benchmark }).default;
    for (const result of [await bench()].flat()) {
      results.push(result);
      console.log(line(result));
    }
  }
  await save(results);
  const missed = results.filter((r) => !r.ok).length;
  console.log(
    `${results.length} benchmarks in ${((performance.now() - started) / 1000).toFixed(0)} s, ${missed} missed; bench/results.json written`,
  );
  if (missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
