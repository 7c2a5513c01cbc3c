// Failures as error annotations on their source files (for documents from data, the data files), at the line
// and column when one is known (a JSON syntax error). GitHub shows at most ten error annotations per step,
// so beyond ten the first nine keep their own and the rest share one that lists them; the log has every
// failure in one collapsible group either way.
import * as core from '@actions/core';
import type { AnnotationProperties } from '@actions/core';
import { failed, type RunReport } from './report';
import type { Outcome } from '../types';

const MAX_ANNOTATIONS = 10;

function placeOf(outcome: Outcome): AnnotationProperties {
  // The label of a matched file is its path relative to the workspace, as annotations want it.
  if (outcome.job.file === undefined) return {};
  const at = outcome.at && { startLine: outcome.at.line, startColumn: outcome.at.column };
  return { file: outcome.job.label, ...at };
}

export function annotateFailures(report: RunReport): void {
  const failures = failed(report);
  if (failures.length === 0) return;
  const title = `Doc Convert: ${report.work.attempt} failed`;
  core.startGroup(`${failures.length} failed`);
  for (const outcome of failures) core.info(`${outcome.job.label}: ${outcome.error}`);
  core.endGroup();

  const own = failures.length <= MAX_ANNOTATIONS ? failures : failures.slice(0, MAX_ANNOTATIONS - 1);
  for (const outcome of own) {
    core.error(outcome.error ?? 'failed', { title, ...placeOf(outcome) });
  }
  const rest = failures.slice(own.length);
  if (rest.length > 0) {
    const list = rest.map((o) => `${o.job.label}: ${o.error}`).join('\n');
    core.error(`${rest.length} more ${report.work.attempt}s failed:\n${list}`, {
      title: `${title} (${rest.length} more)`,
    });
  }
}
