import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  inlineHtml,
  parseSrcset
} from "./chunk-LGRYO5KC.mjs";
import "./chunk-AEVWO6C7.mjs";
import "./chunk-THS4KDNM.mjs";
import "./chunk-6OBSVC5H.mjs";
import "./chunk-IPVMMSCZ.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-D5RX3OU4.mjs";
import "./chunk-XT35LYKM.mjs";
import "./chunk-SH24UBVI.mjs";
import "./chunk-2WK26KZ7.mjs";
import "./chunk-YWVD4SEJ.mjs";
import "./chunk-WWTW7HAD.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-XBNICBML.mjs";
import "./chunk-GIBXU4VN.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  inlineHtml,
  parseSrcset
};
