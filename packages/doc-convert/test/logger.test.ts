// The client's voice while it waits: each retry (reason, attempt, wait) and each pause for the rate limit (its
// length) reach the logger at info, each answer at debug, and never the key, another secret or a body. Time is
// the test client's virtual clock, so every wait is an exact number.
import { describe, expect, it, jest } from '@jest/globals';
import {
  ConnectionError,
  ValidationError,
  type Logger,
  type LogLevel,
  type Transport,
  type TransportRequest,
} from '../src/index';
import { API_KEY, makeClient, rateLimitHeaders } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

const NOW = 1_900_000_000_000;
const credits = { success: true, credits: { base: 1, total: 1, used: 0, remaining: 1 } };

interface Recorded {
  level: keyof Logger;
  message: string;
  details: unknown;
}

/** A logger that records each line, and a client that writes to it at `logLevel`. */
function logged(logLevel: LogLevel = 'info', options: Parameters<typeof makeClient>[0] = {}) {
  const lines: Recorded[] = [];
  const record =
    (level: keyof Logger) =>
    (message: string, ...details: unknown[]) =>
      lines.push({ level, message, details: details[0] });
  const logger: Logger = {
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  };
  const made = makeClient({ logger, logLevel, random: () => 0, ...options }, NOW);
  return { ...made, lines, messages: () => lines.map((l) => `${l.level}: ${l.message}`) };
}

describe('a retry', () => {
  it('after a 429: "rate limited", the wait until the reset, and the attempt coming', async () => {
    const { client, lines, sleeps } = logged();
    api()
      .get('/v3/credits/usage')
      .reply(429, { success: false, error: 'Too many', code: 429 }, rateLimitHeaders(0, NOW / 1000 + 12));
    api().get('/v3/credits/usage').reply(200, credits);
    await client.credits.usage();
    expect(sleeps).toEqual([12_000]);
    expect(lines).toEqual([
      {
        level: 'info',
        message: 'rate limited: waiting 12 s (attempt 2 of 3)',
        details: {
          method: 'GET',
          path: '/credits/usage',
          reason: 'rate limited',
          waitMs: 12_000,
          attempt: 2,
          attempts: 3,
        },
      },
    ]);
  });

  it('after 5xx answers: the status and each backoff, attempt by attempt', async () => {
    const { client, messages, sleeps } = logged();
    api().get('/v3/account').reply(503, { success: false, error: 'Busy', code: 503 });
    api().get('/v3/account').reply(502, '<html>Bad gateway</html>');
    api().get('/v3/account').reply(503, { success: false, error: 'Busy', code: 503 });
    await expect(client.account.get()).rejects.toMatchObject({ status: 503 });
    expect(sleeps).toEqual([250, 500]);
    expect(messages()).toEqual([
      'info: server error 503: waiting 250 ms (attempt 2 of 3)',
      'info: server error 502: waiting 500 ms (attempt 3 of 3)',
    ]);
  });

  it('after a connection failure: its code', async () => {
    let attempts = 0;
    const transport: Transport = {
      async request(_request: TransportRequest) {
        attempts++;
        throw new ConnectionError('socket hang up', { code: 'ECONNRESET', notDelivered: true });
      },
    };
    const { client, messages } = logged('info', { transport, maxRetries: 1 });
    await expect(client.credits.usage()).rejects.toBeInstanceOf(ConnectionError);
    expect(attempts).toBe(2);
    expect(messages()).toEqual(['info: connection failed (ECONNRESET): waiting 250 ms (attempt 2 of 2)']);
  });

  it('counts the attempts of the call’s own maxRetries', async () => {
    const { client, messages } = logged();
    api().get('/v3/credits/usage').reply(503, { success: false, error: 'Busy', code: 503 });
    api().get('/v3/credits/usage').reply(200, credits);
    await client.credits.usage({ maxRetries: 5 });
    expect(messages()).toEqual(['info: server error 503: waiting 250 ms (attempt 2 of 6)']);
  });

  it('is not logged when no retry is made', async () => {
    const { client, lines } = logged();
    api().get('/v3/credits/usage').reply(503, { success: false, error: 'Busy', code: 503 });
    await expect(client.credits.usage({ maxRetries: 0 })).rejects.toMatchObject({ status: 503 });
    expect(lines).toEqual([]);
  });
});

