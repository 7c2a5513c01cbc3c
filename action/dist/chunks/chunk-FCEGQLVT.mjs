import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  info
} from "./chunk-6OBSVC5H.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/report/artifact.ts
init_esm_shims();
import path from "node:path";
async function uploadArtifact(name, files, outputDir) {
  const { DefaultArtifactClient } = await import("./artifact-U75ZGZLC.mjs");
  const { id, size } = await new DefaultArtifactClient().uploadArtifact(
    name,
    files.map((file) => path.resolve(file)),
    outputDir
  );
  info(`Uploaded artifact ${name} (${files.length} files, ${size ?? 0} bytes).`);
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = process.env;
  if (id === void 0 || !server || !repository || !runId) return "";
  return `${server}/${repository}/actions/runs/${runId}/artifacts/${id}`;
}

export {
  uploadArtifact
};
