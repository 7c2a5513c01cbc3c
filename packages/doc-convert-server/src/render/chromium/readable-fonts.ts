// The font files Chromium can read, and why it must never run without one.
//
// Chromium must never run with no font it can read: its browser process then aborts (SIGTRAP, "FATAL:
// …/SkFontMgr_FontConfigInterface.cpp:163] Not implemented.", on a thread-pool thread of the font service)
// as soon as a page lays out a form field sized from its font (an <input> or <textarea> without a width, a
// <select>), because Skia's FontConfigInterface font manager leaves the call that fallback then makes
// unimplemented. Any single readable font is enough to avoid it; a page cannot take fonts away, but the
// files can go under a running server (a temporary-folder cleaner, `npm ci`, a hand). So launch.ts starts
// no browser without a readable font (readableFonts), install.ts unpacks Chromium again when its Open Sans
// is gone, and the pool replaces a browser whose fonts went away before it opens another page.
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const FONT_FILE = /\.(ttf|otf|ttc)$/i;

/** True when the file can be read by this process (and so by the Chromium it starts). */
export function readable(path: string): boolean {
  try {
    accessSync(path, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** The font files fontconfig can read in `dirs`, sub-folders included (fontconfig scans those too). */
export function readableFonts(dirs: readonly string[]): string[] {
  const found: string[] = [];
  const visit = (dir: string, depth: number) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return; // gone, or not a folder
    }
    for (const name of names) {
      const path = join(dir, name);
      if (FONT_FILE.test(name)) {
        if (readable(path)) found.push(path);
      } else if (depth < 3 && isFolder(path)) visit(path, depth + 1);
    }
  };
  for (const dir of dirs) visit(dir, 0);
  return found;
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
