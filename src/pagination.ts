// Paged lists (invoices, templates). Pages are numbered from 0; `iterate()` walks them while `has_more`.
import { ValidationError } from './errors';
import type { Page } from './responses';

export interface PageParams {
  /** Page index, from 0 (default 0). */
  page?: number;
  /** Items per page (default: the service's). */
  limit?: number;
}

export interface IterateParams {
  /** Items per page while iterating. */
  limit?: number;
}

/** Refuses a page index or size that is not a whole number in range, before anything is sent. */
export function checkPageParams(params: PageParams): void {
  const issues = [];
  if (params.page !== undefined && !(Number.isInteger(params.page) && params.page >= 0)) {
    issues.push({ path: 'page', message: 'must be an integer of 0 or more (the first page is 0)' });
  }
  if (
    params.limit !== undefined &&
    !(Number.isInteger(params.limit) && params.limit >= 1 && params.limit <= 100)
  ) {
    issues.push({ path: 'limit', message: 'must be an integer between 1 and 100' });
  }
  if (issues.length) throw new ValidationError(issues);
}

/** Yields every item of every page, starting at page 0, fetching the next page only when needed. */
export async function* iteratePages<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
): AsyncGenerator<T, void, undefined> {
  for (let index = 0; ; index++) {
    const page = await fetchPage(index);
    yield* page.data;
    // An empty page ends the walk even if the service says there is more, so a bug there cannot loop forever.
    if (!page.has_more || page.data.length === 0) return;
  }
}
