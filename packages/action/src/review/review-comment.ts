// The pull request's one review comment, kept up to date: the PR's comments are listed through GitHub's REST
// API with the token the Action already has (`github-token`), the one holding REVIEW_MARKER is edited in place
// (PATCH), and one is created only when there is none, so a push never adds a second. A pull request from a
// fork gets a read-only token, and GitHub answers 403: then there is no comment, the job summary and the
// artifact still have everything, and docs/action.md shows the `workflow_run` workflow that comments for forks.
import * as core from '@actions/core';
import { REVIEW_MARKER } from './review-body';

export interface CommentTarget {
  /** `owner/name`. */
  repository: string;
  number: number;
  token: string;
}

/** An answer other than 2xx: its status and GitHub's message (never the token). */
class GitHubError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const api = (): string => (process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');

async function call<T>(token: string, method: string, url: string, body?: object): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'x-github-api-version': '2022-11-28',
      'user-agent': 'doc-convert-action',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    const said = ((await response.json().catch(() => ({}))) as { message?: string }).message;
    throw new GitHubError(
      response.status,
      `${method} ${new URL(url).pathname}: ${response.status} ${said ?? response.statusText}`,
    );
  }
  return (await response.json()) as T;
}

interface IssueComment {
  id: number;
  body?: string;
  html_url: string;
}

/** The comment holding the marker, looked for through every page of the PR's comments. */
async function findComment({ repository, number, token }: CommentTarget): Promise<IssueComment | undefined> {
  for (let page = 1; ; page++) {
    const comments = await call<IssueComment[]>(
      token,
      'GET',
      `${api()}/repos/${repository}/issues/${number}/comments?per_page=100&page=${page}`,
    );
    const mine = comments.find((comment) => comment.body?.includes(REVIEW_MARKER));
    if (mine || comments.length < 100) return mine;
  }
}

/**
 * Creates or updates the review comment; returns its URL, or undefined when the token may not write (403: a
 * fork's pull request), which is a warning, not a failure.
 */
export async function upsertReviewComment(target: CommentTarget, body: string): Promise<string | undefined> {
  try {
    const mine = await findComment(target);
    const { repository, number, token } = target;
    const comment = mine
      ? await call<IssueComment>(token, 'PATCH', `${api()}/repos/${repository}/issues/comments/${mine.id}`, {
          body,
        })
      : await call<IssueComment>(token, 'POST', `${api()}/repos/${repository}/issues/${number}/comments`, {
          body,
        });
    core.info(`${mine ? 'Updated' : 'Posted'} the review comment: ${comment.html_url}`);
    return comment.html_url;
  } catch (error) {
    if (!(error instanceof GitHubError) || error.status !== 403) throw error;
    core.warning(
      'The review comment could not be written: the token may not write to the pull request (a fork gets a read-only GITHUB_TOKEN; grant `pull-requests: write`, or comment from a workflow_run workflow as docs/action.md shows). The job summary and the artifact have the review.',
    );
    return undefined;
  }
}
