import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/core/src/merge/winansi.ts
init_esm_shims();
var codes;
function winAnsiCode(char) {
  if (!codes) {
    const printable = Uint8Array.from({ length: 224 }, (_, i) => i + 32);
    const decoded = [...new TextDecoder("windows-1252").decode(printable)];
    codes = /* @__PURE__ */ new Map();
    decoded.forEach((decodedChar, i) => {
      if (!new RegExp("\\p{Cc}", "u").test(decodedChar)) codes.set(decodedChar, i + 32);
    });
  }
  return codes.get(char);
}
function winAnsiOnly(text) {
  return [...text].filter((char) => winAnsiCode(char) !== void 0).join("");
}

// packages/core/src/merge/rules.ts
init_esm_shims();
var PLACEHOLDER = /\{([^{}]*)\}/g;
var RUNNING_HEAD_SEPARATOR = "|";
function charactersIssue(template) {
  const bad = [...template].find((char) => winAnsiCode(char) === void 0);
  if (bad === void 0) return void 0;
  return `can only hold characters of the standard PDF font Helvetica (WinAnsi: Latin letters, digits, punctuation), which every viewer shows without an embedded font; ${JSON.stringify(bad)} is not one (got ${JSON.stringify(template)})`;
}
function pageNumbersIssue(template) {
  const example = 'e.g. "{page} / {total}" or "Page {page} of {total}"';
  const placeholders = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
  const unknown = placeholders.find((name) => name !== "page" && name !== "total");
  if (unknown !== void 0) {
    return `knows {page} and {total}, not {${unknown}} (${example}; got ${JSON.stringify(template)})`;
  }
  if (!placeholders.includes("page")) {
    return `must hold {page}, where each page's number goes (${example}; got ${JSON.stringify(template)})`;
  }
  return charactersIssue(template);
}
function runningHeadIssue(template) {
  const example = `e.g. "{chapter}", or "{book} | {chapter}" for the book's title at the left and the chapter's at the right`;
  const placeholders = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
  const unknown = placeholders.find((name) => name !== "book" && name !== "chapter");
  if (unknown !== void 0) {
    return `knows {book} and {chapter}, not {${unknown}} (${example}; got ${JSON.stringify(template)})`;
  }
  const parts = template.split(RUNNING_HEAD_SEPARATOR);
  if (parts.length > 2) {
    return `holds at most one "|", between the left part and the right (${example}; got ${JSON.stringify(template)})`;
  }
  if (parts.every((part) => part.trim() === "")) {
    return `must say something (${example}; got ${JSON.stringify(template)})`;
  }
  return charactersIssue(template);
}
function fillTemplate(template, values) {
  return template.replace(PLACEHOLDER, (whole, name) => values[name] ?? whole);
}
var MAX_CONTENTS_DEPTH = 6;
function contentsDepthIssue(depth) {
  if (Number.isInteger(depth) && depth >= 1 && depth <= MAX_CONTENTS_DEPTH)
    return void 0;
  return `must be a whole number from 1 (a line per chapter) to ${MAX_CONTENTS_DEPTH} (chapters and five levels of headings beneath; got ${JSON.stringify(depth)})`;
}
function langIssue(lang) {
  return /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(lang) ? void 0 : `must be a language tag such as "en" or "de-CH" (got ${JSON.stringify(lang)})`;
}
function linkBaseIssue(base) {
  let url;
  try {
    url = new URL(base);
  } catch {
    url = void 0;
  }
  return url && /^https?:$/.test(url.protocol) && base.endsWith("/") ? void 0 : `must be an http(s) address ending in "/", e.g. "https://example.org/docs/" (got ${JSON.stringify(base)})`;
}

export {
  winAnsiCode,
  winAnsiOnly,
  RUNNING_HEAD_SEPARATOR,
  pageNumbersIssue,
  runningHeadIssue,
  fillTemplate,
  MAX_CONTENTS_DEPTH,
  contentsDepthIssue,
  langIssue,
  linkBaseIssue
};
