// The bundled headless shell's font crash, found and kept out of reach. Chromium's browser process aborts
// ("FATAL:…/SkFontMgr_FontConfigInterface.cpp:163] Not implemented.", SIGTRAP) when a page lays out a form
// field sized from its font (<input>, <textarea>, <select>) while fontconfig resolves no readable font at
// all: shown here on the bundled binary, next to the same page drawn with Open Sans alone. Any readable font
// avoids it, and a page cannot take fonts away; so no browser starts without one, and a browser whose font
// files were deleted under it is replaced before its next page. One that aborts all the same is started
// again and the conversion renders on the new one. Pages with every kind of form field, in fonts and
// scripts we lack, render on one browser. Every browser started here is closed here.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { createChromiumRenderer, type ChromiumRenderer } from '../src/render/chromium';
import { fontConfig } from '../src/render/chromium/fonts';
import { readableFonts } from '../src/render/chromium/readable-fonts';
import { installChromium, type ChromiumFiles } from '../src/render/chromium/install';
import { launchChromium } from '../src/render/chromium/launch';
import { BrowserPool, type Session } from '../src/render/chromium/pool';
import { killSession } from '../src/render/chromium/processes';
import type { RenderJob } from '../src/render/renderer';
import { pageTexts } from '@doc-convert/testing/pdf';

let work: string;
let files: ChromiumFiles;
const started: Browser[] = [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'doc-convert-fonts-'));
  files = await installChromium();
});

afterAll(async () => {
  for (const browser of started) {
    const pid = browser.process()?.pid;
    await browser.close().catch(() => undefined);
    if (pid) await killSession(pid); // the renderers an aborted browser left behind
  }
  rmSync(work, { recursive: true, force: true });
});

let configs = 0;

/** The bundled Chromium with a fontconfig that lists `fontsDir` only; its stderr is kept. */
async function startWithFonts(fontsDir: string): Promise<{ browser: Browser; stderr: () => string }> {
  const conf = join(work, `fonts-${++configs}.conf`);
  writeFileSync(conf, fontConfig([fontsDir], join(work, `cache-${configs}`)));
  const browser = await puppeteer.launch({
    executablePath: files.executable,
    headless: 'shell',
    pipe: true,
    args: [
      '--no-sandbox',
      '--no-zygote',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--proxy-server=http://127.0.0.1:1',
    ],
    env: { ...process.env, FONTCONFIG_FILE: conf } as Record<string, string>,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  started.push(browser);
  let stderr = '';
  browser.process()?.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { browser, stderr: () => stderr };
}

/** A copy of Open Sans in a folder of its own (deleted by some tests). */
function openSansCopy(): string {
  const dir = join(work, `open-sans-${++configs}`);
  cpSync(files.fontsDir, dir, { recursive: true });
  return dir;
}

/** Resolves with the browser process's signal once it has exited. */
function exited(browser: Browser): Promise<NodeJS.Signals | null> {
  const child = browser.process()!;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) => child.once('exit', (_, signal) => resolve(signal)));
}

const ABORT = /FATAL:[^\n]*SkFontMgr_FontConfigInterface\.cpp:\d+\] Not implemented/;
const FORM = '<input value=a><textarea></textarea><select><option>b</option></select>';
const fields = (session: Session, html: string) =>
  session.page
    .setContent(html)
    .then(() => session.page.evaluate("document.querySelectorAll('input, textarea, select').length"));
const limits = { deadlineMs: 30_000, overrun: () => new Error('overran') };

describe('the trigger', () => {
  it('is a form field laid out by a browser that can read no font: the browser process aborts', async () => {
    const none = await startWithFonts(join(work, 'no-such-folder'));
    const page = await none.browser.newPage();
    await page.setContent('<p>text alone is drawn invisibly</p>');
    expect(none.browser.connected).toBe(true);
    await page.setContent('<input value=a>').catch(() => undefined);
    expect(await exited(none.browser)).toBe('SIGTRAP');
    expect(none.stderr()).toMatch(ABORT);

    const one = await startWithFonts(openSansCopy());
    const drawn = await one.browser.newPage();
    await drawn.setContent(FORM);
    expect(await drawn.evaluate("document.querySelector('input').offsetWidth")).toBeGreaterThan(0);
    expect(one.browser.connected).toBe(true);
    expect(one.stderr()).not.toMatch(ABORT);
  });

  it('has no way in from a server that checks its fonts: every font folder is looked into, sub-folders too', () => {
    expect(readableFonts([files.fontsDir]).some((path) => path.endsWith('OpenSans-Regular.ttf'))).toBe(true);
    const empty = join(work, 'empty');
    mkdirSync(join(empty, 'sub'), { recursive: true });
    writeFileSync(join(empty, 'sub', 'readme.txt'), 'no font here');
    expect(readableFonts([empty, join(work, 'no-such-folder')])).toEqual([]);
  });
});

