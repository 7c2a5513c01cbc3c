import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  context,
  getOctokit
} from "./chunk-OCIGNTJJ.mjs";
import "./chunk-4X7MHFRQ.mjs";
import "./chunk-6ODO5OSX.mjs";
export {
  context,
  getOctokit
};
