// Counts the Chromium processes this test process started, by reading /proc (no pgrep). The local server
// tags each browser it launches with DOC_CONVERT_SERVER_PID=<its process id> in the environment, which every
// Chromium child inherits: so a renderer orphaned by a dead browser (and adopted by init) still counts,
// and the browsers of parallel jest workers do not.
import { readFileSync, readdirSync } from 'node:fs';

/** Process ids of the live Chromium processes started for servers of process `owner` (default: this one). */
export function chromiumProcesses(owner = process.pid): number[] {
  const tag = `DOC_CONVERT_SERVER_PID=${owner}`;
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // A zombie has exited already: its state (after the parenthesised command name) is Z.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      if (!readFileSync(`/proc/${name}/environ`, 'utf8').split('\0').includes(tag)) continue;
      if (/(^|\/)chromium$/.test(readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0')[0]))
        found.push(Number(name));
    } catch {
      // the process ended while it was being read, or is not ours to read
    }
  }
  return found;
}

/** Waits (up to `ms`) until none of this process's Chromium processes is left; returns those left. */
export async function chromiumProcessesSettled(ms = 5_000): Promise<number[]> {
  const deadline = Date.now() + ms;
  let left = chromiumProcesses();
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = chromiumProcesses();
  }
  return left;
}
