// The job summary: a headline, one table row per source (source, output, size, pages, credits, duration,
// status; a cached row has no duration: nothing was converted) and one each for the cover and the contents page,
// the problems Markdown files rendered with (file:line, kind, the parser's message),
// then the credits before and after the run, or why no balance was read. In the credits-check mode, the
// credits alone. Every text is HTML-escaped (file names may hold `<`), and the summary is skipped when the
// runner gives no file.
import * as core from '@actions/core';
import type { Credits } from 'doc-convert';
import { displayPath, escapeHtml, formatBytes, formatDuration } from './format';
import {
  afterwords,
  frontRows,
  headline,
  headlineCredits,
  pagesText,
  statusText,
  type RunReport,
} from './report';

/** Beyond this many rows the table says how many more there are (a summary holds 1 MiB at most). */
const MAX_ROWS = 500;

type Cell = string | { data: string; header: true };

const header = (...names: string[]): Cell[] => names.map((data) => ({ data, header: true }));

function fileRows(report: RunReport): Cell[][] {
  const rows = report.outcomes
    .slice(0, MAX_ROWS)
    .map((o): Cell[] => [
      `<code>${escapeHtml(o.job.label)}</code>`,
      o.ok ? `<code>${escapeHtml(displayPath(report.workspace, o.job.output))}</code>` : '—',
      o.bytes === undefined ? '—' : formatBytes(o.bytes),
      pagesText(o),
      o.credits === undefined ? '—' : String(o.credits),
      o.cached ? '—' : formatDuration(o.durationMs),
      escapeHtml(statusText(o, report.work)),
    ]);
  const more = report.outcomes.length - MAX_ROWS;
  if (more > 0) rows.push([`… and ${more} more (see the log)`, '', '', '', '', '', '']);
  for (const front of frontRows(report)) {
    rows.push([
      escapeHtml(front.source),
      front.output === undefined ? '—' : `<code>${escapeHtml(front.output)}</code>`,
      front.bytes === undefined ? '—' : formatBytes(front.bytes),
      front.pages === undefined ? '—' : String(front.pages),
      String(front.credits),
      front.durationMs === undefined ? '—' : formatDuration(front.durationMs),
      escapeHtml(front.status),
    ]);
  }
  return [header('Source', 'Output', 'Size', 'Pages', 'Credits', 'Duration', 'Status'), ...rows];
}

/** One row per problem of a Markdown file (a formula, a diagram, an image that did not render). */
function problemRows(report: RunReport): Cell[][] {
  const rows = report.outcomes
    .flatMap((o) => (o.problems ?? []).map((p) => ({ label: o.job.label, ...p })))
    .slice(0, MAX_ROWS)
    .map((p): Cell[] => [
      `<code>${escapeHtml(`${p.label}:${p.line}`)}</code>`,
      p.kind,
      escapeHtml(p.message),
    ]);
  return [header('Where', 'What', 'Message'), ...rows];
}

function creditRows(columns: Array<[string, Credits | undefined]>): Cell[][] {
  const value = (credits: Credits | undefined, key: keyof Credits) =>
    credits === undefined ? '—' : String(credits[key]);
  const row = (label: string, key: keyof Credits): Cell[] => [
    label,
    ...columns.map(([, credits]) => value(credits, key)),
  ];
  return [
    header('Credits', ...columns.map(([name]) => name)),
    row('Remaining', 'remaining'),
    row('Used this period', 'used'),
    row('Limit', 'total'),
  ];
}

async function write(build: (summary: typeof core.summary) => void): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.debug('No GITHUB_STEP_SUMMARY file: the job summary is skipped.');
    return;
  }
  build(core.summary);
  await core.summary.write();
}

export async function writeRunSummary(report: RunReport): Promise<void> {
  await write((summary) => {
    summary.addHeading('Doc Convert', 2);
    const credits = headlineCredits(report);
    const after = credits === undefined ? '' : ` · ${escapeHtml(credits)}`;
    summary.addRaw(`<p><strong>${escapeHtml(headline(report))}</strong>${after}</p>`, true);
    if (report.outcomes.length > 0 || report.front) summary.addTable(fileRows(report));
    const problems = problemRows(report);
    if (problems.length > 1) {
      summary.addRaw('<p>Rendered with problems (each shown in its document as a box):</p>', true);
      summary.addTable(problems);
    }
    if (report.before === undefined && report.after === undefined) {
      summary.addRaw(
        `<p>Credits: ${escapeHtml(report.balanceNote ?? 'the balance was not read')}.</p>`,
        true,
      );
    } else {
      summary.addTable(
        creditRows(
          report.refusal
            ? [['Now', report.before]]
            : [
                ['Before', report.before],
                ['After', report.after],
              ],
        ),
      );
    }
    for (const line of afterwords(report)) summary.addRaw(`<p>${escapeHtml(line)}</p>`, true);
    if (report.artifactUrl) summary.addLink('Download the files (artifact)', report.artifactUrl);
  });
}

export async function writeCreditsSummary(credits: Credits, refusal: string | undefined): Promise<void> {
  await write((summary) => {
    summary.addHeading('Doc Convert credits', 2);
    if (refusal) summary.addRaw(`<p><strong>${escapeHtml(refusal)}</strong></p>`, true);
    summary.addTable(creditRows([['Now', credits]]));
  });
}
