// The fonts Chromium sees. A bare machine has no system fonts, and Chromium then draws every glyph
// invisible; so FONTCONFIG_FILE points at a config that lists only the fonts that come with `npm ci`: Open
// Sans from @sparticuz/chromium and DejaVu (Sans, Serif, Mono: Latin, Greek, Cyrillic) from dejavu-fonts-ttf,
// found at run time, and Google's Noto for the scripts those lack (Chinese and Japanese, Korean, Devanagari,
// Thai, Arabic, Hebrew, emoji), packaged by Expo as one folder per weight: only the regular and bold folders
// are listed, so fontconfig sees the weights a document needs. Without DejaVu, Open Sans alone serves (said
// once); a missing Noto package leaves its script without glyphs (said once, and per page in
// X-Local-Missing-Glyphs). The CSS generic families and the common named ones map onto them, so `Helvetica`,
// `Georgia` or `monospace` all draw something sensible.
//
// Why Chromium must always have a font it can read is told in readable-fonts.ts.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { escapeHtml } from 'doc-convert/internal/rules';
import { rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { announceOnce } from '../announce';
import type { ChromiumFiles } from './install';
import { SCRIPT_FONTS } from './script-fonts';

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

/** The weight folders of the installed Noto packages; a package not installed is left out. */
export function scriptFontDirs(): string[] {
  const dirs: string[] = [];
  for (const font of SCRIPT_FONTS) {
    let root: string;
    try {
      root = dirname(require.resolve(`${font.package}/package.json`));
    } catch {
      continue;
    }
    for (const weight of font.weights) if (existsSync(join(root, weight))) dirs.push(join(root, weight));
  }
  return dirs;
}

/** Every folder of fonts Chromium is given: Open Sans, DejaVu when installed, the Noto weight folders. */
export function fontDirs(files: ChromiumFiles, dejavu: string | null, scripts: readonly string[]): string[] {
  return [files.fontsDir, ...(dejavu ? [dejavu] : []), ...scripts];
}

// After the Latin fonts in every list, for the characters those lack, but before DejaVu Sans, whose Arabic
// and Hebrew are partial; emoji last, so DejaVu's symbols keep their text style.
const SCRIPTS = SCRIPT_FONTS.map((font) => font.family).filter((family) => family !== 'Noto Emoji');
const SANS = ['Open Sans', ...SCRIPTS, 'DejaVu Sans', 'Noto Emoji'];
const SERIF = ['DejaVu Serif', 'Open Sans', ...SCRIPTS, 'DejaVu Sans', 'Noto Emoji'];
const MONO = ['DejaVu Sans Mono', 'Open Sans', ...SCRIPTS, 'DejaVu Sans', 'Noto Emoji'];
const FAMILIES: Record<string, string[]> = {
  'sans-serif': SANS,
  'system-ui': SANS,
  Helvetica: SANS,
  'Helvetica Neue': SANS,
  Arial: SANS,
  serif: SERIF,
  Times: SERIF,
  'Times New Roman': SERIF,
  Georgia: SERIF,
  monospace: MONO,
  Courier: MONO,
  'Courier New': MONO,
};

export function fontConfig(fontDirs: readonly string[], cacheDir: string): string {
  const aliases = Object.entries(FAMILIES).map(
    ([family, prefer]) =>
      `  <alias binding="strong"><family>${escapeHtml(family)}</family><prefer>${prefer
        .map((name) => `<family>${name}</family>`)
        .join('')}</prefer></alias>`,
  );
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<!-- Written by the Doc Convert local server: only the fonts npm ci installs. -->',
    '<fontconfig>',
    ...fontDirs.map((dir) => `  <dir>${escapeHtml(dir)}</dir>`),
    `  <cachedir>${escapeHtml(cacheDir)}</cachedir>`,
    // As fontconfig's own 49-sansserif.conf: a request naming no generic family (Chromium's search for a font
    // with a character the page's font lacks) ends in sans-serif, so its order below decides which font draws.
    '  <match target="pattern">',
    ...['sans-serif', 'serif', 'monospace'].map(
      (generic) => `    <test qual="all" name="family" compare="not_eq"><string>${generic}</string></test>`,
    ),
    '    <edit name="family" mode="append_last"><string>sans-serif</string></edit>',
    '  </match>',
    ...aliases,
    '</fontconfig>',
    '',
  ].join('\n');
}

/** Writes the config next to the unpacked Chromium (once per content) and returns its path; `null`: no DejaVu. */
export async function writeFontConfig(
  files: ChromiumFiles,
  dejavu: string | null = dejavuDir() ?? null,
  scripts: readonly string[] = scriptFontDirs(),
): Promise<string> {
  if (!scripts.length) {
    announceOnce(
      'the Noto fonts (@expo-google-fonts/noto-*) are not installed: Chinese, Japanese, Korean, Devanagari, Thai, Arabic, Hebrew and emoji draw no glyphs',
    );
  }
  if (!dejavu) {
    announceOnce(
      'dejavu-fonts-ttf is not installed: Chromium draws text with Open Sans alone (no DejaVu Serif or Mono)',
    );
  }
  const xml = fontConfig(fontDirs(files, dejavu, scripts), join(files.dir, 'fontconfig-cache'));
  const path = join(files.dir, `fonts-${createHash('sha256').update(xml).digest('hex').slice(0, 12)}.conf`);
  if (!existsSync(path)) {
    // Written aside and renamed: another process may be reading the same file.
    const partial = `${path}.${process.pid}`;
    await writeFile(partial, xml);
    await rename(partial, path);
  }
  return path;
}
