// docs/local-server.md's limits table states the limits the server has: the default deadlines of a source's
// load and of a whole conversion (the docs once said 60 s for what a fuzzer met as 30 s), the requests a
// minute per key (once stated nowhere), the render slots a queued conversion waits for, the text renderer's
// lines per document and the history kept.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deadlineSeconds, timeoutSeconds } from '../src/render/renderer';
import { MAX_TEXT_LINES } from '../src/render/text/html-text';
import { DEFAULT_HISTORY, DEFAULT_RATE_LIMIT } from '../src/scenario';

const DOC = readFileSync(join(import.meta.dirname, '../../../docs/local-server.md'), 'utf8');
/** The rows of the table under "## Limits". */
const LIMITS = DOC.slice(DOC.indexOf('## Limits'))
  .split('\n')
  .filter((line) => line.startsWith('| '));

const row = (start: string) => LIMITS.find((line) => line.startsWith(`| ${start}`)) ?? `no row "${start}"`;
const grouped = (n: number) => n.toLocaleString('en-GB');

describe("docs/local-server.md's limits table", () => {
  it('states the default deadlines of a load and of a conversion, and that the queue counts', () => {
    expect(row("A source's load")).toContain(`else ${timeoutSeconds(undefined)} s`);
    expect(row("A conversion's time")).toContain(`else ${deadlineSeconds(undefined)} s`);
    expect(row("A conversion's time")).toMatch(/wait for a render slot included/);
  });

  it('states the requests a minute per key and the text renderer lines', () => {
    expect(DEFAULT_RATE_LIMIT.windowMs).toBe(60_000);
    expect(row('Requests')).toContain(`${DEFAULT_RATE_LIMIT.limit} a minute per API key`);
    expect(row('Text renderer')).toContain(`${grouped(MAX_TEXT_LINES)} lines of text per document`);
  });

  it('states the history kept', () => {
    expect(DOC).toContain(`keep the last ${grouped(DEFAULT_HISTORY)} requests`);
  });
});
