// The GitHub workflows: actionlint (npm run lint:workflows) really finds errors, passes ours, and the workflows do
// what the release process relies on: CI runs .ci/run on Node 22 and 24 with the package tests on the job's Node;
// a version tag publishes the four packages with provenance only when the tag is the version, then moves the
// Action's major tag.
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const workflow = (name: string) => readFileSync(join(root, '.github', 'workflows', name), 'utf8');

function lint(files: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [join(root, 'build', 'lint-workflows.mjs'), ...files],
      { cwd: root, timeout: 60_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

describe('npm run lint:workflows (actionlint as WebAssembly)', () => {
  it('finds a wrong trigger key, a missing job, an unknown context property and an unknown action input', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doc-convert-actionlint-'));
    try {
      const file = join(dir, 'broken.yml');
      writeFileSync(
        file,
        [
          'on:',
          '  push:',
          '    branch: main',
          'jobs:',
          '  test:',
          '    runs-on: ubuntu-latest',
          '    needs: [build]',
          '    steps:',
          '      - uses: actions/setup-node@v4',
          '        with:',
          '          node-versio: 24',
          '      - run: echo "${{ github.nonexistent }}"',
          '',
        ].join('\n'),
      );
      const { code, output } = await lint([file]);
      expect(code).toBe(1);
      expect(output).toMatch(/broken\.yml:3:5: unexpected key "branch" for "push" section.*\[syntax-check\]/);
      expect(output).toMatch(
        /broken\.yml:5:3: job "test" needs job "build" which does not exist.*\[job-needs\]/,
      );
      expect(output).toMatch(/broken\.yml:11:11: input "node-versio" is not defined in action.*\[action\]/);
      expect(output).toMatch(/broken\.yml:12:\d+: property "nonexistent" is not defined.*\[expression\]/);
      expect(output).toContain('actionlint: 4 finding(s) in 1 workflow(s)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("passes this repository's workflows and the README's example workflows", async () => {
    const { code, output } = await lint([]);
    // .github/workflows (ci, release) and examples/github (workflow, site-book, site-cache, site-matrix,
    // site-release, docs-book, review).
    expect(output).toContain('actionlint: 0 finding(s) in 9 workflow(s)');
    expect(code).toBe(0);
  }, 60_000);
});

describe('ci.yml', () => {
  const ci = workflow('ci.yml');

  it('runs .ci/run on Node 22 and 24, the package tests on that Node', () => {
    expect(ci).toMatch(/matrix:\s+node: \[22, 24\]/);
    expect(ci).toMatch(/node-version: \$\{\{ matrix\.node \}\}/);
    expect(ci).toContain('echo "DOC_CONVERT_CONSUMER_NODE=$(command -v node)" >> "$GITHUB_ENV"');
    expect(ci).toMatch(/^ {6}- run: \.ci\/run$/m);
  });
});

describe('release.yml', () => {
  const release = workflow('release.yml');
  const steps = release.split(/\n {6}- /);
  const at = (text: string) => steps.findIndex((step) => step.includes(text));

  it('runs on a version tag with the permissions provenance and the major tag need', () => {
    expect(release).toMatch(/on:\s+push:\s+tags: \['v\*'\]/);
    expect(release).toMatch(/permissions:\s+contents: write.*\s+id-token: write/);
  });

  it('refuses a tag that is not the version, then checks everything before it publishes', () => {
    expect(release).toContain('if [ "$GITHUB_REF_NAME" != "v$version" ]; then');
    expect(at('The tag is the version')).toBeGreaterThan(0);
    expect(at('The tag is the version')).toBeLessThan(at('run: .ci/run'));
    expect(at('run: .ci/run')).toBeLessThan(at('npm publish'));
  });

  it('publishes the four tarballs with provenance, the client before the server, then moves the major tag', () => {
    expect(release).toContain('for face in library server n8n mcp; do');
    // npm reads `dist-packages/x.tgz` as the GitHub repository dist-packages/x.tgz; `./` makes it a file.
    expect(release).toContain('tarball="./dist-packages/$(node -p');
    expect(release).toContain('npm publish "$tarball" --provenance --access public');
    expect(release).toContain('major="v${VERSION%%.*}"');
    expect(release).toContain('git push --force origin "refs/tags/$major"');
    expect(at('npm publish')).toBeLessThan(at('git push --force'));
  });
});
