import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  context,
  getOctokit
} from "./chunk-UEGPLYNY.mjs";
import "./chunk-JU6CAHOJ.mjs";
import "./chunk-Q4LRWCMF.mjs";
import "./chunk-HQO2VLD3.mjs";
export {
  context,
  getOctokit
};
