// The default wait for retries and rate-limit holds: a timer that an AbortSignal cancels. It keeps the process
// alive, as any pending request should: a script awaiting a held conversion must not exit silently.
import { abortError } from '@doc-convert/core';

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort(): void {
      clearTimeout(timer);
      reject(abortError(signal!));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
