import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  describeError
} from "./chunk-XYRXFBOL.mjs";
import {
  formatBytes,
  formatDuration,
  plural
} from "./chunk-THS4KDNM.mjs";
import {
  info,
  warning
} from "./chunk-6OBSVC5H.mjs";
import "./chunk-TP5KVUTY.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-XT35LYKM.mjs";
import "./chunk-SH24UBVI.mjs";
import "./chunk-WWTW7HAD.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/merge/contents-render.ts
init_esm_shims();
function frontRenderer({
  client,
  inputs,
  cache,
  beforeSending,
  labels,
  parts
}) {
  const outcomes = {};
  for (const part of parts) outcomes[part] = { cached: false, rendered: false, credits: 0, durationMs: 0 };
  let checked;
  const secrets = [inputs.apiKey, inputs.githubToken];
  const render = async (html, part) => {
    const outcome = outcomes[part] ??= { cached: false, rendered: false, credits: 0, durationMs: 0 };
    const label = labels[part];
    const key = cache?.contentsKey(html);
    const hit = key === void 0 ? void 0 : await cache.read(key);
    if (hit) {
      Object.assign(outcome, { cached: true, rendered: true });
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
    outcome.rendered = true;
    outcome.credits = creditsUsed ?? (inputs.sandbox ? 0 : creditsCost ?? 0);
    outcome.durationMs = serviceDuration ?? performance.now() - started;
    info(
      `\u2713 ${label} (${formatBytes(bytes.byteLength)}, ${plural(outcome.credits, "credit")}, ${formatDuration(outcome.durationMs)})`
    );
    if (key !== void 0) {
      await cache.storeBytes(key, bytes).catch((error) => {
        warning(`Not cached: ${label}: ${describeError(error, secrets)}`);
      });
    }
    return bytes;
  };
  return { render, outcomes };
}
export {
  frontRenderer
};
