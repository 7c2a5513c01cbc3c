// `npm run demo`: converts the HTML files in examples/ through the library against the local server, writes
// them to out/ with a picture of the invoice's first page, and prints what it made. tsx runs it from source
// (it imports src/ and server/ directly), so nothing needs building first. Exits 1 on any failure.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runDemo } from './demo/run';
import { formatCredits, formatTable } from './demo/table';

const OUT_DIR = fileURLToPath(new URL('../out', import.meta.url));

async function main(): Promise<void> {
  const result = await runDemo({ outDir: OUT_DIR });
  const lines = [
    `Converted ${result.rows.length} examples on the local server at ${result.serverUrl} (now stopped),`,
    `rendered by ${result.renderer.name} (${result.renderer.detail}):`,
    '',
    ...formatTable(result.rows),
    '',
    formatCredits(result.creditsBefore, result.creditsAfter),
    `files in ${relative(process.cwd(), result.outDir) || '.'}/, and a picture of the invoice's first page: ${relative(process.cwd(), result.preview)}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

main().catch((error: unknown) => {
  process.stderr.write(`demo failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
