import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  DIAGRAMS_DRAWN,
  MARKDOWN_EXTENSION,
  PRINT_STYLESHEET,
  drawnProblems,
  markdownPreparation,
  prepareMarkdown
} from "./chunk-SL3E6YQ7.mjs";
import "./chunk-ZDTWXGVB.mjs";
import "./chunk-5FTDNNOS.mjs";
import "./chunk-BBNHHOLZ.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-7KS7CNLY.mjs";
import "./chunk-XT35LYKM.mjs";
import "./chunk-F5DRJGXI.mjs";
import "./chunk-VLNAP6VS.mjs";
import "./chunk-WXMAW4CB.mjs";
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
