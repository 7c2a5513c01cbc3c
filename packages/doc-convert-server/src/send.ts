// Writes a Reply to the socket: Content-Length always, backpressure honoured, and the body-level faults
// (reset mid-body, truncated body, slow drip) applied on the way out. A broken or closed client connection
// ends the write quietly.
import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BodyFault } from './faults';
import type { Reply } from './reply';

/** Lets the client read what was sent before the connection breaks under it. */
const FLUSH_PAUSE_MS = 30;

function waitDrain(res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', closed);
      resolve();
    };
    const closed = () => {
      res.off('drain', done);
      reject(new Error('client closed the connection'));
    };
    res.once('drain', done);
    res.once('close', closed);
  });
}

function write(res: ServerResponse, chunk: Buffer): Promise<void> {
  if (res.destroyed) return Promise.reject(new Error('client closed the connection'));
  return res.write(chunk) ? Promise.resolve() : waitDrain(res);
}

function flushed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => res.write('', () => resolve()));
}

/** Yields the body's bytes, cut to `limit` bytes and re-chunked to at most `size` bytes. */
async function* bytesOf(reply: Reply, limit = Infinity, size = Infinity): AsyncGenerator<Buffer> {
  let left = limit;
  for await (const chunk of reply.body.chunks()) {
    for (let at = 0; at < chunk.length && left > 0;) {
      const piece = chunk.subarray(at, at + Math.min(size, left));
      at += piece.length;
      left -= piece.length;
      yield piece;
    }
    if (left <= 0) return;
  }
}

export async function sendReply(
  res: ServerResponse,
  reply: Reply,
  fault: BodyFault | undefined,
  signal: AbortSignal,
): Promise<void> {
  const length = reply.body.length;
  res.writeHead(reply.status, { ...reply.headers, 'Content-Length': String(length) });
  try {
    if (!fault) {
      for await (const chunk of bytesOf(reply)) await write(res, chunk);
      res.end();
      return;
    }
    if (fault.kind === 'slow-drip') {
      for await (const chunk of bytesOf(reply, Infinity, fault.chunkBytes ?? 64)) {
        await write(res, chunk);
        await sleep(fault.intervalMs ?? 20, undefined, { signal });
      }
      res.end();
      return;
    }
    const cut = Math.min(length, fault.afterBytes ?? Math.floor(length / 2));
    res.flushHeaders();
    for await (const chunk of bytesOf(reply, cut)) await write(res, chunk);
    await flushed(res);
    await sleep(FLUSH_PAUSE_MS, undefined, { signal });
    if (fault.kind === 'reset-mid-body') res.socket?.resetAndDestroy();
    else res.socket?.end();
  } catch {
    res.destroy();
  }
}