describe('a pause for the rate limit', () => {
  it('is logged with its length before the request it holds', async () => {
    const { client, lines, sleeps } = logged();
    // The first answer spends the window, which resets in 12 s: the next call waits for it.
    api()
      .get('/v3/credits/usage')
      .reply(200, credits, rateLimitHeaders(0, NOW / 1000 + 12));
    api().post('/v3/convert/pdf').reply(200, Buffer.from('%PDF-1.7'), { 'Content-Type': 'application/pdf' });
    await client.credits.usage();
    const pdf = await client.convert.pdf({ source: 'x' });
    if (pdf.kind === 'file') await pdf.discard();
    // Five ms past the reset, so that the service's window has turned when the request arrives.
    expect(sleeps).toEqual([12_005]);
    expect(lines).toEqual([
      {
        level: 'info',
        message: 'rate limit window spent: waiting 12 s (attempt 1 of 3)',
        details: {
          method: 'POST',
          path: '/convert/pdf',
          reason: 'rate limit window spent',
          waitMs: 12_005,
          attempt: 1,
          attempts: 3,
        },
      },
    ]);
  });
});

describe('what is never logged', () => {
  it('the key, a key being enabled, a filter key, or an error body', async () => {
    const ENABLED = 'dc_enabled_SECRET_0a1b2c3d4e';
    const FILTER = 'dc_filter_SECRET_9z8y7x6w5v';
    const { client, lines } = logged('debug');
    api()
      .post(`/v3/account/api/${ENABLED}/enable`)
      .reply(503, { success: false, error: `Key ${ENABLED} busy; body text`, code: 503 });
    api()
      .post(`/v3/account/api/${ENABLED}/enable`)
      .reply(200, {
        success: true,
        key: { key: ENABLED, name: 'k', active: true, master: false, created: 1 },
      });
    api().get('/v3/logs').query({ key: FILTER }).reply(502, `upstream said ${FILTER}`);
    api()
      .get('/v3/logs')
      .query({ key: FILTER })
      .reply(200, { success: true, logs: { has_more: false, data: [] } });
    await client.apiKeys.enable(ENABLED).catch(() => undefined);
    await client.logs.list({ key: FILTER });
    const text = JSON.stringify(lines);
    expect(lines.map((l) => l.message)).toContain('server error 503: waiting 250 ms (attempt 2 of 3)');
    expect(text).toContain('/account/api/[redacted]/enable');
    for (const secret of [API_KEY, ENABLED, FILTER, 'body text', 'upstream said']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('levels', () => {
  it("'off' is the default: a logger alone writes nothing", async () => {
    const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const { client } = makeClient({ logger, random: () => 0 });
    api().get('/v3/credits/usage').reply(503, { success: false, error: 'Busy', code: 503 });
    api().get('/v3/credits/usage').reply(200, credits);
    await client.credits.usage();
    expect([logger.debug, logger.info, logger.warn, logger.error].map((f) => f.mock.calls.length)).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it("'debug' adds each answer: status, attempt, request id", async () => {
    const { client, messages } = logged('debug');
    api().get('/v3/credits/usage').reply(503, { success: false, error: 'Busy', code: 503 });
    api().get('/v3/credits/usage').reply(200, credits, { 'X-Request-Id': 'req_42' });
    await client.credits.usage();
    expect(messages()).toEqual([
      'debug: GET /credits/usage: 503 after 0 ms (attempt 1 of 3)',
      'info: server error 503: waiting 250 ms (attempt 2 of 3)',
      'debug: GET /credits/usage: 200 after 0 ms (attempt 2 of 3, request id req_42)',
    ]);
  });

  it("'warn' keeps the warnings and drops the retries", async () => {
    const { client, messages } = logged('warn');
    api().get('/v3/credits/usage').reply(503, { success: false, error: 'Busy', code: 503 });
    api().get('/v3/credits/usage').reply(200, credits);
    await client.credits.usage({ headers: { 'X-API-Key': 'dc_other' } });
    expect(messages()).toEqual([
      "warn: GET /credits/usage: the X-API-Key header is ignored: the client's apiKey is always sent",
    ]);
  });
});

describe('the logger option', () => {
  it('a logger that throws does not fail the call it reports on', async () => {
    const boom = () => {
      throw new Error('log sink down');
    };
    const { client } = makeClient({
      logger: { debug: boom, info: boom, warn: boom, error: boom },
      logLevel: 'debug',
      random: () => 0,
    });
    api().get('/v3/credits/usage').reply(503, { success: false, error: 'Busy', code: 503 });
    api().get('/v3/credits/usage').reply(200, credits);
    await expect(client.credits.usage()).resolves.toEqual(credits.credits);
  });

  it('is refused without its four functions, and so is an unknown level', () => {
    expect(() => makeClient({ logger: { info: () => undefined } as unknown as Logger })).toThrow(
      'logger: must have debug, info, warn and error functions (missing debug, warn, error)',
    );
    expect(() => makeClient({ logLevel: 'verbose' as LogLevel })).toThrow(ValidationError);
    expect(() => makeClient({ logLevel: 'verbose' as LogLevel })).toThrow(
      "logLevel: must be one of 'off', 'error', 'warn', 'info', 'debug'",
    );
  });
});
