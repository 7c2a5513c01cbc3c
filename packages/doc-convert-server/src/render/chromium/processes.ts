// The processes of one browser, read from /proc: puppeteer starts Chromium as the leader of a session of its
// own, and every renderer, GPU and utility process it starts stays in that session, even once the browser
// is gone and they are orphans. So "the browser's processes" are the live ones of its session; killing
// them all is how a browser that does not answer is ended, and waiting until none is left is how close()
// knows they are gone. (Linux only, as Chromium here is.)
import { readFileSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 25;

/** Live (not zombie) processes of the session led by `leader`, the leader included while it lives. */
export function sessionProcesses(leader: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // After the parenthesised command name: state, ppid, process group, session.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, , , session] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(session) === leader && state !== 'Z' && state !== 'X') found.push(Number(name));
    } catch {
      // the process ended while it was being read
    }
  }
  return found;
}

/** Resolves once no live process is left in `leader`'s session, or after `ms`; returns those left. */
async function sessionGone(leader: number, ms = 5_000): Promise<number[]> {
  const deadline = Date.now() + ms;
  let left = sessionProcesses(leader);
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(POLL_MS);
    left = sessionProcesses(leader);
  }
  return left;
}

/** SIGKILLs every process of `leader`'s session and waits until they are gone. */
export async function killSession(leader: number): Promise<void> {
  for (const pid of sessionProcesses(leader)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await sessionGone(leader);
}
