import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  context,
  getOctokit
} from "./chunk-2NICCQ5W.mjs";
import "./chunk-KRSX3EOB.mjs";
import "./chunk-5NHUNUW7.mjs";
import "./chunk-6ODO5OSX.mjs";
export {
  context,
  getOctokit
};
