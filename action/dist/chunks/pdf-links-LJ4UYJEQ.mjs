import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  unmarkLink
} from "./chunk-EXMGCEJC.mjs";
import "./chunk-54TLD4CL.mjs";
import "./chunk-ZS3226L5.mjs";
import "./chunk-AKDIO3VS.mjs";
import "./chunk-ZRKDOFNE.mjs";
import "./chunk-23KDFEKQ.mjs";
import "./chunk-5YE4T77P.mjs";
import "./chunk-P5LA2324.mjs";
import {
  init_esm_shims
} from "./chunk-6ODO5OSX.mjs";

// packages/action/src/convert/pdf-links.ts
init_esm_shims();
async function relinkPdf(pdf) {
  const lib = await import("./dist-LE32MCPF.mjs");
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
