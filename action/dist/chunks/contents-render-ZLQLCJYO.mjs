import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  describeError
} from "./chunk-XYRXFBOL.mjs";
import {
  formatBytes,
  formatDuration,
  plural
} from "./chunk-3OBSVUZH.mjs";
import "./chunk-VR35WCNI.mjs";
import {
  info,
  warning
} from "./chunk-KSIBQY4K.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-W262CXOT.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/merge/contents-render.ts
init_esm_shims();
function contentsRenderer({
  client,
  inputs,
  cache,
  beforeSending,
  label
}) {
  const outcome = { renders: 0, cached: 0, credits: 0, durationMs: 0 };
  let checked;
  const secrets = [inputs.apiKey, inputs.githubToken];
  const render = async (html) => {
    outcome.renders++;
    const key = cache?.contentsKey(html);
    const hit = key === void 0 ? void 0 : await cache.read(key);
    if (hit) {
      outcome.cached++;
      outcome.bytes = hit.byteLength;
      info(`\u2713 ${label} (${formatBytes(hit.byteLength)}, from the cache)`);
      return hit;
    }
    await (checked ??= beforeSending());
    const started = performance.now();
    const sandbox = inputs.sandbox ? { sandbox: true } : {};
    const options = { ...inputs.options, source: html, ...sandbox };
    const answer = await client.convert.pdf(options, { processorVersion: inputs.processorVersion });
    if (answer.kind !== "file") throw new Error(`The service answered a ${answer.kind} result, not a file.`);
    const bytes = await answer.bytes();
    const { creditsUsed, creditsCost, serviceDuration } = answer.metadata;
    const credits = creditsUsed ?? (inputs.sandbox ? 0 : creditsCost ?? 0);
    const durationMs = serviceDuration ?? performance.now() - started;
    outcome.credits += credits;
    outcome.durationMs += durationMs;
    outcome.bytes = bytes.byteLength;
    info(
      `\u2713 ${label} (${formatBytes(bytes.byteLength)}, ${plural(credits, "credit")}, ${formatDuration(durationMs)})`
    );
    if (key !== void 0) {
      await cache.storeBytes(key, bytes).catch((error) => {
        warning(`Not cached: ${label}: ${describeError(error, secrets)}`);
      });
    }
    return bytes;
  };
  return { render, outcome };
}
export {
  contentsRenderer
};
