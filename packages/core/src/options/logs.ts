// The query of GET /logs (the reference's parameters): page size 5 to 100, a status filter, one API key to
// filter on, the cursor (the id of the last entry already seen) and `before`, an ISO date-time. The local
// server validates its query with the same schema, so both sides refuse the same values with the same words.
import * as z from 'zod/v4';
import { listOf, parseOrThrow, typeError } from './issues';
import { integerAtLeast, integerBetween, nonEmptyString, objectParams } from './primitives';
import type { Assert, SameShape } from '../internal/same-shape';

export const LOG_STATUSES = ['error', 'success', 'all'] as const;
/** Which log entries `logs.list()` gives: `'error'`, `'success'` or `'all'`. */
export type LogStatus = (typeof LOG_STATUSES)[number];

/** Entries per page of GET /logs: 5 to 100, the service's default 20. */
export const LOGS_LIMIT = { min: 5, max: 100, default: 20 } as const;

const BEFORE_RULE = 'must be a Date or an ISO date-time with a time zone, e.g. 2026-03-01T12:00:00Z';

const isoDateTime = z.iso.datetime({ offset: true, error: BEFORE_RULE });
// zod refuses an Invalid Date as a type mismatch; the union words both failures itself.
const beforeSchema = z.union([z.date(), z.string().pipe(isoDateTime)], {
  error: (issue) =>
    issue.input instanceof Date ? 'must be a valid Date; got Invalid Date' : typeError(BEFORE_RULE)(issue),
});

const logsQuerySchema = z.strictObject(
  {
    /** Entries per page, 5 to 100 (default 20). */
    limit: integerBetween(LOGS_LIMIT.min, LOGS_LIMIT.max).optional(),
    /** Only failed requests, only successful ones, or all (default). */
    status: z.enum(LOG_STATUSES, { error: typeError(`must be one of ${listOf(LOG_STATUSES)}`) }).optional(),
    /** Only the requests made with this API key (a secret: never shown in errors). */
    key: nonEmptyString().optional(),
    /** The entries after this log id: the `id` of the last entry of the previous page. */
    cursor: integerAtLeast(1, ' (a log entry id)').optional(),
    /** The entries executed before this time. */
    before: beforeSchema.optional(),
  },
  objectParams('must be an object {limit?, status?, key?, cursor?, before?}'),
);

/** The filters and paging of `logs.list()` and `logs.iterate()`; all optional. */
export interface LogsListParams {
  /** Entries per page, 5 to 100. Default 20. */
  limit?: number;
  /** Only failed requests (`'error'`), only successful ones (`'success'`), or `'all'` (default). */
  status?: LogStatus;
  /** Only the requests made with this API key (a secret: never shown in errors). Default: every key's. */
  key?: string;
  /** The entries after this log id: the `id` of the last entry already seen. */
  cursor?: number;
  /** The entries executed before this time: a Date, or an ISO date-time with a time zone. */
  before?: Date | string;
}

type _LogsListParamsMatch = Assert<SameShape<LogsListParams, z.input<typeof logsQuerySchema>>>;

/** The query string values of GET /logs, `before` as ISO text; parameters left out stay out. */
export type LogsQuery = { [K in keyof LogsListParams]?: string | number };

/** Validates the parameters of GET /logs and returns them as its query; throws ValidationError. */
export function parseLogsParams(input: unknown): LogsQuery {
  const key = (input as { key?: unknown } | null)?.key;
  const { before, ...rest } = parseOrThrow<z.output<typeof logsQuerySchema>>(
    logsQuerySchema,
    input ?? {},
    {},
    typeof key === 'string' ? [key] : [],
  );
  return {
    ...rest,
    ...(before === undefined ? {} : { before: before instanceof Date ? before.toISOString() : before }),
  };
}
