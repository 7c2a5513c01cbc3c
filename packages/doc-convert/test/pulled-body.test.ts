// The body the undici transport hands out: whole reads, streamed reads with backpressure on the socket, and
// cancellation that keeps a nearly finished connection and aborts a busy one.
import { describe, expect, it } from '@jest/globals';
import { Buffer } from 'node:buffer';
import { PulledBody, type FlowControl } from '../src/internal/pulled-body';

function makeBody(expectedLength?: number) {
  const calls: string[] = [];
  let settled = 0;
  const flow: FlowControl = {
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
    abort: (reason) => calls.push(`abort: ${reason.message}`),
  };
  const body = new PulledBody(
    flow,
    expectedLength,
    () => settled++,
    () => new Error('cancelled'),
  );
  return { body, calls, settledCount: () => settled };
}

const KB = 1024;
const chunk = (size: number, fill = 1) => Buffer.alloc(size, fill);

describe('PulledBody', () => {
  it('bytes() waits for the end and returns an exact-size Uint8Array copy, never pausing', async () => {
    const { body, calls, settledCount } = makeBody();
    const reading = body.bytes();
    for (let i = 0; i < 10; i++) body.push(chunk(32 * KB, i));
    body.end();
    const bytes = await reading;
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.isBuffer(bytes)).toBe(false);
    expect(bytes.byteLength).toBe(320 * KB);
    expect(bytes.buffer.byteLength).toBe(320 * KB);
    expect(bytes[0]).toBe(0);
    expect(bytes[320 * KB - 1]).toBe(9);
    expect(calls).toEqual([]);
    expect(settledCount()).toBe(1);
  });

  it('a whole read resumes a socket paused by chunks that arrived before it', async () => {
    const { body, calls } = makeBody();
    body.push(chunk(100 * KB));
    expect(calls).toEqual(['pause']);
    const reading = body.bytes();
    expect(calls).toEqual(['pause', 'resume']);
    body.push(chunk(100 * KB));
    body.end();
    expect((await reading).byteLength).toBe(200 * KB);
    expect(calls).toEqual(['pause', 'resume']);
  });

  it('text() decodes UTF-8 split across chunks and drops a byte order mark', async () => {
    const { body } = makeBody();
    const bytes = Buffer.from('\uFEFF{"name":"Zoë ✓"}', 'utf8');
    body.push(bytes.subarray(0, 12));
    body.push(bytes.subarray(12));
    body.end();
    expect(await body.text()).toBe('{"name":"Zoë ✓"}');
  });

  it('streaming pauses the socket at 64 KB unread and resumes it once the reader is below 16 KB', async () => {
    const { body, calls } = makeBody();
    for (let i = 0; i < 5; i++) body.push(chunk(16 * KB));
    expect(calls).toEqual(['pause']); // once, at the fourth chunk
    const seen: number[] = [];
    const reading = (async () => {
      for await (const part of body) seen.push(part.byteLength);
    })();
    await new Promise((resolve) => setImmediate(resolve));
    // 80 KB were queued; only taking the fifth chunk brings it under 16 KB.
    expect(calls).toEqual(['pause', 'resume']);
    body.push(chunk(8 * KB));
    body.end();
    await reading;
    expect(seen).toEqual([16 * KB, 16 * KB, 16 * KB, 16 * KB, 16 * KB, 8 * KB]);
  });

  it('a failure reaches a waiting reader, after the chunks that came before it', async () => {
    const { body, settledCount } = makeBody();
    body.push(chunk(KB));
    const seen: number[] = [];
    const reading = (async () => {
      for await (const part of body) seen.push(part.byteLength);
    })();
    await new Promise((resolve) => setImmediate(resolve));
    body.fail(new Error('socket hang up'));
    await expect(reading).rejects.toThrow('socket hang up');
    expect(seen).toEqual([KB]);
    expect(settledCount()).toBe(1);
    await expect(body.bytes()).rejects.toThrow('socket hang up');
  });

  it('cancel() with little left drains it, so the connection can be reused', async () => {
    const { body, calls, settledCount } = makeBody(100 * KB);
    body.push(chunk(80 * KB)); // pauses
    const cancelling = body.cancel();
    expect(calls).toEqual(['pause', 'resume']);
    body.push(chunk(20 * KB));
    body.end();
    await cancelling;
    expect(calls).toEqual(['pause', 'resume']);
    expect(settledCount()).toBe(1);
  });

  it('cancel() with much left (or an unknown length) aborts the connection', async () => {
    for (const length of [10 * 1024 * KB, undefined]) {
      const { body, calls, settledCount } = makeBody(length);
      body.push(chunk(KB));
      await body.cancel();
      expect(calls).toEqual(['abort: cancelled']);
      expect(settledCount()).toBe(1);
      await body.cancel();
      expect(calls).toEqual(['abort: cancelled']);
    }
  });

  it('a reader that stops early cancels the rest', async () => {
    const { body, calls } = makeBody();
    body.push(chunk(KB));
    body.push(chunk(KB));
    for await (const part of body) {
      expect(part.byteLength).toBe(KB);
      break;
    }
    expect(calls).toEqual(['abort: cancelled']);
  });
});
