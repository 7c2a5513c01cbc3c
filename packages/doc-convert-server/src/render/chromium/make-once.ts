// Makes a folder once across processes: parallel jest workers start their servers at the same time, and two
// of them writing the same 200 MB binary while a third executes it fail with ETXTBSY. One process takes
// the lock (an atomic mkdir), builds the folder under a temporary name and renames it into place; the
// others wait for the folder to appear. A lock whose holder died is taken over.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 100;
/** A lock folder without an owner file this old was left by a holder that died right after mkdir. */
const OWNERLESS_MS = 10_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ownerOf(lock: string): Promise<number | undefined> {
  try {
    const owner = Number(await readFile(join(lock, 'owner'), 'utf8'));
    return Number.isInteger(owner) && owner > 0 ? owner : undefined;
  } catch {
    return undefined;
  }
}

async function stale(lock: string): Promise<boolean> {
  const owner = await ownerOf(lock);
  if (owner !== undefined) return !alive(owner);
  // No owner yet (or one half-written): young locks are being set up, not abandoned.
  try {
    return Date.now() - (await stat(lock)).mtimeMs > OWNERLESS_MS;
  } catch {
    return false; // the lock went away meanwhile
  }
}

/**
 * Ensures `target` exists: `make(partial)` fills a fresh folder that is then renamed to `target`.
 * Waits at most `timeoutMs` for another process that is making it.
 */
export async function makeOnce(
  target: string,
  make: (partial: string) => Promise<void>,
  timeoutMs = 5 * 60_000,
): Promise<void> {
  const lock = `${target}.lock`;
  const deadline = Date.now() + timeoutMs;
  await mkdir(dirname(target), { recursive: true });
  while (!existsSync(target)) {
    try {
      await mkdir(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await stale(lock)) await rm(lock, { recursive: true, force: true });
      else if (Date.now() > deadline)
        throw new Error(`gave up waiting for ${lock} (held by another process)`);
      else await sleep(POLL_MS);
      continue;
    }
    try {
      // Written aside and renamed, so a waiter never reads a half-written (empty) owner as a dead one.
      await writeFile(join(lock, 'owner.new'), String(process.pid));
      await rename(join(lock, 'owner.new'), join(lock, 'owner'));
      if (existsSync(target)) return;
      // Leftovers of holders that died: nobody else writes while this process holds the lock.
      const prefix = `${basename(target)}.partial-`;
      for (const name of readdirSync(dirname(target)).filter((n) => n.startsWith(prefix))) {
        await rm(join(dirname(target), name), { recursive: true, force: true });
      }
      const partial = `${target}.partial-${process.pid}`;
      await make(partial);
      await rename(partial, target);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}
