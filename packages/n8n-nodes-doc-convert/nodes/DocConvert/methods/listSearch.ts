// Lists for resource locators (the "From List" mode): the account's templates and its recent requests (log
// entries), searchable. The API pages its lists and has no search, so the filter is applied here, page by page:
// a call answers once it has matches, the list ended, or it read MAX_PAGES_PER_CALL pages, with where to go on
// as the pagination token for the editor's "load more" (the next page of templates; for logs the cursor, the id
// of the last entry read).
import type { ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult } from 'n8n-workflow';
import type { DocConvertClient } from '@doc-convert/core';
import { LOGS_LIMIT } from '@doc-convert/core/options';
import { MAX_PAGE_SIZE } from '../actions/paging';
import { createClient } from '../transport/client';
import { toNodeError } from '../helpers/errors';

/** Pages one editor call reads at most while nothing matches, so that a search of a long list stays quick. */
export const MAX_PAGES_PER_CALL = 10;

interface ListPage {
  /** The page's entries, each with the text the filter looks in. */
  entries: Array<{ item: INodeListSearchItems; text: string }>;
  /** Where the next page starts; undefined on the last page. */
  next: string | undefined;
}

async function searchPages(
  this: ILoadOptionsFunctions,
  filter: string | undefined,
  token: string | undefined,
  readPage: (client: DocConvertClient, token: string | undefined) => Promise<ListPage>,
): Promise<INodeListSearchResult> {
  const node = this.getNode();
  const secrets: string[] = [];
  const fail = (error: unknown) =>
    Promise.reject(toNodeError(error, { node, itemIndex: undefined, secrets, label: () => undefined }));
  const { client, apiKey } = await createClient.call(this).catch(fail);
  secrets.push(apiKey);
  const needle = filter?.trim().toLowerCase() ?? '';
  const results: INodeListSearchItems[] = [];
  let next = token;
  for (let read = 1; ; read++) {
    const page = await readPage(client, next).catch(fail);
    for (const { item, text } of page.entries) {
      if (!needle || text.toLowerCase().includes(needle)) results.push(item);
    }
    next = page.next;
    if (next === undefined) return { results };
    if (results.length > 0 || read >= MAX_PAGES_PER_CALL) return { results, paginationToken: next };
  }
}

/** The account's templates by name and slug; the token is the next page's number. */
export async function searchTemplates(
  this: ILoadOptionsFunctions,
  filter?: string,
  paginationToken?: string,
): Promise<INodeListSearchResult> {
  return searchPages.call(this, filter, paginationToken, async (client, token) => {
    const page = Math.max(0, Math.floor(Number(token ?? 0)) || 0);
    const { data, has_more: hasMore } = await client.templates.list({ page, limit: MAX_PAGE_SIZE });
    return {
      entries: data.map(({ slug, name }) => ({
        item: { name: name === slug ? slug : `${name} (${slug})`, value: slug },
        text: `${name}\n${slug}`,
      })),
      next: hasMore ? String(page + 1) : undefined,
    };
  });
}

/** Longest error text a list entry shows; the filter still reads all of it. */
const ERROR_SHOWN = 60;

/** `2026-11-24 08:05:09` in `timeZone`: short enough for the picker, in the workflow's own time. */
function localTime(epochMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(epochMs));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** What the picker shows first, since its width cuts the end off: status, time, error; the request ID last. */
export function logLabel(
  entry: { code: number; executed: number; error: string | null; request_id: string },
  timeZone: string,
): string {
  const error = entry.error?.trim();
  const shown = error && error.length > ERROR_SHOWN ? `${error.slice(0, ERROR_SHOWN - 1)}…` : error;
  return [String(entry.code), localTime(entry.executed, timeZone), shown, entry.request_id]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The account's recent requests, newest first, as "status · time · error · request id" (the time in the
 * workflow's time zone); the filter finds the request id, the status or the whole error message. The token is
 * the cursor: the id of the last entry read.
 */
export async function searchLogs(
  this: ILoadOptionsFunctions,
  filter?: string,
  paginationToken?: string,
): Promise<INodeListSearchResult> {
  const timeZone = this.getTimezone();
  return searchPages.call(this, filter, paginationToken, async (client, token) => {
    const cursor = Math.floor(Number(token));
    const { data, has_more: hasMore } = await client.logs.list({
      limit: LOGS_LIMIT.max,
      ...(cursor >= 1 ? { cursor } : {}),
    });
    const last = data.at(-1);
    return {
      entries: data.map((entry) => {
        const name = logLabel(entry, timeZone);
        return { item: { name, value: entry.request_id }, text: `${name}\n${entry.error ?? ''}` };
      }),
      next: hasMore && last ? String(last.id) : undefined,
    };
  });
}
