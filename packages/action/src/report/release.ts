// The `release-assets` input: on a tag (GITHUB_REF=refs/tags/<tag>), the written files (or only the merged
// PDF, with `merge`) become assets of that tag's release, through the GitHub REST API with @actions/github
// (loaded only here), which honours GITHUB_API_URL, so GitHub Enterprise Server works as github.com does.
// The release is created when the tag has none; an asset of the same name is replaced (deleted, then
// uploaded), so re-running a tag's workflow leaves one copy of each file. Off a tag nothing is uploaded and
// the step still succeeds: the same workflow can run on branches and tags. The token goes to Octokit only;
// every message that could carry it goes through describeError with it as a secret (main.ts).
import * as core from '@actions/core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONVERSION_CONTENT_TYPES, type ConversionFormat } from '@doc-convert/core';
import { plural } from './format';
import type { ReleaseResult } from './report';
import type { ActionInputs } from '../types';

const TAG_REF = /^refs\/tags\/(.+)$/;

/** What GitHub answers a token without the right (403), said as the workflow setting that gives it. */
export const NEEDS_CONTENTS_WRITE =
  'The release upload was refused (HTTP 403): the token cannot write releases. Give the job `permissions: ' +
  'contents: write` (GITHUB_TOKEN), or a github-token that can.';

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' ? status : undefined;
}

/** An asset's name: its path below the output folder, folders joined with `-` (release assets are flat). */
export function assetName(file: string, outputDir: string): string {
  const relative = path.relative(outputDir, file);
  const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  return (inside ? relative : path.basename(file)).split(path.sep).join('-');
}

function contentType(file: string): string {
  const format = path.extname(file).slice(1).toLowerCase() as ConversionFormat;
  return CONVERSION_CONTENT_TYPES[format] ?? 'application/octet-stream';
}

export async function uploadReleaseAssets(
  files: readonly string[],
  inputs: Pick<ActionInputs, 'githubToken' | 'outputDir'>,
): Promise<ReleaseResult> {
  const ref = process.env.GITHUB_REF ?? '';
  const tag = TAG_REF.exec(ref)?.[1];
  if (!tag) {
    const skipped = `Not a tag (GITHUB_REF=${ref || 'unset'}): no release assets uploaded.`;
    core.info(skipped);
    return { skipped };
  }
  if (files.length === 0) {
    const skipped = `No file was written: nothing uploaded to the release of ${tag}.`;
    core.warning(skipped);
    return { skipped };
  }
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo)
    throw new Error('release-assets needs GITHUB_REPOSITORY (owner/name), which is unset.');
  const github = await import('@actions/github');
  const octokit = github.getOctokit(inputs.githubToken!, {
    baseUrl: process.env.GITHUB_API_URL || 'https://api.github.com',
  });
  try {
    let release;
    try {
      ({ data: release } = await octokit.rest.repos.getReleaseByTag({ owner, repo, tag }));
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
      ({ data: release } = await octokit.rest.repos.createRelease({ owner, repo, tag_name: tag, name: tag }));
      core.info(`Created the release of ${tag}.`);
    }
    const existing = await octokit.paginate(octokit.rest.repos.listReleaseAssets, {
      owner,
      repo,
      release_id: release.id,
      per_page: 100,
    });
    const assets: string[] = [];
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
        data: data as unknown as string,
        headers: { 'content-type': contentType(file), 'content-length': data.byteLength },
      });
      assets.push(name);
    }
    core.info(`Uploaded ${plural(assets.length, 'asset')} to the release of ${tag}: ${release.html_url}`);
    return { url: release.html_url, tag, assets };
  } catch (error) {
    if (statusOf(error) === 403) throw new Error(NEEDS_CONTENTS_WRITE);
    throw error;
  }
}
