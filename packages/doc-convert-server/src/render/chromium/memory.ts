// Each render's memory, bounded: a page may not take the machine (a 60,000-row table grew one renderer to
// 15 GB). Two limits: V8's heap (`--js-flags=--max-old-space-size`, half the render limit), past which
// V8 ends the renderer itself, and the renderer process's resident memory, read from /proc every 250 ms
// while conversions run, past which the watchdog kills it. Either way the page's renderer is gone, its
// conversion answers 400 naming `source` and the limit, and the browser serves on with a new renderer.
import { readFileSync } from 'node:fs';
import { SourceLoadError } from '../renderer';
import { sessionProcesses } from './processes';

/** Resident memory one page's renderer may use, in MB, unless the server says otherwise. */
export const DEFAULT_MEMORY_LIMIT_MB = 1024;

const WATCH_MS = 250;
const PAGE_BYTES = 4096;

/** The V8 flag that bounds a renderer's JavaScript heap for a render limit of `limitMb`. */
export const heapFlag = (limitMb: number) => `--js-flags=--max-old-space-size=${Math.round(limitMb / 2)}`;

function isRenderer(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
  } catch {
    return false;
  }
}

function residentBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
  } catch {
    return 0;
  }
}

export interface Watchdog {
  /** Watches `browserPid`'s renderers from now on (while conversions run). */
  start(browserPid: number | undefined): void;
  stop(): void;
  /** The answer for a conversion whose page's renderer ended: over the limit, or crashed. */
  crashed(): SourceLoadError;
}

export function memoryWatchdog(limitMb: number): Watchdog {
  let timer: NodeJS.Timeout | undefined;
  let watched: number | undefined;
  let killedAt = 0;
  const check = () => {
    if (watched === undefined) return;
    for (const pid of sessionProcesses(watched)) {
      if (residentBytes(pid) <= limitMb * 1024 * 1024 || !isRenderer(pid)) continue;
      try {
        process.kill(pid, 'SIGKILL');
        killedAt = Date.now();
      } catch {
        // gone already
      }
    }
  };
  return {
    start(browserPid) {
      watched = browserPid;
      if (timer || browserPid === undefined) return;
      timer = setInterval(check, WATCH_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    crashed() {
      const killed = Date.now() - killedAt < 2_000;
      return new SourceLoadError(
        400,
        killed
          ? `the page used more than ${limitMb} MB of memory, the local server's limit per render, and was stopped`
          : `the page's renderer crashed; a page whose JavaScript heap grows past ${Math.round(limitMb / 2)} MB ends so (the local server's limit per render)`,
      );
    },
  };
}

/** Chromium's own answer when it cannot make the PDF: Page.printToPDF's "Printing failed". */
export const isPrintFailure = (error: unknown): boolean =>
  error instanceof Error && /Page\.printToPDF\): Printing failed/.test(error.message);

/**
 * The 400 for a print Chromium gave up on. Seen for very long documents (a 20,000-row table, 455 pages): the
 * print needs more than the renderer's heap limit (half of `limitMb`) and fails without crashing.
 */
export function printFailed(limitMb: number): SourceLoadError {
  return new SourceLoadError(
    400,
    `Chromium could not print this page: a document this long needs more memory than the local server's limit ` +
      `per render (${limitMb} MB, JavaScript heap ${Math.round(limitMb / 2)} MB); split it into shorter documents`,
  );
}
