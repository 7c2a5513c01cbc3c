// The fontconfig file Chromium is given (render/chromium/fonts.ts): only the font folders it is handed, no
// system fonts, the CSS families mapped onto the bundled fonts with the script fonts between the Latin ones
// and DejaVu Sans, emoji last; and the file written without DejaVu when it is not installed, said once.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fontConfig, scriptFontDirs, writeFontConfig } from '../src/render/chromium/fonts';
import type { ChromiumFiles } from '../src/render/chromium/install';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'render-fonts-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('fontConfig', () => {
  it('lists only the given folders, and maps the CSS families onto the bundled fonts', () => {
    const xml = fontConfig(['/x/fonts', '/y/dejavu'], '/x/cache');
    expect(xml).toContain('<dir>/x/fonts</dir>');
    expect(xml).toContain('<dir>/y/dejavu</dir>');
    expect(xml).toContain('<cachedir>/x/cache</cachedir>');
    expect(xml).not.toMatch(/<include|\/usr\/share\/fonts/); // no system fonts
    expect(xml).toMatch(/<family>serif<\/family><prefer><family>DejaVu Serif<\/family>/);
    expect(xml).toMatch(/<family>Helvetica<\/family><prefer><family>Open Sans<\/family>/);
  });

  it('puts the script fonts after the Latin ones and before DejaVu Sans, emoji last', () => {
    const xml = fontConfig(scriptFontDirs(), '/x/cache');
    for (const dir of scriptFontDirs()) expect(xml).toContain(`<dir>${dir}</dir>`);
    expect(scriptFontDirs().some((dir) => dir.endsWith('700Bold'))).toBe(true);
    expect(scriptFontDirs().some((dir) => /noto-sans-sc.700Bold/.test(dir))).toBe(false);
    expect(xml).toMatch(
      /<family>sans-serif<\/family><prefer><family>Open Sans<\/family><family>Noto Sans SC<\/family>.*<family>DejaVu Sans<\/family><family>Noto Emoji<\/family><\/prefer>/,
    );
  });
});

describe('writeFontConfig', () => {
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
