// `npm test` (doc-convert-jest, src/jest/run-jest.mjs) fails a run that Jest could not end by itself: a test that passes but leaves
// a timer, socket, server or browser open keeps Jest alive after its summary, and a suite that passes that way
// is not passing. Shown on two one-test suites in ./fixtures/jest-exit, run by the real script in a child.
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

const FIXTURES = resolve(import.meta.dirname, 'fixtures/jest-exit');
const RUNNER = resolve(import.meta.dirname, '..', 'src', 'jest', 'run-jest.mjs');

/** Runs `npm test`'s script on one fixture; answers its exit code and output. */
function npmTest(fixture: string, ...extra: string[]): Promise<{ code: number; output: string }> {
  const config = JSON.stringify({ rootDir: FIXTURES, testMatch: [`**/${fixture}`], transform: {} });
  return new Promise((done) => {
    execFile(
      process.execPath,
      [RUNNER, '--config', config, ...extra],
      { env: { ...process.env, FORCE_COLOR: '0' } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    );
  });
}

describe('npm test', () => {
  it('passes a run whose tests close what they open', async () => {
    const { code, output } = await npmTest('clean.check.mjs');
    expect(output).toContain('Tests:       1 passed, 1 total');
    expect(output).not.toContain('npm test failed');
    expect(code).toBe(0);
  });

  it('fails a passing run that Jest cannot end by itself, and stops Jest instead of waiting for ever', async () => {
    const { code, output } = await npmTest('leaks.check.mjs');
    expect(output).toContain('Tests:       1 passed, 1 total');
    expect(output).toContain('Jest did not exit one second after the test run has completed');
    expect(output).toContain('npm test failed: Jest did not exit by itself');
    expect(output).toContain('npm test -- --detectOpenHandles');
    expect(code).toBe(1);
  });

  it('fails a run that Jest had to force', async () => {
    const { code, output } = await npmTest('clean.check.mjs', '--forceExit');
    expect(output).toContain('Tests:       1 passed, 1 total');
    expect(output).toContain('npm test failed: Jest had to be forced');
    expect(code).toBe(1);
  });
});
