import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  markdownPreparation
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

// packages/doc-convert/src/markdown.ts
init_esm_shims();
import { readFile, realpath } from "node:fs/promises";
import path from "node:path";
var MEDIA_TYPES = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".css": "text/css"
};
var inside = (root, file) => {
  const relative = path.relative(root, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
};
function folderReader(file, root) {
  const folder = path.dirname(path.resolve(root, file));
  return async (reference) => {
    const mime = MEDIA_TYPES[path.extname(reference).toLowerCase()];
    const target = path.resolve(folder, reference);
    if (!mime || !inside(root, target)) return void 0;
    try {
      const real = await realpath(target);
      if (!inside(await realpath(root), real)) return void 0;
      return { bytes: await readFile(real), mime };
    } catch {
      return void 0;
    }
  };
}
var preparation = markdownPreparation(
  (file) => file === void 0 ? "report" : folderReader(file, process.cwd())
);
export {
  preparation
};
