import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  xml_default
} from "./chunk-2B42FNRQ.mjs";
import "./chunk-PJPHN6NY.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  xml_default as default
};
