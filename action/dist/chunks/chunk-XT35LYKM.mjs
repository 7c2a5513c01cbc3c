import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  ValidationError
} from "./chunk-7UMRIUQS.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/core/src/outline/option.ts
init_esm_shims();
var OUTLINE_MIN_DEPTH = 1;
var OUTLINE_MAX_DEPTH = 6;
var DEFAULT_OUTLINE_DEPTH = 3;
var RULE = `must be true, false or { depth: ${OUTLINE_MIN_DEPTH}..${OUTLINE_MAX_DEPTH} }`;
function outlineDepth(option) {
  if (option === void 0 || option === false) return void 0;
  if (option === true) return DEFAULT_OUTLINE_DEPTH;
  if (typeof option !== "object" || option === null || Array.isArray(option)) {
    throw new ValidationError([{ path: "outline", message: `${RULE} (got ${JSON.stringify(option)})` }]);
  }
  const unknown = Object.keys(option).filter((key) => key !== "depth");
  if (unknown.length > 0) {
    throw new ValidationError([
      { path: `outline.${unknown[0]}`, message: `is not an outline setting: ${RULE}` }
    ]);
  }
  const { depth = DEFAULT_OUTLINE_DEPTH } = option;
  if (typeof depth !== "number" || !Number.isInteger(depth) || depth < OUTLINE_MIN_DEPTH || depth > OUTLINE_MAX_DEPTH) {
    throw new ValidationError([
      {
        path: "outline.depth",
        message: `must be a whole number from ${OUTLINE_MIN_DEPTH} to ${OUTLINE_MAX_DEPTH} (h1 down to that heading level; got ${JSON.stringify(depth)})`
      }
    ]);
  }
  return depth;
}
function outlineIssues(body, template) {
  const because = (reason) => ({
    path: "outline",
    message: `cannot be added ${reason}`
  });
  const issues = [];
  if (body.filename !== void 0) {
    issues.push(because("with filename: the service stores the PDF instead of answering it"));
  }
  if (body.webhook !== void 0) {
    issues.push(because("with webhook: the PDF goes to the webhook, not to this call"));
  }
  if (body.encode === true) {
    issues.push(because("with encode: the answer is Base64 text, not the PDF"));
  }
  if (!template && typeof body.source === "string" && /^\s*https?:\/\//i.test(body.source)) {
    issues.push(
      because("to a URL source: the page is the site's, so its headings cannot be prepared; send the HTML")
    );
  }
  const protection = body.protection;
  if (protection && (protection.user_password || protection.owner_password || protection.no_print || protection.no_copy || protection.no_modify)) {
    issues.push(because("with protection: the PDF is encrypted, and bookmarks would need its key"));
  }
  return issues;
}

export {
  OUTLINE_MIN_DEPTH,
  OUTLINE_MAX_DEPTH,
  DEFAULT_OUTLINE_DEPTH,
  outlineDepth,
  outlineIssues
};
