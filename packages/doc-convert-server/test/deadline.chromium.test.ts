// Every render ends: pages that never yield (a loop in a script, after load, in the `javascript` option)
// are stopped from outside at their deadline with the contract's 408 naming `timeout`, their slots freed
// and no Chromium process left spinning, while a normal conversion beside them succeeds on the same
// browser; a client that goes away stops its render; and close() resolves only once every Chromium process
// is gone (counted in /proc).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';
import { convert as post, convertOk } from '@doc-convert/testing/conversion';
import { pageTexts } from '@doc-convert/testing/pdf';
import { chromiumBrowsers, chromiumProcesses } from '@doc-convert/testing/processes';

/** CPU seconds each of this process's Chromium processes has used so far. */
function cpuSeconds(): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of chromiumProcesses()) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / 100); // utime + stime, in clock ticks
    } catch {
      // gone meanwhile
    }
  }
  return used;
}

/** The Chromium processes that kept more than half a core busy over one second. */
async function spinning(): Promise<number[]> {
  const before = cpuSeconds();
  await sleep(1000);
  const after = cpuSeconds();
  return [...after].filter(([pid, cpu]) => cpu - (before.get(pid) ?? 0) > 0.5).map(([pid]) => pid);
}

const LOOPS = {
  'a script in the page': { source: '<p>x</p><script>while (true) {}</script>' },
  'a loop started after load': {
    source:
      "<p>x</p><script>addEventListener('load', () => setTimeout(() => { while (true) {} }, 0))</script>",
  },
  'the javascript option': { source: '<p>x</p>', javascript: 'while (true) {}' },
  'a loop in a timer': { source: '<p>x</p><script>setInterval(() => { for (;;) {} }, 10)</script>' },
};

/**
 * Room for a loaded machine past a deadline: what these tests prove is that a render is cut, and a page that
 * is not cut never ends (or ends at a deadline a minute away), so the bounds can be generous.
 */
const ROOM_MS = 20_000;

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'chromium' });
});

afterAll(async () => {
  await server.close();
});

describe('every render ends', () => {
  it('stops pages that never yield at their timeout (408 naming timeout), while a normal one succeeds', async () => {
    await convertOk(server, 'pdf', { source: '<p>warm</p>' });
    const [browser] = chromiumBrowsers();
    const started = Date.now();
    // Four loops take every slot of the default concurrency (4): the normal conversion queues behind them.
    const looping = Object.values(LOOPS).map((options) => post(server, 'pdf', { ...options, timeout: 2 }));
    const normal = convertOk(server, 'pdf', { source: '<p>beside the loops</p>' });
    const answers = await Promise.all(looping);
    for (const answer of answers) {
      expect(answer.status).toBe(408);
      expect(answer.json).toMatchObject({ success: false, code: 408 });
      // Stuck while loading, or after: either way the answer names `timeout`.
      expect(answer.json.error).toMatch(
        /^timeout: the (source took longer than 2 s to load|conversion took longer than 2 s and was stopped)$/,
      );
    }
    expect(Date.now() - started).toBeLessThan(2_000 + ROOM_MS);
    expect((await pageTexts((await normal).bytes)).join('')).toBe('beside the loops');
    // The same browser serves on, and nothing of the loops still burns a core.
    expect(chromiumBrowsers()).toEqual([browser]);
    expect(await spinning()).toEqual([]);
    expect((await convertOk(server, 'png', { source: '<p>after</p>' })).status).toBe(200);
  }, 60_000);

  it('stops the render of a client that went away, and gives its slot to the next', async () => {
    const one = await startLocalServer({ renderer: 'chromium', renderConcurrency: 1 });
    try {
      await convertOk(one, 'pdf', { source: '<p>warm</p>' });
      const leaving = new AbortController();
      // No timeout: the deadline would be a minute away.
      const gone = fetch(`${one.url}/convert/pdf`, {
        method: 'POST',
        headers: { 'X-API-Key': SANDBOX_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify(LOOPS['a script in the page']),
        signal: leaving.signal,
      }).catch(() => 'left');
      await sleep(1000);
      leaving.abort();
      expect(await gone).toBe('left');
      const started = Date.now();
      await convertOk(one, 'pdf', { source: '<p>next</p>' });
      // The slot came free long before the loop's own deadline, a minute away.
      expect(Date.now() - started).toBeLessThan(ROOM_MS);
      expect(await spinning()).toEqual([]);
    } finally {
      await one.close();
    }
  }, 60_000);

  it('counts the wait for a render slot in the deadline: one whose timeout passes in the queue is 408, unstarted', async () => {
    const one = await startLocalServer({ renderer: 'chromium', renderConcurrency: 1 });
    try {
      await convertOk(one, 'pdf', { source: '<p>warm</p>' });
      // The one slot is taken by a loop cut at its 6 s timeout; the conversion behind it has 2 s in all.
      const looping = post(one, 'pdf', { ...LOOPS['a script in the page'], timeout: 6 });
      await sleep(500);
      const queued = await post(one, 'pdf', { source: '<p>queued</p>', timeout: 2 });
      expect(queued.status).toBe(408);
      expect(queued.json).toEqual({
        success: false,
        error:
          'timeout: the conversion waited longer than 2 s for a free render slot (the local server renders 1 at once: renderConcurrency) and was not started',
        code: 408,
      });
      expect((await looping).status).toBe(408);
      expect((await convertOk(one, 'pdf', { source: '<p>after</p>' })).status).toBe(200);
    } finally {
      await one.close();
    }
  }, 60_000);

  it('close() resolves only once every Chromium process is gone, even with a page still looping', async () => {
    const local = await startLocalServer({ renderer: 'chromium' });
    const before = new Set(chromiumProcesses());
    const looping = post(local, 'pdf', { ...LOOPS['a script in the page'], timeout: 30 }).catch(
      () => undefined,
    );
    await sleep(1500);
    const mine = chromiumProcesses().filter((pid) => !before.has(pid));
    expect(mine.length).toBeGreaterThan(1);
    await local.close();
    expect(chromiumProcesses().filter((pid) => mine.includes(pid))).toEqual([]);
    await looping;
  });
});
