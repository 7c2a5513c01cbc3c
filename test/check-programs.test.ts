// The guard in `npm run lint` (build/check-programs.mjs): code that starts a program outside the allow-list
// (node and what npm installs, git, tar, POSIX tools) fails, naming the line and the program.
import { describe, expect, it } from '@jest/globals';
// @ts-expect-error: a plain ES module of the build scripts, without type declarations.
import { checkShell, checkSource } from '../build/check-programs.mjs';

type Problem = { line: number; program: string; message: string };
const source = (text: string): Problem[] =>
  checkSource('example.ts', `import { execFileSync, spawn, exec } from 'node:child_process';\n${text}`);
const programs = (problems: Problem[]) => problems.map((p) => [p.line, p.program]);

describe('checkSource', () => {
  it("refuses the execFileSync('pdfinfo', …) that once made CI lie", () => {
    const problems = source("const out = execFileSync('pdfinfo', [path], { encoding: 'utf8' });");
    expect(problems).toEqual([
      { line: 2, program: 'pdfinfo', message: '"pdfinfo" is not installed by npm ci' },
    ]);
  });

  it('accepts node (process.execPath), npm, npx, git, tar and programs under node_modules', () => {
    const text = [
      "execFileSync(process.execPath, ['-e', '']);",
      "spawn('npm', ['pack']);",
      "spawn('npx', ['tsc']);",
      "execFileSync('git', ['status']);",
      "execFileSync('tar', ['-xzf', file]);",
      "spawn(join(root, 'node_modules/.bin/n8n'), []);",
    ].join('\n');
    expect(source(text)).toEqual([]);
  });

  it('follows a const to its value, and a wrapper parameter to every call of the wrapper', () => {
    const text = [
      "const PDFTOTEXT = 'pdftotext';",
      'execFileSync(PDFTOTEXT, []);',
      'function run(command: string) { return spawn(command, []); }',
      "run('npm');",
      "run('/usr/bin/chromium');",
    ].join('\n');
    expect(programs(source(text))).toEqual([
      [3, 'pdftotext'],
      [4, 'chromium'],
    ]);
  });

  it('reads the program of a shell command line as its first word', () => {
    expect(programs(source("exec('qpdf --check out.pdf', done);"))).toEqual([[2, 'qpdf']]);
  });

  it('refuses what it cannot follow, rather than letting it through', () => {
    const [problem] = source('spawn(pickTool(), []);');
    expect(problem).toMatchObject({ line: 2, program: 'pickTool()' });
    expect(problem.message).toMatch(/cannot tell which program/);
  });

  it('leaves RegExp.prototype.exec and files without child_process alone', () => {
    expect(source('const m = /x/.exec(text);')).toEqual([]);
    expect(checkSource('x.ts', "const m = pattern.exec('pdfinfo');")).toEqual([]);
  });
});

describe('checkShell', () => {
  it('refuses a system package install and a system tool, with their lines', () => {
    const script = [
      '#!/usr/bin/env bash',
      'set -euo pipefail',
      'apt-get install -y poppler-utils',
      'pages=$(pdfinfo out.pdf | grep Pages)',
      'sleep 1 & qpdf --check out.pdf >&2',
    ].join('\n');
    expect(programs(checkShell(script))).toEqual([
      [3, 'apt-get'],
      [4, 'pdfinfo'],
      [5, 'qpdf'],
    ]);
  });

  it('accepts npm, node and POSIX tools, ignoring comments, quotes, assignments and keywords', () => {
    const script = [
      '# pdfinfo is not used here',
      'cd "$(dirname "$0")/.."',
      'export CI=true',
      'FOO=1 npm ci --no-audit && npm exec -- node -e \'chromium("ignored in quotes")\'',
      'if [ -n "$X" ]; then echo ok | tee log; fi',
      'if [ "$count" -ne 2 ]; then echo "two" >&2; npm test 2>&1 | tee log &>/dev/null; fi',
      'for t in a b; do printf "%s\\n" "$t"; done',
    ].join('\n');
    expect(checkShell(script)).toEqual([]);
  });
});
