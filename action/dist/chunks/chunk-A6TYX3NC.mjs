import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/convert/pool.ts
init_esm_shims();
async function mapWithConcurrency(items, limit, task) {
  const results = new Array(items.length);
  const started = [];
  let next = 0;
  const lane = async () => {
    let previous;
    while (next < items.length) {
      const index = next++;
      let release;
      const released = new Promise((resolve) => release = resolve);
      const running = task(items[index], index, release).then((result) => {
        results[index] = result;
      });
      started.push(running);
      await Promise.race([running, released]);
      await previous;
      previous = running;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  await Promise.all(started);
  return results;
}

export {
  mapWithConcurrency
};
