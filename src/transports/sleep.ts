// The default wait for retries and rate-limit holds: a timer that an AbortSignal cancels. It keeps the process
// alive, as any pending request should: a script awaiting a held conversion must not exit silently.
import { AbortError } from '../errors';

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortError('The request was aborted by the caller.'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort(): void {
      clearTimeout(timer);
      reject(new AbortError('The request was aborted by the caller.'));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
