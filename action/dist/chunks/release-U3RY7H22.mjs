import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  plural
} from "./chunk-THS4KDNM.mjs";
import {
  info,
  warning
} from "./chunk-6OBSVC5H.mjs";
import {
  CONVERSION_CONTENT_TYPES
} from "./chunk-TP5KVUTY.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-XT35LYKM.mjs";
import "./chunk-SH24UBVI.mjs";
import "./chunk-WWTW7HAD.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/report/release.ts
init_esm_shims();
import { readFile } from "node:fs/promises";
import path from "node:path";
var TAG_REF = /^refs\/tags\/(.+)$/;
var NEEDS_CONTENTS_WRITE = "The release upload was refused (HTTP 403): the token cannot write releases. Give the job `permissions: contents: write` (GITHUB_TOKEN), or a github-token that can.";
function statusOf(error) {
  const status = error?.status;
  return typeof status === "number" ? status : void 0;
}
function assetName(file, outputDir) {
  const relative = path.relative(outputDir, file);
  const inside = relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
  return (inside ? relative : path.basename(file)).split(path.sep).join("-");
}
function contentType(file) {
  const format = path.extname(file).slice(1).toLowerCase();
  return CONVERSION_CONTENT_TYPES[format] ?? "application/octet-stream";
}
async function uploadReleaseAssets(files, inputs) {
  const ref = process.env.GITHUB_REF ?? "";
  const tag = TAG_REF.exec(ref)?.[1];
  if (!tag) {
    const skipped = `Not a tag (GITHUB_REF=${ref || "unset"}): no release assets uploaded.`;
    info(skipped);
    return { skipped };
  }
  if (files.length === 0) {
    const skipped = `No file was written: nothing uploaded to the release of ${tag}.`;
    warning(skipped);
    return { skipped };
  }
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? "").split("/");
  if (!owner || !repo)
    throw new Error("release-assets needs GITHUB_REPOSITORY (owner/name), which is unset.");
  const github = await import("./github-SHZZTF36.mjs");
  const octokit = github.getOctokit(inputs.githubToken, {
    baseUrl: process.env.GITHUB_API_URL || "https://api.github.com"
  });
  try {
    let release;
    try {
      ({ data: release } = await octokit.rest.repos.getReleaseByTag({ owner, repo, tag }));
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
      ({ data: release } = await octokit.rest.repos.createRelease({ owner, repo, tag_name: tag, name: tag }));
      info(`Created the release of ${tag}.`);
    }
    const existing = await octokit.paginate(octokit.rest.repos.listReleaseAssets, {
      owner,
      repo,
      release_id: release.id,
      per_page: 100
    });
    const assets = [];
    for (const file of files) {
      const name = assetName(file, inputs.outputDir);
      const same = existing.find((asset) => asset.name === name);
      if (same) await octokit.rest.repos.deleteReleaseAsset({ owner, repo, asset_id: same.id });
      const data = await readFile(file);
      await octokit.rest.repos.uploadReleaseAsset({
        owner,
        repo,
        release_id: release.id,
        // The release's own upload address: uploads.github.com, or the Enterprise server's.
        url: release.upload_url,
        name,
        data,
        headers: { "content-type": contentType(file), "content-length": data.byteLength }
      });
      assets.push(name);
    }
    info(`Uploaded ${plural(assets.length, "asset")} to the release of ${tag}: ${release.html_url}`);
    return { url: release.html_url, tag, assets };
  } catch (error) {
    if (statusOf(error) === 403) throw new Error(NEEDS_CONTENTS_WRITE);
    throw error;
  }
}
export {
  NEEDS_CONTENTS_WRITE,
  assetName,
  uploadReleaseAssets
};
