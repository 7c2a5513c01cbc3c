// The default wait for retries and rate-limit holds: a timer that an AbortSignal cancels, and that does not
// keep the process alive on its own.
import { AbortError } from '../errors';

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortError('The request was aborted by the caller.'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    timer.unref?.();
    function onAbort(): void {
      clearTimeout(timer);
      reject(new AbortError('The request was aborted by the caller.'));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
