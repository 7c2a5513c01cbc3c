import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  prepareMarkdown
} from "./chunk-ESGMANZ3.mjs";
import "./chunk-ZDTWXGVB.mjs";
import "./chunk-TP5KVUTY.mjs";
import "./chunk-BBNHHOLZ.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-7KS7CNLY.mjs";
import "./chunk-XT35LYKM.mjs";
import "./chunk-SH24UBVI.mjs";
import "./chunk-YWVD4SEJ.mjs";
import "./chunk-WWTW7HAD.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-6SZD527B.mjs";
import "./chunk-XBNICBML.mjs";
import "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/convert/markdown.ts
init_esm_shims();
import { readFile } from "node:fs/promises";
async function markdownPage(job, inputs) {
  const text = await readFile(job.file, "utf8");
  const prepared = await prepareMarkdown(
    { text, file: job.label },
    { format: inputs.type, options: inputs.options, relative: "keep" }
  );
  const { source, ...options } = prepared.body;
  return { html: String(source), options, prepared };
}
export {
  markdownPage
};
