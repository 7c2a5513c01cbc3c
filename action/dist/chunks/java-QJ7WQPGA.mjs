import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  java_default
} from "./chunk-PJPHN6NY.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  java_default as default
};
