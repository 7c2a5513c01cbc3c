// Logs through the library against the local server over real sockets: logs.list() filtered by status and by
// key (which never shows in what the server logged), and logs.iterate() walking every page by cursor.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DocConvert } from '../src/index';
import {
  MASTER_KEY,
  SANDBOX_KEY,
  startLocalServer,
  type LocalServer,
  type LogEntry,
} from 'doc-convert-server';

let server: LocalServer;
let client: DocConvert;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', rateLimit: false });
  client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
});
afterAll(async () => {
  await client.close();
  await server.close();
});

describe('logs.list() and logs.iterate()', () => {
  let master: DocConvert;

  beforeAll(async () => {
    master = new DocConvert({ apiKey: MASTER_KEY, baseUrl: server.url });
    // Requests of several kinds by the client (enough for three pages of five to walk), a few by another key,
    // and a few failures.
    for (const source of ['<p>1</p>', '<p>2</p>', '<p>3</p>']) {
      const result = await client.convert.pdf({ source, sandbox: true });
      if (result.kind === 'file') await result.discard();
    }
    for (let i = 0; i < 4; i++) await client.credits.usage();
    await client.templates.list();
    await client.account.get();
    await master.credits.usage();
    await master.account.get();
    await client.templates.getHtml('no-such-template').catch(() => undefined);
    await master.logs.get('no-such-request').catch(() => undefined);
  });
  afterAll(async () => {
    await master.close();
  });

  /** What the server logged so far, newest first, under the same rule as its status filter. */
  const logged = (keep: (entry: LogEntry) => boolean) =>
    [...server.state.logs.values()].reverse().filter(keep);

  it('list() answers one page, newest first, filtered by status', async () => {
    const expected = logged((e) => e.code >= 400).slice(0, 5);
    const page = await client.logs.list({ status: 'error', limit: 5 });
    expect(page.data.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    expect(page.data.every((e) => e.code >= 400)).toBe(true);
    expect(page.data.map((e) => e.code)).toContain(404);
  });

  it('iterate() walks every page by cursor, each entry once, newest first', async () => {
    const expected = logged(() => true).map((e) => e.id);
    const pages = Math.ceil(expected.length / 5);
    expect(pages).toBeGreaterThanOrEqual(3);
    const walked = [];
    for await (const entry of client.logs.iterate({ limit: 5, before: new Date(Date.now() + 60_000) })) {
      walked.push(entry.id);
    }
    // The walk's own requests are logged after the first page and newer than any cursor: they stay out.
    expect(walked).toEqual(expected);
    const cursors = server.state.requests
      .filter((r) => r.path.startsWith('/v3/logs?'))
      .slice(-pages)
      .map((r) => new URL(r.path, server.origin).searchParams.get('cursor'));
    expect(cursors).toEqual(
      Array.from({ length: pages }, (_, i) => (i === 0 ? null : String(expected[i * 5 - 1]))),
    );
  });

  it('key filters to one API key’s requests, and the key never shows in what the server logged', async () => {
    const page = await client.logs.list({ key: MASTER_KEY, limit: 100 });
    const masterRequests = logged((e) => server.state.logKey(e.request_id) === MASTER_KEY);
    expect(page.data.map((e) => e.id)).toEqual(masterRequests.map((e) => e.id));
    expect(page.data).toHaveLength(3);
    expect(JSON.stringify([...server.state.logs.values()])).not.toContain(MASTER_KEY);
  });
});
