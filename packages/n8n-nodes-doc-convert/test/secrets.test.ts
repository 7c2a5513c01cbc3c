// Secrets that are node parameters (passwords, the webhook's secret, cookie values, API keys): every such field
// is masked and says how to keep the value out of the saved workflow, the source login comes from a credential,
// and a service answer echoing a secret the request carried is scrubbed from the error.
import { describe, expect, it } from '@jest/globals';
import type { INodeProperties } from 'n8n-workflow';
import { DocConvertSourceLoginApi } from '../credentials/DocConvertSourceLoginApi.credentials';
import { useNock } from '@doc-convert/testing/nock';
import { api, pdfParameters } from './helpers/answers';
import { createContext, failureOf } from './helpers/context';
import { description, walk } from './helpers/description';

useNock();

describe('secrets', () => {
  const everyField = walk(description.properties);
  const masked = everyField.filter(({ field: f }) => (f as INodeProperties).typeOptions?.password === true);

  it('masks every secret field', () => {
    // Both conversions share the option groups: each path once.
    expect([...new Set(masked.map(({ path }) => path.join('.')))].sort()).toEqual([
      'filters.key',
      'key',
      'options.delivery.webhookPassword',
      'options.delivery.webhookSecret',
      'options.protection.owner_password',
      'options.protection.user_password',
      'options.sourceAccess.cookies.cookie.value',
    ]);
    // Nothing that sounds secret is left unmasked.
    const secretLooking = everyField.filter(({ field: f }) => /password|secret|token|^key$/i.test(f.name));
    expect(secretLooking.filter((f) => !masked.includes(f))).toEqual([]);
  });

  it('says under each one how to keep it out of the saved workflow', () => {
    for (const { field: f } of masked) {
      const { hint } = f as INodeProperties;
      expect(hint).toMatch(/^Saved in the workflow as plain text\. .*\{\{ \$env\.[A-Z_]+ \}\}/);
      // What makes it work: an expression (a fixed field saves the braces as text), and $env allowed.
      expect(hint).toMatch(/switch this field to Expression/);
      expect(hint).toMatch(/N8N_BLOCK_ENV_ACCESS_IN_NODE=false/);
    }
  });

  it('takes the source login from a credential whose password is masked', () => {
    const login = new DocConvertSourceLoginApi();
    expect(login.properties.map((p) => [p.name, p.typeOptions?.password === true])).toEqual([
      ['user', false],
      ['password', true],
    ]);
    expect(description.properties.some((p) => p.name === 'auth')).toBe(false);
  });
});

describe('secrets in parameters', () => {
  it('a service answer echoing any secret the request carried is scrubbed from the error', async () => {
    const secrets = [
      'open-sesame-11',
      'owner-secret-22',
      'hook-secret-33',
      'cookie-secret-44',
      'login-secret-55',
    ];
    api()
      .post('/v3/convert/pdf')
      .reply(400, { success: false, errors: { source: [`rejected ${secrets.join(' ')}`] }, code: 400 });
    const test = createContext({
      parameters: pdfParameters({
        output: 'json',
        storageFileName: 'secret-report',
        source: 'url',
        url: 'https://intranet.example.com/r',
        sourceAuthentication: 'basicAuth',
        options: {
          protection: { user_password: secrets[0], owner_password: secrets[1] },
          delivery: { webhookUrl: 'https://example.com/h', webhookUser: 'u', webhookPassword: secrets[2] },
          sourceAccess: { cookies: { cookie: [{ name: 'session', value: secrets[3] }] } },
        },
      }),
      sourceLogin: { user: 'reports', password: secrets[4] },
    });
    const error = await failureOf(test);
    expect(error.name).toBe('NodeApiError');
    const text = `${error.message}\n${error.description}\n${JSON.stringify(error)}`;
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });
});
