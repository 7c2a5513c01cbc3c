// Counts the Chromium processes this test process started, by reading /proc (no pgrep). The local server
// tags each browser it launches with DOC_CONVERT_SERVER_PID=<its process id> in the environment; puppeteer
// starts the browser as the leader of a session of its own, and every renderer, GPU or utility process it
// starts stays in that session (their environment cannot be read: Chromium writes their titles over it).
// So: our browsers are the tagged ones, our Chromium processes those in their sessions. Browsers seen once
// are remembered, so the children a killed browser orphaned (adopted by init) still count, and the
// browsers of parallel jest workers do not.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

const sessionsSeen = new Map<number, Set<number>>();

interface ChromiumProcess {
  pid: number;
  session: number;
}

function chromiumsRunning(): ChromiumProcess[] {
  const found: ChromiumProcess[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (!/\/chromium( \(deleted\))?$/.test(readlinkSync(`/proc/${name}/exe`))) continue;
      // After the parenthesised command name: state, ppid, process group, session.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, , , session] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z') found.push({ pid: Number(name), session: Number(session) });
    } catch {
      // the process ended while it was being read, or is not ours to read
    }
  }
  return found;
}

/** Process ids of the live Chromium processes started for servers of process `owner` (default: this one). */
export function chromiumProcesses(owner = process.pid): number[] {
  const tag = `DOC_CONVERT_SERVER_PID=${owner}`;
  const sessions = sessionsSeen.get(owner) ?? new Set<number>();
  sessionsSeen.set(owner, sessions);
  const running = chromiumsRunning();
  for (const { pid, session } of running) {
    if (pid !== session || sessions.has(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(tag)) sessions.add(pid);
    } catch {
      // gone meanwhile
    }
  }
  return running.filter((proc) => sessions.has(proc.session)).map((proc) => proc.pid);
}

/** The live browser processes among them (the leaders of their sessions). */
export function chromiumBrowsers(owner = process.pid): number[] {
  // A live process whose id is one of our sessions is that session's leader: the id of a session in use is
  // never given to another process.
  const processes = chromiumProcesses(owner);
  const sessions = sessionsSeen.get(owner)!;
  return processes.filter((pid) => sessions.has(pid));
}

/** Waits (up to `ms`) until none of this process's Chromium processes is left; returns those left. */
export async function chromiumProcessesSettled(ms = 20_000): Promise<number[]> {
  const deadline = Date.now() + ms;
  let left = chromiumProcesses();
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = chromiumProcesses();
  }
  return left;
}

/** The state letter of process `pid` in /proc (R, S, T for stopped, …), or undefined once it is gone (or a zombie). */
export function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state === 'Z' || state === 'X' ? undefined : state;
  } catch {
    return undefined;
  }
}

/** The live renderer processes (`--type=renderer`) of browser `browserPid`'s session. */
export function rendererProcesses(browserPid: number): number[] {
  return chromiumProcesses().filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const session = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[3]);
      return (
        session === browserPid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')
      );
    } catch {
      return false; // gone meanwhile
    }
  });
}

/** Waits (up to `ms`) until process `pid` is gone; true if it is. */
export async function processGone(pid: number, ms = 20_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (processState(pid) !== undefined && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return processState(pid) === undefined;
}
