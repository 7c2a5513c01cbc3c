// What a run amounts to, as the outputs, the job summary and the pull-request comment all tell it.
import type { Credits } from '../../src/index';
import { displayPath, plural } from './format';
import type { ActionInputs, Outcome, OutputType } from './types';

/** How a run names its work: files converted, or documents generated from a template. */
export interface Work {
  /** What each row of the summary is, and what the credits are counted against. */
  item: 'file' | 'document';
  /** One attempt, as failure counts name it. */
  attempt: 'conversion' | 'document';
  verb: 'convert' | 'generate';
  done: 'converted' | 'generated';
}

const CONVERSIONS: Work = { item: 'file', attempt: 'conversion', verb: 'convert', done: 'converted' };
const DOCUMENTS: Work = { item: 'document', attempt: 'document', verb: 'generate', done: 'generated' };

export function workOf(inputs: Pick<ActionInputs, 'target'>): Work {
  return inputs.target.kind === 'template' ? DOCUMENTS : CONVERSIONS;
}

export interface RunReport {
  type: OutputType;
  work: Work;
  /** The slug of the template the documents were generated from. */
  template: string | undefined;
  sandbox: boolean;
  workspace: string;
  outcomes: Outcome[];
  /** Credits before the first conversion; undefined when they could not be read (a refused key). */
  before: Credits | undefined;
  /** Credits after the last one; undefined when nothing was converted or they could not be read. */
  after: Credits | undefined;
  /** Why nothing was converted (the credits preflight, an unusable data file), when the run refused. */
  refusal?: string;
  artifactUrl?: string;
}

export function newReport(
  inputs: ActionInputs,
  before: Credits | undefined,
  outcomes: Outcome[] = [],
): RunReport {
  return {
    type: inputs.type,
    work: workOf(inputs),
    template: inputs.target.kind === 'template' ? inputs.target.slug : undefined,
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

/** The credits left, or undefined when the balance could not be read at all. */
export function creditsRemaining(report: RunReport): number | undefined {
  if (report.after) return report.after.remaining;
  return report.before && Math.max(0, report.before.remaining - creditsUsed(report));
}

/** `3 of 4 files converted to PDF`, `2 of 2 documents generated as PDF from template invoice` */
export function headline(report: RunReport): string {
  const { work } = report;
  if (report.refusal) return `Nothing ${work.done}: ${report.refusal}`;
  const type = report.type.toUpperCase();
  const done = `${converted(report).length} of ${plural(report.outcomes.length, work.item)} ${work.done}`;
  return report.template === undefined
    ? `${done} to ${type}`
    : `${done} as ${type} from template ${report.template}`;
}
