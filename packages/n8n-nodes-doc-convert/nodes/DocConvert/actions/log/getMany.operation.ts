// Log → Get Many: GET /logs, the account's recent requests, newest first, filtered by status, by the API key
// that made them and by time, page after page along the cursor (the core's logs.iterate), one output item per
// entry in Log → Get's form. The key filter is a secret: masked, hinted, and scrubbed from errors and output.
import {
  tryToParseDateTime,
  type IDataObject,
  type IExecuteFunctions,
  type INodeExecutionData,
  type INodeProperties,
} from 'n8n-workflow';
import { LOG_STATUSES, LOGS_LIMIT, type LogsListParams, type LogStatus } from '@doc-convert/core/options';
import type { LogEntry } from '@doc-convert/core';
import { logJson } from '../../helpers/records';
import { secretField, secretValues } from '../../helpers/secrets';
import { byLabel } from '../../document/groups';
import { collectPages, pagingFields } from '../paging';
import type { OperationContext } from '../types';

const STATUS_LABELS: Record<LogStatus, { name: string; description: string }> = {
  all: { name: 'All', description: 'Every request' },
  error: { name: 'Error', description: 'Only the requests that failed' },
  success: { name: 'Success', description: 'Only the requests that succeeded' },
};

export const description: INodeProperties[] = [
  ...pagingFields('log', 'getMany'),
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add filter',
    default: {},
    displayOptions: { show: { resource: ['log'], operation: ['getMany'] } },
    options: byLabel([
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: LOG_STATUSES.map((status) => ({ value: status, ...STATUS_LABELS[status] })).sort((a, b) =>
          a.name.localeCompare(b.name),
        ),
        default: 'all',
        description: 'Whether to get the failed requests, the successful ones or all',
      },
      secretField(
        {
          displayName: 'API Key',
          name: 'key',
          description: "Only the requests made with this API key of the account (the key's secret)",
        },
        'DOC_CONVERT_LOG_KEY',
      ),
      {
        displayName: 'Executed Before',
        name: 'before',
        type: 'dateTime',
        default: '',
        description: "Only the requests made before this time (in the workflow's time zone)",
      },
    ]),
  },
];

/** `before` as the API wants it: an ISO date-time with its offset; a value that is no date goes as given. */
function isoBefore(this: IExecuteFunctions, before: unknown): string | undefined {
  if (before === undefined || before === '') return undefined;
  try {
    return tryToParseDateTime(before, this.getTimezone()).toUTC().toISO() ?? String(before);
  } catch {
    // The core refuses it, naming Filters → Executed Before.
    return String(before);
  }
}

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal, secrets }: OperationContext,
): Promise<INodeExecutionData[]> {
  const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
  const key = typeof filters.key === 'string' ? filters.key.trim() : '';
  secrets.push(...secretValues([key]));
  const params: LogsListParams = {
    ...(filters.status ? { status: filters.status as LogStatus } : {}),
    ...(key === '' ? {} : { key }),
  };
  const before = isoBefore.call(this, filters.before);
  if (before !== undefined) params.before = before;
  // GET /logs serves pages of LOGS_LIMIT (5 to 100 entries): a smaller limit still asks for the least and keeps
  // what it needs.
  const limit = (pageSize: number) => Math.min(LOGS_LIMIT.max, Math.max(LOGS_LIMIT.min, pageSize));
  const entries = await (collectPages<LogEntry>).call(this, itemIndex, (pageSize) =>
    client.logs.iterate({ ...params, limit: limit(pageSize) }, { signal }),
  );
  return entries.map((entry) => ({ json: logJson(entry), pairedItem: { item: itemIndex } }));
}
