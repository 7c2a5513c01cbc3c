import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  inlineHtml,
  parseSrcset
} from "./chunk-YPML6G3F.mjs";
import "./chunk-AEVWO6C7.mjs";
import "./chunk-THS4KDNM.mjs";
import "./chunk-6OBSVC5H.mjs";
import "./chunk-5FTDNNOS.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-KOWEQTEZ.mjs";
import "./chunk-XT35LYKM.mjs";
import "./chunk-F5DRJGXI.mjs";
import "./chunk-DPCQPFZH.mjs";
import "./chunk-VLNAP6VS.mjs";
import "./chunk-WXMAW4CB.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-XBNICBML.mjs";
import "./chunk-GIBXU4VN.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  inlineHtml,
  parseSrcset
};
