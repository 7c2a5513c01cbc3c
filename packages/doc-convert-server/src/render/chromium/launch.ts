// Starts one headless Chromium for a server. puppeteer-core and @sparticuz/chromium are loaded here, with
// import(), so that the server runs (on the text renderer) where they are not installed. The browser runs
// without a sandbox (it runs as root on CI machines and Lambda alike) and with everything that would
// reach the network on its own turned off: the machine may have no internet, and a page must load nothing
// the network guard did not let through. The bundled NSS libraries are used only where the system lacks
// them (LD_LIBRARY_PATH would otherwise override the system's copies).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { dejavuDir, fontDirs, scriptFontDirs, writeFontConfig } from './fonts';
import { installChromium, type ChromiumFiles } from './install';
import { DEFAULT_MEMORY_LIMIT_MB, heapFlag } from './memory';
import { readable, readableFonts } from './readable-fonts';

/** Chromium's flags: headless, no sandbox, nothing in the background, no network of its own. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--no-zygote',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-breakpad',
  '--disable-crash-reporter',
  '--no-first-run',
  '--no-default-browser-check',
  '--no-pings',
  '--metrics-recording-only',
  '--mute-audio',
  '--hide-scrollbars',
  '--font-render-hinting=none',
  // window.open and target=_blank open nothing (headless shell's switch): 200 window.open calls each opened a
  // page in the conversion's context and held it past its 30 s load deadline.
  '--block-new-web-contents',
  // A proxy that does not exist, loopback included (`<-loopback>`): the browser itself reaches nothing.
  // Each conversion's context has a proxy of its own, its gate (gate.ts), which it cannot bypass either.
  '--proxy-server=http://127.0.0.1:1',
  '--proxy-bypass-list=<-loopback>',
  // WebRTC sends UDP past any proxy unless told not to.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CertificateTransparencyComponentUpdater,AutofillServerCommunication,InterestFeedContentSuggestions',
];

/** The libraries Chromium links beyond glibc; @sparticuz/chromium bundles them (al2023.tar.br). */
export const LINKED_LIBRARIES = [
  'libnss3.so',
  'libnssutil3.so',
  'libnspr4.so',
  'libplc4.so',
  'libplds4.so',
  'libexpat.so.1',
];
const SYSTEM_LIBRARY_DIRS = [
  '/lib/x86_64-linux-gnu',
  '/usr/lib/x86_64-linux-gnu',
  '/lib64',
  '/usr/lib64',
  '/lib',
  '/usr/lib',
];

/** True when every library Chromium links is in one of `dirs`. */
export function systemHasLibraries(dirs: readonly string[] = SYSTEM_LIBRARY_DIRS): boolean {
  return LINKED_LIBRARIES.every((name) => dirs.some((dir) => existsSync(join(dir, name))));
}

let unavailable: string | undefined | null = null;

/** Why Chromium cannot run on this machine at all, or undefined when it can (Linux x64 with glibc). */
export function chromiumUnavailableReason(): string | undefined {
  if (unavailable !== null) return unavailable;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    unavailable = `@sparticuz/chromium runs on Linux x64 only, this is ${process.platform}-${process.arch}`;
  } else {
    const header = (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header;
    unavailable = header?.glibcVersionRuntime
      ? undefined
      : '@sparticuz/chromium needs glibc, and this Linux has another C library (musl?)';
  }
  return unavailable;
}

export interface LaunchOptions {
  /** Memory one page's renderer may use, in MB (default DEFAULT_MEMORY_LIMIT_MB; see memory.ts). */
  memoryLimitMb?: number;
  /** 'auto' (default): the bundled libraries only where the system lacks them. */
  libraries?: 'auto' | 'system' | 'bundled';
}

export interface Launched {
  browser: Browser;
  files: ChromiumFiles;
  /**
   * False once none of the font files the browser started with can be read any more: it would abort on the
   * next form field (see readable-fonts.ts), so the pool replaces it first. Absent: not checked.
   */
  fontsReadable?: () => boolean;
}

export async function launchChromium(options: LaunchOptions = {}): Promise<Launched> {
  const files = await installChromium();
  const dejavu = dejavuDir() ?? null;
  const scripts = scriptFontDirs();
  const dirs = fontDirs(files, dejavu, scripts);
  const fonts = readableFonts(dirs);
  // Without one, the browser aborts on the first page with a form field (SkFontMgr_FontConfigInterface
  // "Not implemented", readable-fonts.ts): better no browser and this message.
  if (!fonts.length) {
    throw new Error(
      `no font it can read in ${dirs.join(', ')}: Chromium aborts on the first form field without one`,
    );
  }
  const fontConfig = await writeFontConfig(files, dejavu, scripts);
  const { default: puppeteer } = await import('puppeteer-core');
  const libraries = options.libraries ?? 'auto';
  const bundled = libraries === 'bundled' || (libraries === 'auto' && !systemHasLibraries());
  const env: Record<string, string | undefined> = {
    ...process.env,
    FONTCONFIG_FILE: fontConfig,
    // Inherited by every Chromium process: says whose it is (tests count them by it; so can an operator).
    DOC_CONVERT_SERVER_PID: String(process.pid),
  };
  if (bundled) env.LD_LIBRARY_PATH = [files.libDir, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  const browser = await puppeteer.launch({
    executablePath: files.executable,
    headless: 'shell',
    args: [...CHROMIUM_ARGS, heapFlag(options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB)],
    env: env as Record<string, string>,
    // The server closes its browser itself; puppeteer's own handlers would exit the process under it.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    pipe: true,
  });
  return { browser, files, fontsReadable: () => fonts.some(readable) };
}
