// The fonts Chromium sees. A bare machine has no system fonts, and Chromium then draws every glyph
// invisible; so FONTCONFIG_FILE points at a config that lists only the fonts that come with `npm ci`: Open
// Sans from @sparticuz/chromium and DejaVu (Sans, Serif, Mono: Latin, Greek, Cyrillic) from dejavu-fonts-ttf,
// found at run time. Without DejaVu, Open Sans alone serves (said once). The CSS generic families and the
// common named ones map onto them, so `Helvetica`, `Georgia` or `monospace` all draw something sensible.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { announceOnce } from '../announce';
import type { ChromiumFiles } from './install';

const require = createRequire(import.meta.url);

/** The folder of DejaVu's .ttf files, or undefined when dejavu-fonts-ttf is not installed. */
export function dejavuDir(): string | undefined {
  try {
    const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    return existsSync(dir) ? dir : undefined;
  } catch {
    return undefined;
  }
}

const SANS = ['Open Sans', 'DejaVu Sans'];
const FAMILIES: Record<string, string[]> = {
  'sans-serif': SANS,
  'system-ui': SANS,
  Helvetica: SANS,
  'Helvetica Neue': SANS,
  Arial: SANS,
  serif: ['DejaVu Serif', 'Open Sans'],
  Times: ['DejaVu Serif', 'Open Sans'],
  'Times New Roman': ['DejaVu Serif', 'Open Sans'],
  Georgia: ['DejaVu Serif', 'Open Sans'],
  monospace: ['DejaVu Sans Mono', 'Open Sans'],
  Courier: ['DejaVu Sans Mono', 'Open Sans'],
  'Courier New': ['DejaVu Sans Mono', 'Open Sans'],
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function fontConfig(fontDirs: readonly string[], cacheDir: string): string {
  const aliases = Object.entries(FAMILIES).map(
    ([family, prefer]) =>
      `  <alias binding="strong"><family>${escape(family)}</family><prefer>${prefer
        .map((name) => `<family>${name}</family>`)
        .join('')}</prefer></alias>`,
  );
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<!-- Written by the Doc Convert local server: only the fonts npm ci installs. -->',
    '<fontconfig>',
    ...fontDirs.map((dir) => `  <dir>${escape(dir)}</dir>`),
    `  <cachedir>${escape(cacheDir)}</cachedir>`,
    ...aliases,
    '</fontconfig>',
    '',
  ].join('\n');
}

/** Writes the config next to the unpacked Chromium (once per content) and returns its path; `null`: no DejaVu. */
export async function writeFontConfig(
  files: ChromiumFiles,
  dejavu: string | null = dejavuDir() ?? null,
): Promise<string> {
  if (!dejavu) {
    announceOnce(
      'dejavu-fonts-ttf is not installed: Chromium draws text with Open Sans alone (no DejaVu Serif or Mono)',
    );
  }
  const dirs = dejavu ? [files.fontsDir, dejavu] : [files.fontsDir];
  const xml = fontConfig(dirs, join(files.dir, 'fontconfig-cache'));
  const path = join(files.dir, `fonts-${createHash('sha256').update(xml).digest('hex').slice(0, 12)}.conf`);
  if (!existsSync(path)) {
    // Written aside and renamed: another process may be reading the same file.
    const partial = `${path}.${process.pid}`;
    await writeFile(partial, xml);
    await rename(partial, path);
  }
  return path;
}
