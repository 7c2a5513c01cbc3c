// How paths, sizes and durations read in the log, the job summary and the pull-request comment.
import path from 'node:path';
import { isInside } from '../inputs/confine';

/** Relative to the workspace with `/` separators, or absolute when the file lies outside it. */
export function displayPath(workspace: string, file: string): string {
  if (!isInside(workspace, file)) return file;
  return path.relative(workspace, file).split(path.sep).join('/');
}

/** `812 B`, `14.2 kB`, `3.1 MB` (decimal units, as GitHub shows artifact sizes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** `340 ms`, `2.4 s`, `1 min 12 s`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** `1 credit`, `3 credits`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Text for an HTML cell of the summary or the comment. */
export { escapeHtml } from '@doc-convert/core';
