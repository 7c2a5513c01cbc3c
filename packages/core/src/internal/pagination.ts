// Paged lists (invoices, templates). Pages are numbered from 0; `for await` over `list()` (or `iterate()`)
// walks them while `has_more`.
import { ValidationError } from '../errors';

/** Which page of a paged list (`invoices.list()`, `templates.list()`), and its size. */
export interface PageParams {
  /** Page index, from 0 (default 0). */
  page?: number;
  /** Items per page (default: the service's). */
  limit?: number;
}

/** The page size of a walk over every item (`iterate()`). */
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

/**
 * Walks what `open()` gives only once the walk starts: an iterate() that is never walked sends nothing, and a
 * refusal of its parameters arrives on the first step.
 */
export async function* walkLazily<T>(open: () => AsyncIterable<T>): AsyncGenerator<T, void, undefined> {
  yield* open();
}
