// `npm run server` as a user meets it: it prints the base URL, the renderer, every API key of the scenario
// with what it is for (and each key behaves as printed), and how to reset the state; Ctrl+C stops it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { DISABLED_KEY, MASTER_KEY, SANDBOX_KEY } from '../../server/index';

let child: ChildProcess;
let banner = '';
let exited: Promise<number | null>;

beforeAll(async () => {
  child = spawn(
    process.execPath,
    ['--import', 'tsx', join(process.cwd(), 'server', 'cli.ts'), '--renderer', 'text'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      if (banner.includes('Ctrl+C to stop.')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${banner}`)));
  });
}, 30_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await exited;
});

const baseUrl = () => /base URL:\s+(\S+)/.exec(banner)![1];

describe('npm run server', () => {
  it('prints where it listens and which renderer serves', () => {
    expect(baseUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v3$/);
    expect(banner).toContain('renderer:  text: chosen (renderer option: text)');
    expect(banner).toContain('--renderer chromium|text or DOC_CONVERT_RENDERER chooses');
  });

  it('prints every key of the scenario with what it is for', () => {
    expect(banner).toMatch(new RegExp(`${SANDBOX_KEY}\\s+Sandbox key: active; the everyday key`));
    expect(banner).toMatch(
      new RegExp(`${MASTER_KEY}\\s+Master key: active master key; apiKeys.enable refuses it with 403`),
    );
    expect(banner).toMatch(
      new RegExp(`${DISABLED_KEY}\\s+Old CI key: disabled \\(401\\) until apiKeys.enable`),
    );
  });

  it('says how to reset the state', () => {
    expect(banner).toMatch(/state:\s+in memory only .*; to reset it, stop the\s+server and start it again/);
  });

  it('serves each key as it says', async () => {
    const get = (key: string) => fetch(`${baseUrl()}/credits/usage`, { headers: { 'X-API-Key': key } });
    expect((await get(SANDBOX_KEY)).status).toBe(200);
    expect((await get(MASTER_KEY)).status).toBe(200);
    expect((await get(DISABLED_KEY)).status).toBe(401);
    const enable = (key: string) =>
      fetch(`${baseUrl()}/account/api/${key}/enable`, {
        method: 'POST',
        headers: { 'X-API-Key': SANDBOX_KEY },
      });
    expect((await enable(MASTER_KEY)).status).toBe(403);
    expect((await enable(DISABLED_KEY)).status).toBe(200);
    expect((await get(DISABLED_KEY)).status).toBe(200);
  });

  it('stops on Ctrl+C (SIGINT) with exit code 0', async () => {
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(banner).toContain('SIGINT: closing');
  });
});
