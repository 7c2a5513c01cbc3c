// What a log entry shows of a request's parameters (src/logged-parameters.ts): JSON text without any secret a
// user can send, the rest as sent, bounded.
import { describe, expect, it } from '@jest/globals';
import { loggedParameters } from '../src/logged-parameters';
import { withoutCredentials } from '../src/urls';

const KEY = 'dc_live_0123456789abcdef';
const shown = (parameters: unknown) => JSON.parse(loggedParameters(parameters, [KEY])) as unknown;

describe('loggedParameters', () => {
  it('is JSON text', () => {
    expect(loggedParameters({ source: '<p>x</p>', zoom: 1.5 }, [])).toBe('{"source":"<p>x</p>","zoom":1.5}');
  });

  it('hides the passwords of auth, webhook.auth and protection, keeping the user names', () => {
    expect(
      shown({
        auth: { username: 'ada', password: 'pw1' },
        webhook: { url: 'https://hooks.example/', auth: { username: 'n8n', password: 'pw2' } },
        protection: { user_password: 'pw3', owner_password: 'pw4', no_print: true },
      }),
    ).toEqual({
      auth: { username: 'ada', password: '[redacted]' },
      webhook: { url: 'https://hooks.example/', auth: { username: 'n8n', password: '[redacted]' } },
      protection: { user_password: '[redacted]', owner_password: '[redacted]', no_print: true },
    });
  });

  it('shows the names of headers and cookies, never their values', () => {
    expect(
      shown({
        http_headers: { Authorization: 'Bearer abc', Cookie: 'sid=1' },
        webhook: { url: 'https://hooks.example/', headers: { 'X-Webhook-Secret': 's3cret' } },
        cookies: [{ name: 'sid', value: 'abc', secure: true }],
      }),
    ).toEqual({
      http_headers: { Authorization: '[redacted]', Cookie: '[redacted]' },
      webhook: { url: 'https://hooks.example/', headers: { 'X-Webhook-Secret': '[redacted]' } },
      cookies: [{ name: 'sid', value: '[redacted]', secure: true }],
    });
  });

  it("shows a webhook URL's origin only: its path, query and user are a capability", () => {
    expect(shown({ webhook: 'https://hooks.slack.example/services/T0/B0/XyZ?x=1' })).toEqual({
      webhook: 'https://hooks.slack.example/[redacted]',
    });
    expect(
      shown({ webhook: { url: 'http://u:p@127.0.0.1:5678/webhook/abc', secret: 'whsec-1234567890ab' } }),
    ).toEqual({
      webhook: { url: 'http://127.0.0.1:5678/[redacted]', secret: '[redacted]' },
    });
  });

  it("hides a URL's user and password and its query values, wherever the URL is", () => {
    expect(
      shown({
        source: 'https://ada:pw@example.com/report?sig=abc&page=2#top',
        css: 'https://cdn.example/style.css?token=t0k',
        header: { source: '<img src="https://ada:pw@example.com/logo.png">' },
      }),
    ).toEqual({
      source: 'https://[redacted]@example.com/report?sig=[redacted]&page=[redacted]#top',
      css: 'https://cdn.example/style.css?token=[redacted]',
      header: { source: '<img src="https://[redacted]@example.com/logo.png">' },
    });
  });

  it('hides the API keys the server knows, and a logs key filter whatever it is', () => {
    expect(shown({ source: `<p>${KEY}</p>` })).toEqual({ source: '<p>[redacted]</p>' });
    expect(shown({ key: 'not-a-key-of-this-server', limit: '5' })).toEqual({ key: '[redacted]', limit: '5' });
  });

  it('keeps a name such as __proto__ a name', () => {
    const parameters = JSON.parse('{"__proto__": {"polluted": true}, "source": "x"}') as object;
    const view = shown(parameters) as Record<string, unknown>;
    expect(Object.keys(view)).toEqual(['__proto__', 'source']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('withoutCredentials', () => {
  it('replaces the user and password of every URL in a text', () => {
    expect(
      withoutCredentials('net::ERR_CONNECTION_REFUSED at http://ada:pw@127.0.0.1:1/x and wss://t0k@host/'),
    ).toBe('net::ERR_CONNECTION_REFUSED at http://[redacted]@127.0.0.1:1/x and wss://[redacted]@host/');
  });

  it('leaves a text without URL credentials as it is', () => {
    const text = 'mail ada@example.com, see https://example.com/a@b (an @ in the path)';
    expect(withoutCredentials(text)).toBe(text);
  });
});
