import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  DIAGRAMS_DRAWN,
  MARKDOWN_EXTENSION,
  PRINT_STYLESHEET,
  drawnProblems,
  markdownPreparation,
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
import "./chunk-NFZOQUMC.mjs";
export {
  DIAGRAMS_DRAWN,
  MARKDOWN_EXTENSION,
  PRINT_STYLESHEET,
  drawnProblems,
  markdownPreparation,
  prepareMarkdown
};
