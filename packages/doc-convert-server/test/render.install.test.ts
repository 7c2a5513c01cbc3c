// Unpacking Chromium: the tar reader on the package's own archives and on hostile ones, a folder made once
// however many processes ask at the same time (and a lock whose holder died taken over), the fonts
// config, and the choice of the bundled NSS libraries.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync } from 'node:zlib';
import { fontConfig, writeFontConfig } from '../src/render/chromium/fonts';
import type { ChromiumFiles } from '../src/render/chromium/install';
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

/** A one-entry ustar archive, Brotli-compressed. */
function tarBr(name: string, content: string, type = '0'): string {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, 'utf8');
  header.write('0000644\0', 100);
  header.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  header.write('ustar\0', 257);
  const body = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512);
  body.write(content);
  const path = join(dir, `${Math.random().toString(36).slice(2)}.tar.br`);
  writeFileSync(path, brotliCompressSync(Buffer.concat([header, body, Buffer.alloc(1024)])));
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
    await extractTarBr(tarBr('a/b.txt', 'hello'), target);
    expect(readFileSync(join(target, 'a', 'b.txt'), 'utf8')).toBe('hello');
  });

  it('refuses an entry that would leave the target, and entry types it does not unpack', async () => {
    await expect(extractTarBr(tarBr('../escape.txt', 'x'), join(dir, 't1'))).rejects.toThrow(/outside/);
    expect(existsSync(join(dir, 'escape.txt'))).toBe(false);
    await expect(extractTarBr(tarBr('/etc/evil', 'x'), join(dir, 't2'))).rejects.toThrow(/outside/);
    await expect(extractTarBr(tarBr('link', '', '2'), join(dir, 't3'))).rejects.toThrow(/type 2/);
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

  it('leaves nothing in place when making fails, so the next attempt starts clean', async () => {
    const target = join(dir, 'failing');
    await expect(makeOnce(target, async () => Promise.reject(new Error('disk full')))).rejects.toThrow(
      'disk full',
    );
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.lock`)).toBe(false);
  });
});

describe('fonts', () => {
  it('lists only the given folders, and maps the CSS families onto the bundled fonts', () => {
    const xml = fontConfig(['/x/fonts', '/y/dejavu'], '/x/cache');
    expect(xml).toContain('<dir>/x/fonts</dir>');
    expect(xml).toContain('<dir>/y/dejavu</dir>');
    expect(xml).toContain('<cachedir>/x/cache</cachedir>');
    expect(xml).not.toMatch(/<include|\/usr\/share\/fonts/); // no system fonts
    expect(xml).toMatch(/<family>serif<\/family><prefer><family>DejaVu Serif<\/family>/);
    expect(xml).toMatch(/<family>Helvetica<\/family><prefer><family>Open Sans<\/family>/);
  });

  it('writes the config without DejaVu when it is not installed, and says so once', async () => {
    const said: string[] = [];
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      said.push(String(chunk));
      return true;
    });
    const files = { dir, fontsDir: join(dir, 'fonts') } as ChromiumFiles;
    const withDejavu = readFileSync(await writeFontConfig(files, '/somewhere/dejavu'), 'utf8');
    const without = readFileSync(await writeFontConfig(files, null), 'utf8');
    await writeFontConfig(files, null);
    stderr.mockRestore();
    expect(said).toEqual([
      'Doc Convert local server: dejavu-fonts-ttf is not installed: Chromium draws text with Open Sans alone (no DejaVu Serif or Mono)\n',
    ]);
    expect(withDejavu).toContain('/somewhere/dejavu');
    expect(without).not.toContain('dejavu');
    expect(without).toContain(`<dir>${join(dir, 'fonts')}</dir>`);
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
