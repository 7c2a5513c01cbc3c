// Uploads the written files as one artifact with @actions/artifact, loaded only when `artifact-name` is set
// (it is the largest part of the bundle and a separate chunk). The files keep their paths below the output
// folder. Returns the artifact's page in the run, built as actions/upload-artifact builds it.
import * as core from '@actions/core';
import path from 'node:path';

export async function uploadArtifact(name: string, files: string[], outputDir: string): Promise<string> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const { id, size } = await new DefaultArtifactClient().uploadArtifact(
    name,
    files.map((file) => path.resolve(file)),
    outputDir,
  );
  core.info(`Uploaded artifact ${name} (${files.length} files, ${size ?? 0} bytes).`);
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = process.env;
  if (id === undefined || !server || !repository || !runId) return '';
  return `${server}/${repository}/actions/runs/${runId}/artifacts/${id}`;
}
