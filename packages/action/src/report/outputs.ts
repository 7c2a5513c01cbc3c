// The step's outputs (see action.yml): set in every mode, so later steps can always read them.
import * as core from '@actions/core';
import { displayPath } from './format';
import {
  creditsRemaining,
  creditsUsed,
  fromCache,
  outputFiles,
  refusedAssets,
  type RunReport,
} from './report';

export function setOutputs(report: RunReport): void {
  const files = outputFiles(report);
  core.setOutput('files', JSON.stringify(files));
  core.setOutput('count', String(files.length));
  core.setOutput('credits-used', String(creditsUsed(report)));
  core.setOutput('credits-remaining', String(creditsRemaining(report) ?? ''));
  core.setOutput('artifact-url', report.artifactUrl ?? '');
  core.setOutput('cached', String(fromCache(report).length));
  core.setOutput('refused-assets', JSON.stringify(refusedAssets(report)));
  core.setOutput('merged', report.merged ? displayPath(report.workspace, report.merged.path) : '');
  core.setOutput('release-url', report.release && 'url' in report.release ? report.release.url : '');
}
