// `doc-convert-server --pdf-pad SIZE`: the big PDF answers an operator needs to try a client's limits (n8n's
// binary-data modes refuse 256 MiB in database mode, 384 MiB in memory mode). Every PDF answer is SIZE bigger,
// the banner says so, padding picks the text renderer (the one that pads), and a size that is not one, or
// Chromium named beside it, stops the CLI with the rule before anything listens.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SANDBOX_KEY } from '../src/index';

const CLI = join(import.meta.dirname, '..', 'src', 'cli.ts');

/** The CLI with `args`, without a renderer or padding from this process's environment. */
function cli(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const { DOC_CONVERT_RENDERER: _renderer, DOC_CONVERT_PDF_PAD: _pad, ...rest } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...rest, ...env },
  });
}

/** Runs the CLI to its end: its exit code and what it printed. */
async function runToEnd(args: string[], env?: NodeJS.ProcessEnv) {
  const child = cli(args, env);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  return { code, output };
}

describe('--pdf-pad 2MiB', () => {
  let child: ChildProcess;
  let banner = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    child = cli(['--pdf-pad', '2MiB']);
    exited = new Promise((done) => child.once('exit', done));
    await new Promise<void>((ready, fail) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        banner += chunk.toString();
        if (banner.includes('to stop.')) ready();
      });
      child.once('exit', (code) => fail(new Error(`the server exited with ${code}: ${banner}`)));
    });
  }, 30_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  });

  it('says so, and serves with the text renderer, the one that pads', () => {
    expect(banner).toContain('  PDFs:      every PDF answer 2,097,152 bytes (2.0 MiB) bigger, streamed');
    expect(banner).toMatch(/renderer:\s+text: /);
  });

  it('answers every PDF that much bigger, a whole PDF still', async () => {
    const baseUrl = /base URL:\s+(\S+)/.exec(banner)![1];
    const answer = await fetch(`${baseUrl}/convert/pdf`, {
      method: 'POST',
      headers: { 'X-API-Key': SANDBOX_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ source: '<h1>A big answer</h1>', sandbox: true }),
    });
    expect(answer.status).toBe(200);
    const pdf = Buffer.from(await answer.arrayBuffer());
    expect(Number(answer.headers.get('content-length'))).toBe(pdf.length);
    expect(pdf.length).toBeGreaterThan(2 * 2 ** 20);
    expect(pdf.length).toBeLessThan(2 * 2 ** 20 + 64 * 1024);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString().trim()).toBe('%%EOF');
  });

  it('stops on SIGTERM', async () => {
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('--pdf-pad refused before anything listens', () => {
  it('names the rule for a size that is not one', async () => {
    const { code, output } = await runToEnd(['--pdf-pad', 'lots']);
    expect(code).toBe(1);
    expect(output).toContain(
      '--pdf-pad must be a size such as 80MiB, 600MB or 268435456 (bytes), got "lots"',
    );
    expect(output).not.toContain('listening');
  });

  it('with Chromium named: Chromium’s PDFs are not padded', async () => {
    const { code, output } = await runToEnd(['--renderer', 'chromium'], { DOC_CONVERT_PDF_PAD: '80MiB' });
    expect(code).toBe(1);
    expect(output).toContain("DOC_CONVERT_PDF_PAD needs the text renderer: Chromium's PDFs are not padded");
    expect(output).not.toContain('Starting Chromium');
  });
});
