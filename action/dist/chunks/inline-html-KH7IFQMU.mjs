import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  inlineHtml,
  parseSrcset
} from "./chunk-QEPXJPQT.mjs";
import "./chunk-EXMGCEJC.mjs";
import "./chunk-54TLD4CL.mjs";
import "./chunk-ZS3226L5.mjs";
import "./chunk-AKDIO3VS.mjs";
import "./chunk-ZRKDOFNE.mjs";
import "./chunk-6QCPBDWG.mjs";
import "./chunk-23KDFEKQ.mjs";
import "./chunk-5YE4T77P.mjs";
import "./chunk-SIJIF2TN.mjs";
import "./chunk-P5LA2324.mjs";
import "./chunk-6ODO5OSX.mjs";
export {
  inlineHtml,
  parseSrcset
};
