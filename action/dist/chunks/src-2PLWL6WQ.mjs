import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  DIAGRAMS_DRAWN,
  MARKDOWN_EXTENSION,
  PRINT_STYLESHEET,
  drawnProblems,
  markdownPreparation,
  prepareMarkdown
} from "./chunk-MEP6FYBF.mjs";
import "./chunk-VR35WCNI.mjs";
import "./chunk-GPAQ4IPY.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-7KS7CNLY.mjs";
import "./chunk-GMVSREA3.mjs";
import "./chunk-W262CXOT.mjs";
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
