import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  sql_default
} from "./chunk-HD2DCZGU.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  sql_default as default
};
