// The committed bundle is what the sources build: test/action/dist-check.ts rebuilds action/dist into a
// temporary folder with the Action's tsup config and compares every file byte for byte.
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import path from 'node:path';

describe('action/dist', () => {
  it('matches a fresh build byte for byte', async () => {
    // tsx's own CLI under this Node (24), whatever `node` the PATH would find.
    const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
    const result = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [tsx, 'test/action/dist-check.ts'],
        { timeout: 120_000 },
        (error, stdout, stderr) => resolve({ code: error ? 1 : 0, output: stdout + stderr }),
      );
    });
    expect(result.output).toMatch(/^action\/dist matches a fresh build \(\d+ files\)\.\n$/);
    expect(result.code).toBe(0);
  }, 120_000);
});
