// arethetypeswrong over a packed tarball, as its CLI reports it: the problems found in every resolution mode
// (node10, node16 from ESM and from CommonJS, bundler) and the entry points it looked at.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface TypesReport {
  problems: Record<string, unknown[]>;
  entrypoints: string[];
}

const cli = join(
  dirname(createRequire(import.meta.url).resolve('@arethetypeswrong/cli/package.json')),
  'dist',
  'index.js',
);

export function areTheTypesWrong(tarball: string): TypesReport {
  let output: string;
  try {
    output = execFileSync(process.execPath, [cli, tarball, '--format', 'json'], { encoding: 'utf8' });
  } catch (error) {
    // It exits 1 when it finds a problem; the report is on stdout either way.
    output = String((error as { stdout?: string }).stdout);
  }
  const report = JSON.parse(output) as {
    problems: Record<string, unknown[]>;
    analysis: { entrypoints: object };
  };
  return { problems: report.problems, entrypoints: Object.keys(report.analysis.entrypoints) };
}
