import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  typescript_default
} from "./chunk-4QQGHCVX.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  typescript_default as default
};
