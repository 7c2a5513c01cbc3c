// `npm run server` as a user meets it: it prints the base URL, the port option, the renderer, every API key
// of the scenario with what it is for (and each key behaves as printed), the templates and credits it starts
// with, and how to reset the state; SIGINT or SIGTERM stops it, whether npm or the server's own process gets
// the signal, and nothing is left running.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { DISABLED_KEY, MASTER_KEY, SANDBOX_KEY } from '../src/index';

let child: ChildProcess;
let banner = '';
let exited: Promise<number | null>;

beforeAll(async () => {
  child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '..', 'src', 'cli.ts'), '--renderer', 'text'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      if (banner.includes('to stop.')) resolve();
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

  it('prints the port and how to choose it', () => {
    const port = /127\.0\.0\.1:(\d+)\/v3/.exec(banner)![1];
    expect(banner).toContain(`  port:      ${port} (--port N or PORT=N picks it; default: any free port)`);
  });

  it('prints the templates and credits the state starts with', () => {
    expect(banner).toContain(
      '  templates: invoice, receipt, monthly-report (stored already: creating one of these slugs is refused; update or delete it)',
    );
    expect(banner).toContain('  credits:   120 of 2500 used, 2380 left');
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

/** Starts `npm run server` as a user does; resolves with npm's process and the server's pid once it serves. */
async function npmRunServer(): Promise<{ npm: ChildProcess; serverPid: number; output: () => string }> {
  const npm = spawn('npm', ['run', 'server', '--', '--renderer', 'text'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    npm.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('to stop.')) resolve();
    });
    npm.once('exit', (code) => reject(new Error(`npm exited with ${code}: ${output}`)));
  });
  return { npm, serverPid: Number(/pid:\s+(\d+)/.exec(output)![1]), output: () => output };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (alive(pid)) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

describe('npm run server stops on a signal, whichever process gets it', () => {
  it.each([
    ['SIGTERM', 'npm'],
    ['SIGINT', 'npm'],
    ['SIGTERM', 'the server'],
  ] as const)(
    '%s to %s: the server closes and no process is left',
    async (signal, target) => {
      const { npm, serverPid, output } = await npmRunServer();
      const npmExited = new Promise((resolve) => npm.once('exit', resolve));
      try {
        expect(serverPid).not.toBe(npm.pid);
        if (target === 'npm') npm.kill(signal);
        else process.kill(serverPid, signal);
        expect(await gone(serverPid, 10_000)).toBe(true);
        await npmExited;
        expect(output()).toContain(`${signal}: closing`);
      } finally {
        if (alive(serverPid)) process.kill(serverPid, 'SIGKILL');
        if (npm.exitCode === null) npm.kill('SIGKILL');
      }
    },
    60_000,
  );
});
