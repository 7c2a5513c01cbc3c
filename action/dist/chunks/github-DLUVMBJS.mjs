import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  context,
  getOctokit
} from "./chunk-YMRHAMT4.mjs";
import "./chunk-2OK2D5CF.mjs";
import "./chunk-HQO2VLD3.mjs";
export {
  context,
  getOctokit
};
