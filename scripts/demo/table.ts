// The demo's printout: one aligned row per file, then the credits before and after.
import type { Credits } from 'doc-convert';
import type { DemoRow } from './run';

const HEADINGS = ['file', 'size', 'pages', 'mode', 'credits', 'duration', 'service'] as const;
/** Columns of numbers are right-aligned. */
const RIGHT = new Set<string>(['size', 'pages', 'credits', 'duration', 'service']);

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

function cells(row: DemoRow): string[] {
  return [
    row.file,
    formatSize(row.bytes),
    row.pages === undefined ? '—' : String(row.pages),
    row.sandbox ? 'sandbox' : 'paid',
    String(row.creditsUsed),
    `${row.durationMs} ms`,
    row.serviceMs === undefined ? '—' : `${row.serviceMs} ms`,
  ];
}

/** The table as lines: headings, then one line per row. */
export function formatTable(rows: readonly DemoRow[]): string[] {
  const table = [[...HEADINGS], ...rows.map(cells)];
  const widths = HEADINGS.map((_, column) => Math.max(...table.map((line) => line[column].length)));
  return table.map((line) =>
    line
      .map((cell, column) =>
        RIGHT.has(HEADINGS[column]) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd(),
  );
}

export function formatCredits(before: Credits, after: Credits): string {
  return (
    `credits used: ${before.used} → ${after.used} of ${after.total} ` +
    `(${after.used - before.used} charged, ${after.remaining} remaining)`
  );
}
