import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/inputs/confine.ts
init_esm_shims();
import { mkdir, realpath } from "node:fs/promises";
import path from "node:path";
var OutsideError = class extends Error {
  name = "OutsideError";
};
function isInside(parent, child) {
  const relative = path.relative(parent, child);
  return relative === "" || relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}
async function realPathInside(root, target) {
  const resolved = path.resolve(root, target);
  if (!isInside(root, resolved)) throw new OutsideError(`${target} is outside ${root}`);
  const real = await realpath(resolved);
  if (!isInside(root, real)) throw new OutsideError(`${target} leads outside ${root} (symbolic link)`);
  return real;
}
function unreadableReason(error) {
  if (error instanceof OutsideError) return "it resolves outside the workspace, so it is not read";
  if (error.code === "ENOENT") return "no such file in the workspace";
  return error.message;
}
async function nearestExisting(dir) {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      return await realpath(current);
    } catch (error) {
      if (error.code !== "ENOENT" || path.dirname(current) === current)
        throw error;
    }
  }
}
async function prepareOutputFolder(outputDir, file) {
  const folder = path.dirname(file);
  const refused = () => new OutsideError(`${path.relative(outputDir, file)} would be written outside the output folder`);
  if (!isInside(outputDir, folder)) throw refused();
  await mkdir(outputDir, { recursive: true });
  const root = await realpath(outputDir);
  if (!isInside(root, await nearestExisting(folder))) throw refused();
  await mkdir(folder, { recursive: true });
  if (!isInside(root, await realpath(folder))) throw refused();
}

// packages/action/src/report/format.ts
init_esm_shims();
import path2 from "node:path";
function displayPath(workspace, file) {
  if (!isInside(workspace, file)) return file;
  return path2.relative(workspace, file).split(path2.sep).join("/");
}
function formatBytes(bytes) {
  if (bytes < 1e3) return `${bytes} B`;
  const units = ["kB", "MB", "GB"];
  let value = bytes / 1e3;
  let unit = 0;
  while (value >= 1e3 && unit < units.length - 1) {
    value /= 1e3;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
function formatDuration(ms) {
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  if (ms < 6e4) return `${(ms / 1e3).toFixed(1)} s`;
  const seconds = Math.round(ms / 1e3);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
function plural(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

export {
  OutsideError,
  isInside,
  realPathInside,
  unreadableReason,
  prepareOutputFolder,
  displayPath,
  formatBytes,
  formatDuration,
  plural
};
