import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  ERR,
  InsertionMode,
  Parser,
  Tokenizer,
  TokenizerMode,
  defaultTreeAdapter,
  foreign_content_exports,
  html_exports,
  parse,
  parseFragment,
  serialize,
  serializeOuter,
  token_exports
} from "./chunk-6SZD527B.mjs";
import "./chunk-XBNICBML.mjs";
import "./chunk-GIBXU4VN.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  ERR as ErrorCodes,
  InsertionMode,
  Parser,
  token_exports as Token,
  Tokenizer,
  TokenizerMode,
  defaultTreeAdapter,
  foreign_content_exports as foreignContent,
  html_exports as html,
  parse,
  parseFragment,
  serialize,
  serializeOuter
};
