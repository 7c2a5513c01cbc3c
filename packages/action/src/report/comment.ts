// Keeps one comment per pull request up to date with the latest run: found again by a hidden marker, edited
// in place, created when missing. @actions/github is loaded only when `comment-on-pr` is set. A fork's
// pull request gets a read-only token, which GitHub answers with 403: that is a warning, not a failure.
import * as core from '@actions/core';
import { displayPath, escapeHtml, formatBytes } from './format';
import {
  afterwords,
  frontRows,
  creditsRemaining,
  creditsUsed,
  headline,
  pagesText,
  statusText,
  type RunReport,
} from './report';

export const COMMENT_MARKER = '<!-- doc-convert-action:summary -->';
/** Rows beyond this are counted, not listed (a comment holds 65 536 characters). */
const MAX_COMMENT_ROWS = 50;

/** Markdown table cells: no line breaks, `|` escaped. */
function cell(text: string): string {
  return escapeHtml(text).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function commentBody(report: RunReport): string {
  const lines = [COMMENT_MARKER, '### Doc Convert', '', `**${cell(headline(report))}**`, ''];
  if (report.outcomes.length > 0) {
    lines.push('| Source | Output | Size | Pages | Status |', '| --- | --- | --- | --- | --- |');
    for (const o of report.outcomes.slice(0, MAX_COMMENT_ROWS)) {
      const output = o.ok ? `\`${cell(displayPath(report.workspace, o.job.output))}\`` : '—';
      const size = o.bytes === undefined ? '—' : formatBytes(o.bytes);
      const status = cell(statusText(o, report.work));
      lines.push(`| \`${cell(o.job.label)}\` | ${output} | ${size} | ${pagesText(o)} | ${status} |`);
    }
    const more = report.outcomes.length - MAX_COMMENT_ROWS;
    if (more > 0) lines.push(`| … and ${more} more | | | | |`);
    for (const front of frontRows(report)) {
      const output = front.output === undefined ? '—' : `\`${cell(front.output)}\``;
      const size = front.bytes === undefined ? '—' : formatBytes(front.bytes);
      const pages = front.pages === undefined ? '—' : String(front.pages);
      lines.push(`| ${cell(front.source)} | ${output} | ${size} | ${pages} | ${cell(front.status)} |`);
    }
    lines.push('');
  }
  const sandbox = report.sandbox ? ' (sandbox)' : '';
  lines.push(
    `Credits used: ${creditsUsed(report)}${sandbox} · remaining: ${creditsRemaining(report) ?? cell(report.balanceNote ?? 'unknown')}`,
  );
  for (const line of afterwords(report)) lines.push('', cell(line));
  if (report.artifactUrl) lines.push('', `[Download the files](${report.artifactUrl})`);
  return lines.join('\n');
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Creates or updates the comment; returns its URL, or undefined when there is no pull request or no right. */
export async function commentOnPullRequest(report: RunReport, token: string): Promise<string | undefined> {
  const github = await import('@actions/github');
  const { context } = github;
  const number = context.payload.pull_request?.number;
  if (number === undefined) {
    core.info('Not a pull request event: no comment posted.');
    return undefined;
  }
  const octokit = github.getOctokit(token);
  const where = { ...context.repo, issue_number: number };
  const body = commentBody(report);
  try {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...where, per_page: 100 });
    const mine = comments.find((c) => c.body?.includes(COMMENT_MARKER));
    const { data } = mine
      ? await octokit.rest.issues.updateComment({ ...context.repo, comment_id: mine.id, body })
      : await octokit.rest.issues.createComment({ ...where, body });
    core.info(`${mine ? 'Updated' : 'Posted'} the pull request comment: ${data.html_url}`);
    return data.html_url;
  } catch (error) {
    if (statusOf(error) !== 403) throw error;
    core.warning(
      'Could not comment on the pull request: the token may not write to it (pull requests from forks get a ' +
        'read-only GITHUB_TOKEN; grant `pull-requests: write` in the workflow). The conversion itself is unaffected.',
    );
    return undefined;
  }
}
