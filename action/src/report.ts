// What a run amounts to, as the outputs, the job summary and the pull-request comment all tell it.
import type { Credits } from '../../src/index';
import type { Outcome } from './convert';
import { displayPath } from './format';
import type { ActionInputs, OutputType } from './inputs';

export interface RunReport {
  type: OutputType;
  sandbox: boolean;
  workspace: string;
  outcomes: Outcome[];
  /** Credits before the first conversion. */
  before: Credits;
  /** Credits after the last one; undefined when nothing was converted or they could not be read. */
  after: Credits | undefined;
  /** Why nothing was converted (the credits preflight), when it refused. */
  refusal?: string;
  artifactUrl?: string;
}

export function newReport(inputs: ActionInputs, before: Credits, outcomes: Outcome[] = []): RunReport {
  return {
    type: inputs.type,
    sandbox: inputs.sandbox,
    workspace: inputs.workspace,
    outcomes,
    before,
    after: undefined,
  };
}

export function converted(report: RunReport): Outcome[] {
  return report.outcomes.filter((o) => o.ok);
}

export function failed(report: RunReport): Outcome[] {
  return report.outcomes.filter((o) => !o.ok);
}

/** Paths of the written files, relative to the workspace when inside it. */
export function outputFiles(report: RunReport): string[] {
  return converted(report).map((o) => displayPath(report.workspace, o.job.output));
}

/** Credits this run spent, as the answers' X-Credits-Used headers counted them. */
export function creditsUsed(report: RunReport): number {
  return report.outcomes.reduce((sum, o) => sum + (o.credits ?? 0), 0);
}

export function creditsRemaining(report: RunReport): number {
  return report.after?.remaining ?? Math.max(0, report.before.remaining - creditsUsed(report));
}

/** `3 of 4 files converted to PDF` */
export function headline(report: RunReport): string {
  if (report.refusal) return `Nothing converted: ${report.refusal}`;
  const total = report.outcomes.length;
  const noun = total === 1 ? 'file' : 'files';
  return `${converted(report).length} of ${total} ${noun} converted to ${report.type.toUpperCase()}`;
}
