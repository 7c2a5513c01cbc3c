import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-XYRXFBOL.mjs";
import {
  getInput,
  getMultilineInput
} from "./chunk-6OBSVC5H.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/review/review-inputs.ts
init_esm_shims();
import { readFileSync } from "node:fs";
var REVIEW_INPUTS = ["review-fail-above", "review-volatile", "review-images", "review-max-images"];
var PULL_REQUEST_EVENTS = ["pull_request", "pull_request_target"];
var DEFAULT_MAX_IMAGES = 20;
function reviewInputs(value, type, target, githubToken) {
  if (!value) {
    const given = REVIEW_INPUTS.find((name) => getInput(name) !== "");
    if (given) throw new InputError(`Input ${given} sets how a review works, so it needs review: true.`);
    return void 0;
  }
  if (target.kind !== "files") {
    throw new InputError(
      "Input review compares the documents of sources (glob patterns) at the head and at the base; set sources."
    );
  }
  if (type !== "pdf") {
    throw new InputError(
      `Input review compares PDFs page by page, so it needs type pdf (got ${JSON.stringify(type)}).`
    );
  }
  const images = imagesInput();
  if (images === "branch" && !githubToken) {
    throw new InputError(
      "Input review-images: branch pushes to a previews branch, so it needs github-token."
    );
  }
  return {
    pullRequest: pullRequest(),
    failAbove: failAbove(),
    volatile: volatile(),
    images,
    maxImages: maxImages()
  };
}
function failAbove() {
  const value = getInput("review-fail-above");
  if (value === "") return void 0;
  const match = /^(\d+(?:\.\d+)?)\s*%$/.exec(value);
  const percent = match ? Number(match[1]) : NaN;
  if (!(percent >= 0 && percent <= 100)) {
    throw new InputError(
      `Input review-fail-above must be a percentage from 0% to 100%, such as 0.5% (got ${JSON.stringify(value)}).`
    );
  }
  return percent / 100;
}
function volatile() {
  const lines = getMultilineInput("review-volatile").map((line) => line.trim()).filter((line) => line !== "");
  for (const line of lines) {
    if (/[{};<]|\/\*/.test(line)) {
      throw new InputError(
        `Input review-volatile: ${JSON.stringify(line)} is not a CSS selector (one a line; no {, }, ; or <).`
      );
    }
  }
  return lines;
}
function imagesInput() {
  const value = (getInput("review-images") || "artifact").toLowerCase();
  if (value !== "artifact" && value !== "branch" && value !== "none") {
    throw new InputError(
      `Input review-images must be artifact, branch or none (got ${JSON.stringify(getInput("review-images"))}).`
    );
  }
  return value;
}
function maxImages() {
  const value = getInput("review-max-images");
  if (value === "") return DEFAULT_MAX_IMAGES;
  if (!/^\d+$/.test(value) || Number(value) > 1e3) {
    throw new InputError(
      `Input review-max-images must be a whole number from 0 to 1000 (got ${JSON.stringify(value)}).`
    );
  }
  return Number(value);
}
function pullRequest() {
  const event = process.env.GITHUB_EVENT_NAME ?? "";
  if (!PULL_REQUEST_EVENTS.includes(event)) {
    throw new InputError(
      `Input review compares a pull request's head with its base, so it runs on pull_request or pull_request_target events; this run's event is ${event ? JSON.stringify(event) : "unknown (GITHUB_EVENT_NAME is not set)"}.`
    );
  }
  let payload = {};
  try {
    payload = JSON.parse(readFileSync(process.env.GITHUB_EVENT_PATH ?? "", "utf8"));
  } catch {
  }
  const pr = payload.pull_request;
  const baseSha = pr?.base?.sha;
  const baseRef = pr?.base?.ref;
  if (!pr || typeof pr.number !== "number" || !baseSha || !baseRef) {
    throw new InputError(
      `Input review needs the pull request's base (its ref and sha), which this ${event} event's payload (GITHUB_EVENT_PATH) does not have.`
    );
  }
  const repository = process.env.GITHUB_REPOSITORY ?? "";
  const baseRepo = pr.base?.repo?.full_name ?? repository;
  return {
    event,
    number: pr.number,
    baseSha,
    baseRef,
    headSha: pr.head?.sha ?? "",
    baseRepo,
    // A head in a deleted fork has no repository: a fork all the same.
    headRepo: pr.head?.repo === null ? "" : pr.head?.repo?.full_name ?? baseRepo
  };
}
export {
  reviewInputs
};
