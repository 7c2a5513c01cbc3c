// Is the committed action/dist what the sources build? Builds the Action with its tsup config into a
// temporary folder and compares every file, byte for byte, with action/dist. Exit code 1 and a list of
// the differences when they differ. `npm run check:action-dist`; packages/action/test/dist.package.test.ts runs it too.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'tsup';
import { action } from './tsup.action';

const COMMITTED = path.resolve('action/dist');

function files(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(root, full) : [path.relative(root, full).split(path.sep).join('/')];
  });
}

async function main(): Promise<void> {
  const fresh = mkdtempSync(path.join(tmpdir(), 'action-dist-'));
  try {
    for (const options of action) await build({ ...options, outDir: fresh, config: false, silent: true });
    const built = new Set(files(fresh));
    let committed: Set<string>;
    try {
      committed = new Set(files(COMMITTED));
    } catch {
      committed = new Set();
    }
    const differences = [
      ...[...built].filter((f) => !committed.has(f)).map((f) => `missing from action/dist: ${f}`),
      ...[...committed]
        .filter((f) => !built.has(f))
        .map((f) => `not built from the sources: action/dist/${f}`),
      ...[...built]
        .filter((f) => committed.has(f))
        .filter((f) => !readFileSync(path.join(fresh, f)).equals(readFileSync(path.join(COMMITTED, f))))
        .map((f) => `differs from a fresh build: action/dist/${f}`),
    ];
    if (differences.length > 0) {
      process.stderr.write(
        `${differences.join('\n')}\naction/dist is stale: run \`npm run build\` and commit it.\n`,
      );
      process.exitCode = 1;
    } else {
      process.stdout.write(`action/dist matches a fresh build (${built.size} files).\n`);
    }
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

void main();
