// The pagination envelope of invoices and templates: `page` starts at 0, `limit` defaults to 10 (1 to 100);
// a malformed page or limit is a 400 in the Errors form naming the parameter.
import { errorsReply, type Reply } from '../reply';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;

export interface Envelope<T> {
  has_more: boolean;
  data: T[];
  limit: number;
  page: number;
  total: number;
}

export function paginate<T>(items: readonly T[], query: URLSearchParams): Envelope<T> | Reply {
  const errors: Record<string, string[]> = {};
  const read = (name: string, fallback: number, min: number, max: number): number => {
    const raw = query.get(name);
    if (raw === null) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= min && value <= max)) {
      errors[name] = [`must be an integer between ${min} and ${max}`];
    }
    return value;
  };
  const page = read('page', 0, 0, Number.MAX_SAFE_INTEGER);
  const limit = read('limit', DEFAULT_LIMIT, 1, MAX_LIMIT);
  if (Object.keys(errors).length > 0) return errorsReply(errors);
  const data = items.slice(page * limit, page * limit + limit);
  return { has_more: (page + 1) * limit < items.length, data, limit, page, total: items.length };
}

export function isEnvelope<T>(value: Envelope<T> | Reply): value is Envelope<T> {
  return 'has_more' in value;
}