describe('the pool', () => {
  it('replaces a browser whose font files were deleted under it before it opens another page', async () => {
    const fontsDir = openSansCopy();
    let first: { browser: Browser; stderr: () => string } | undefined;
    const pool = new BrowserPool(async () => {
      if (first) return launchChromium();
      first = await startWithFonts(fontsDir);
      return { browser: first.browser, files, fontsReadable: () => readableFonts([fontsDir]).length > 0 };
    }, 1);
    try {
      expect(await pool.use((session) => fields(session, FORM), limits)).toBe(3);
      const before = await pool.pid();
      rmSync(fontsDir, { recursive: true });
      // A style the first browser never matched: it would have asked fontconfig, and found nothing.
      const page = `<input style="font: italic 700 13px NoSuchFont" value=c>${FORM}`;
      expect(await pool.use((session) => fields(session, page), limits)).toBe(4);
      expect(await pool.pid()).not.toBe(before);
      expect(await exited(first!.browser)).toBeNull(); // closed, not aborted
      expect(first!.stderr()).not.toMatch(ABORT);
    } finally {
      await pool.close();
    }
  });

  it('starts a browser again after the abort, and the conversion it interrupted renders on the new one', async () => {
    let aborting: { browser: Browser; stderr: () => string } | undefined;
    let launches = 0;
    // The first browser can read no font and is not checked: as one whose files went unnoticed.
    const pool = new BrowserPool(async () => {
      launches += 1;
      if (aborting) return launchChromium();
      aborting = await startWithFonts(join(work, 'no-such-folder'));
      return { browser: aborting.browser, files };
    }, 1);
    try {
      expect(await pool.use((session) => fields(session, FORM), limits)).toBe(3);
      expect(await exited(aborting!.browser)).toBe('SIGTRAP');
      expect(aborting!.stderr()).toMatch(ABORT);
      expect(launches).toBe(2);
      expect(await pool.use((session) => fields(session, FORM), limits)).toBe(3); // and it stays up
      expect(launches).toBe(2);
    } finally {
      await pool.close();
    }
  });
});

describe('pages with form fields', () => {
  let renderer: ChromiumRenderer;
  const context = { origin: 'http://127.0.0.1:9', signal: new AbortController().signal };

  beforeAll(() => {
    renderer = createChromiumRenderer();
  });

  afterAll(async () => {
    await renderer.close();
  });

  const PAGES: Record<string, string> = {
    'every input type': [
      'text',
      'search',
      'email',
      'url',
      'tel',
      'password',
      'number',
      'date',
      'time',
      'datetime-local',
      'month',
      'week',
      'color',
      'range',
      'file',
      'checkbox',
      'radio',
      'submit',
      'reset',
      'image',
    ]
      .map((type) => `<input type="${type}" value="ༀ 1">`)
      .join(''),
    'text fields in fonts and scripts we lack': `<input style="font:italic 900 13px NoSuchFont" value="ༀ Ꭰ 😀" placeholder="ༀ"><textarea style="font-family:system-ui,emoji,math,fangsong">ༀ Ꭰ 中 😀</textarea><input style="font:-webkit-small-control" size=40><input list=l><datalist id=l><option>ༀ</option></datalist>`,
    'selects and fields in frames': `<select multiple style="font-family:ui-monospace"><option>ༀ</option><optgroup label="Ꭰ"><option>😀</option></optgroup></select><select style="font:caption"><option>ༀ Ꭰ</option></select><iframe srcdoc="<input value=ༀ><select><option>Ꭰ</option></select><textarea>中</textarea>"></iframe>`,
  };

  it.each(Object.entries(PAGES))('renders %s, on the same browser', async (_, fieldsHtml) => {
    const render = (source: string) =>
      renderer.render({ kind: 'pdf', options: { source, timeout: 30 } } as RenderJob, context);
    await render('<p>warm</p>');
    const before = await renderer.browserPid();
    const rendered = await render(`<form>${fieldsHtml}</form><p>after the fields</p>`);
    const chunks: Buffer[] = [];
    for await (const chunk of rendered.body.chunks()) chunks.push(chunk);
    expect((await pageTexts(Buffer.concat(chunks))).join('')).toContain('after the fields');
    expect(await renderer.browserPid()).toBe(before);
  });
});
