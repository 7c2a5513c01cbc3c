import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  inlineHtml,
  parseSrcset
} from "./chunk-FJ7GITCU.mjs";
import "./chunk-AEVWO6C7.mjs";
import "./chunk-THS4KDNM.mjs";
import "./chunk-6OBSVC5H.mjs";
import "./chunk-6EFTZDOJ.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-SFL5MX27.mjs";
import "./chunk-XT35LYKM.mjs";
import "./chunk-SH24UBVI.mjs";
import "./chunk-KNOJ6NQH.mjs";
import "./chunk-672PEQEC.mjs";
import "./chunk-WXMAW4CB.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-XBNICBML.mjs";
import "./chunk-GIBXU4VN.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  inlineHtml,
  parseSrcset
};
