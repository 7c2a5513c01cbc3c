import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  context,
  getOctokit
} from "./chunk-AKLBBLRQ.mjs";
import "./chunk-6T2TGLJL.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  context,
  getOctokit
};
