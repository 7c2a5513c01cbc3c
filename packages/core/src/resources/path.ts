// Path parameters (key, request id, slug) are encoded so that no value can change the path it is put in.
import { ValidationError } from '../errors';

export function pathParam(name: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ValidationError([{ path: name, message: 'is required and must be a non-empty string' }]);
  }
  // '.' and '..' survive encodeURIComponent and would be resolved as relative segments by proxies and servers.
  if (value === '.' || value === '..') {
    throw new ValidationError([{ path: name, message: 'must not be "." or ".."' }]);
  }
  return encodeURIComponent(value);
}
