import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  unmarkLink
} from "./chunk-AEVWO6C7.mjs";
import "./chunk-THS4KDNM.mjs";
import "./chunk-6OBSVC5H.mjs";
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

// packages/action/src/convert/pdf-links.ts
init_esm_shims();
async function relinkPdf(pdf) {
  const lib = await import("./dist-WYKRLTKW.mjs");
  const doc = await lib.PDF.load(pdf);
  let links = 0;
  for (const page of doc.getPages()) {
    for (const link of page.getLinkAnnotations()) {
      const uri = link.uri;
      const relative = uri === null ? void 0 : unmarkLink(uri);
      if (relative === void 0) continue;
      link.dict.set(
        "A",
        lib.PdfDict.of({
          Type: lib.PdfName.of("Action"),
          S: lib.PdfName.of("URI"),
          URI: lib.PdfString.fromString(relative)
        })
      );
      links++;
    }
  }
  if (links === 0) return void 0;
  return { bytes: await doc.save({ incremental: true }), links };
}
export {
  relinkPdf
};
