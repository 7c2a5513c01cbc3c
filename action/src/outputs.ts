// The step's outputs (see action.yml): set in every mode, so later steps can always read them.
import * as core from '@actions/core';
import { creditsRemaining, creditsUsed, outputFiles, type RunReport } from './report';

export function setOutputs(report: RunReport): void {
  const files = outputFiles(report);
  core.setOutput('files', JSON.stringify(files));
  core.setOutput('count', String(files.length));
  core.setOutput('credits-used', String(creditsUsed(report)));
  core.setOutput('credits-remaining', String(creditsRemaining(report) ?? ''));
  core.setOutput('artifact-url', report.artifactUrl ?? '');
}
