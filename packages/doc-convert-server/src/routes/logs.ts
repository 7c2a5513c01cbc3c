// Request logs: one entry by request id, and the recent entries (GET /logs), newest first, filtered by status
// ('error': an error status or an error recorded; 'success': the rest), by the API key that made the request,
// and by `before` (executed earlier than that time), paged by cursor: a page holds the entries after the
// cursor's log id in that order. The query is checked with the client's own schema (packages/core/src/options/logs.ts).
import { LOGS_LIMIT, parseLogsParams, type LogsQuery } from 'doc-convert/internal/rules';
import type { Handler } from '../context';
import { errorReply, issuesReply, jsonReply } from '../reply';
import type { LogEntry } from '../resources';
import type { ServerState } from '../state';

export const getLog: Handler = ({ state, params }) => {
  const log = state.logs.get(params.request_id);
  return log ? jsonReply(200, { success: true, log }) : errorReply(404, 'Log entry not found.');
};

/** The query as the schema reads it: whole numbers where a number is meant, text otherwise. */
function queryValues(query: URLSearchParams): Record<string, unknown> {
  // fromEntries defines own properties: a parameter named `__proto__` is one more unknown name, not a prototype.
  return Object.fromEntries(
    [...query].map(([name, value]) => [
      name,
      (name === 'limit' || name === 'cursor') && /^-?\d+$/.test(value) ? Number(value) : value,
    ]),
  );
}

function isError(entry: LogEntry): boolean {
  return entry.error !== null || entry.code >= 400 || entry.code === 0;
}

function matches(entry: LogEntry, filters: LogsQuery, state: ServerState): boolean {
  if (filters.status === 'error' && !isError(entry)) return false;
  if (filters.status === 'success' && isError(entry)) return false;
  if (filters.key !== undefined && state.logKey(entry.request_id) !== filters.key) return false;
  if (filters.before !== undefined && !(entry.executed < Date.parse(String(filters.before)))) return false;
  return true;
}

function page(state: ServerState, filters: LogsQuery) {
  const limit = Number(filters.limit ?? LOGS_LIMIT.default);
  const newestFirst = [...state.logs.values()].reverse().filter((entry) => matches(entry, filters, state));
  const cursor = filters.cursor;
  let start = cursor === undefined ? 0 : newestFirst.findIndex((entry) => entry.id < Number(cursor));
  if (start < 0) start = newestFirst.length;
  return {
    has_more: start + limit < newestFirst.length,
    data: newestFirst.slice(start, start + limit),
    limit,
    page: Math.floor(start / limit),
    total: newestFirst.length,
  };
}

// The key filter is a secret: this request's own log entry shows `key` as `[redacted]` (logged-parameters.ts).
export const listLogs: Handler = ({ state, query }) => {
  try {
    return jsonReply(200, { success: true, logs: page(state, parseLogsParams(queryValues(query))) });
  } catch (error) {
    return issuesReply(error);
  }
};
