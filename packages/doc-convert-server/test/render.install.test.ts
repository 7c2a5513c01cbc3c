// Unpacking Chromium: the tar extraction on the package's own archives and on hostile ones, a folder made once
// however many processes ask at the same time (and a lock whose holder died taken over), and the choice of
// the bundled NSS libraries. The fontconfig file written beside it is in render.fonts.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync } from 'node:zlib';
import { pack, type Pack } from 'tar-stream';
import { LINKED_LIBRARIES, systemHasLibraries } from '../src/render/chromium/launch';
import { makeOnce } from '../src/render/chromium/make-once';
import { extractTarBr } from '../src/render/chromium/tar';

const require = createRequire(import.meta.url);
const bin = join(dirname(require.resolve('@sparticuz/chromium')), '..', 'bin');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'render-install-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** An archive of these entries, written by tar-stream's packer as `tar` would, Brotli-compressed. */
async function tarBr(
  ...entries: { header: Parameters<Pack['entry']>[0]; content?: string }[]
): Promise<string> {
  const packer = pack();
  for (const { header, content } of entries) packer.entry(header, content ?? '');
  packer.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of packer) chunks.push(chunk as Buffer);
  const path = join(dir, `${Math.random().toString(36).slice(2)}.tar.br`);
  writeFileSync(path, brotliCompressSync(Buffer.concat(chunks)));
  return path;
}

describe('extractTarBr', () => {
  it("unpacks @sparticuz/chromium's fonts and libraries", async () => {
    const target = join(dir, 'unpacked');
    await extractTarBr(join(bin, 'fonts.tar.br'), target);
    await extractTarBr(join(bin, 'al2023.tar.br'), target);
    expect(statSync(join(target, 'fonts', 'Open_Sans', 'OpenSans-Regular.ttf')).size).toBeGreaterThan(
      100_000,
    );
    for (const name of LINKED_LIBRARIES) expect(existsSync(join(target, 'lib', name))).toBe(true);
    expect(statSync(join(target, 'lib', 'libnss3.so')).mode & 0o111).not.toBe(0); // executable bits kept
  });

  it('writes a file with its content', async () => {
    const target = join(dir, 'plain');
    await extractTarBr(await tarBr({ header: { name: 'a/b.txt' }, content: 'hello' }), target);
    expect(readFileSync(join(target, 'a', 'b.txt'), 'utf8')).toBe('hello');
  });

  it('keeps permission bits but not setuid, and reads a name longer than a ustar header holds', async () => {
    const target = join(dir, 'modes');
    const long = `${'folder-'.repeat(20)}/${'x'.repeat(120)}.so`; // a pax header carries it
    await extractTarBr(
      await tarBr(
        { header: { name: 'run.sh', mode: 0o4750 }, content: '#!/bin/sh' },
        { header: { name: long, mode: 0o644 }, content: 'long' },
      ),
      target,
    );
    const { mode } = statSync(join(target, 'run.sh'));
    expect(mode & 0o700).toBe(0o700); // the owner's bits, which no umask takes away
    expect(mode & 0o7000).toBe(0); // no setuid, setgid or sticky
    expect(readFileSync(join(target, long), 'utf8')).toBe('long');
  });

  it('refuses an entry that would leave the target, and entry types it does not unpack', async () => {
    const escaping = await tarBr({ header: { name: '../escape.txt' }, content: 'x' });
    await expect(extractTarBr(escaping, join(dir, 't1'))).rejects.toThrow(/outside/);
    expect(existsSync(join(dir, 'escape.txt'))).toBe(false);
    const absolute = await tarBr({ header: { name: '/etc/evil' }, content: 'x' });
    await expect(extractTarBr(absolute, join(dir, 't2'))).rejects.toThrow(/outside/);
    const link = await tarBr({ header: { name: 'link', type: 'symlink', linkname: '/etc/passwd' } });
    await expect(extractTarBr(link, join(dir, 't3'))).rejects.toThrow(/"link" is a symlink/);
    expect(existsSync(join(dir, 't3', 'link'))).toBe(false);
    const hardLink = await tarBr({ header: { name: 'hard', type: 'link', linkname: 'a' } });
    await expect(extractTarBr(hardLink, join(dir, 't4'))).rejects.toThrow(/"hard" is a link/);
  });
});

describe('makeOnce', () => {
  it('makes the folder once when many ask at the same time', async () => {
    const target = join(dir, 'once');
    let made = 0;
    await Promise.all(
      Array.from({ length: 5 }, () =>
        makeOnce(target, async (partial) => {
          made += 1;
          mkdirSync(partial);
          await sleep(50);
          writeFileSync(join(partial, 'done'), 'yes');
        }),
      ),
    );
    expect(made).toBe(1);
    expect(readFileSync(join(target, 'done'), 'utf8')).toBe('yes');
    expect(existsSync(`${target}.lock`)).toBe(false);
  });

  it('takes over a lock whose holder died, and clears its half-made folder', async () => {
    const target = join(dir, 'taken-over');
    mkdirSync(`${target}.lock`);
    writeFileSync(join(`${target}.lock`, 'owner'), '2147483646'); // no such process
    mkdirSync(`${target}.partial-2147483646`);
    await makeOnce(target, async (partial) => {
      mkdirSync(partial);
      writeFileSync(join(partial, 'done'), 'yes');
    });
    expect(existsSync(join(target, 'done'))).toBe(true);
    expect(existsSync(`${target}.partial-2147483646`)).toBe(false);
  });

  it('waits for a live holder, and gives up after the timeout', async () => {
    const target = join(dir, 'held');
    mkdirSync(`${target}.lock`);
    writeFileSync(join(`${target}.lock`, 'owner'), String(process.pid));
    await expect(makeOnce(target, async () => undefined, 300)).rejects.toThrow(/gave up waiting/);
  });

  it('waits for a young lock whose owner file is still empty (being written), never taking it over', async () => {
    const target = join(dir, 'being-set-up');
    mkdirSync(`${target}.lock`);
    writeFileSync(join(`${target}.lock`, 'owner'), '');
    let made = 0;
    await expect(
      makeOnce(
        target,
        async () => {
          made += 1;
        },
        300,
      ),
    ).rejects.toThrow(/gave up waiting/);
    expect(made).toBe(0);
  });

  it('leaves nothing in place when making fails, so the next attempt starts clean', async () => {
    const target = join(dir, 'failing');
    await expect(makeOnce(target, async () => Promise.reject(new Error('disk full')))).rejects.toThrow(
      'disk full',
    );
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.lock`)).toBe(false);
  });
});

describe('systemHasLibraries', () => {
  it('is true only when every library Chromium links is found', () => {
    const libs = join(dir, 'libs');
    mkdirSync(libs);
    for (const name of LINKED_LIBRARIES.slice(1)) writeFileSync(join(libs, name), '');
    expect(systemHasLibraries([libs])).toBe(false); // libnss3.so missing
    writeFileSync(join(libs, LINKED_LIBRARIES[0]), '');
    expect(systemHasLibraries([libs])).toBe(true);
    expect(systemHasLibraries([join(dir, 'nowhere')])).toBe(false);
  });
});
