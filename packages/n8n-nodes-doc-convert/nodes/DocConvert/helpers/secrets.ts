// Secrets that have to be node parameters (a PDF's passwords, the webhook's password, cookie values, the key to
// enable, the key the logs are filtered on): n8n saves parameters in the workflow as plain text, so each such field is masked in the editor and
// says where to keep the value instead. Where the API's request options hold secrets is listed once here: the
// values a request carries are scrubbed from errors and output, and a log entry's copy of an earlier request's
// options (`query`) is masked.
import type { IDataObject, INodeProperties } from 'n8n-workflow';

const REDACTED = '[redacted]';

/**
 * The hint under a secret parameter: how to keep the value out of the workflow in a way that works. Typed as it
 * stands into the (fixed) field, `{{ … }}` is saved as the text itself; switched to Expression, `$env` is
 * blocked in n8n 2 unless the instance allows it (N8N_BLOCK_ENV_ACCESS_IN_NODE=false, on every n8n process that
 * runs the node: main, workers, webhook processors).
 */
function secretHint(envName: string): string {
  return `Saved in the workflow as plain text. To keep it out: switch this field to Expression and enter {{ $env.${envName} }}, with N8N_BLOCK_ENV_ACCESS_IN_NODE=false set for n8n (n8n 2 blocks $env by default); typed into the field as it is, {{ … }} is saved as that text`;
}

/** A masked string parameter holding a secret, with the hint. */
export function secretField(
  field: Pick<INodeProperties, 'displayName' | 'name' | 'description'> & Partial<INodeProperties>,
  envName: string,
): INodeProperties {
  return {
    type: 'string',
    default: '',
    ...field,
    typeOptions: { ...field.typeOptions, password: true },
    hint: secretHint(envName),
  };
}

/** Values worth scrubbing: redact() ignores strings under 4 characters, which would match too much. */
export function secretValues(values: unknown[]): string[] {
  return values.filter((value): value is string => typeof value === 'string' && value.length >= 4);
}

/** The request options that hold secrets; `*` is every entry of a list. */
const SECRET_OPTIONS = [
  ['auth', 'password'],
  ['protection', 'user_password'],
  ['protection', 'owner_password'],
  ['webhook', 'auth', 'password'],
  // Delivery → Webhook Secret as the node sends it, and as the service receives it (packages/core/src/internal/webhook-secret.ts).
  ['webhook', 'secret'],
  ['webhook', 'headers', 'X-Doc-Convert-Secret'],
  ['cookies', '*', 'value'],
  // The API key filter of GET /logs, as a logged request's query shows it.
  ['key'],
];

/** Visits every secret option of `options`: `visit(holder, key)` may read or replace it. */
function eachSecret(options: unknown, visit: (holder: IDataObject, key: string) => void): void {
  const walk = (node: unknown, path: string[]): void => {
    if (!node || typeof node !== 'object') return;
    const [head, ...rest] = path;
    if (head === '*') {
      if (Array.isArray(node)) for (const entry of node) walk(entry, rest);
      return;
    }
    if (rest.length === 0) {
      if (typeof (node as IDataObject)[head!] === 'string') visit(node as IDataObject, head!);
      return;
    }
    walk((node as IDataObject)[head!], rest);
  };
  for (const path of SECRET_OPTIONS) walk(options, path);
}

/** The secret values of a request's options. */
export function secretsOfOptions(options: unknown): string[] {
  const found: unknown[] = [];
  eachSecret(options, (holder, key) => found.push(holder[key]));
  return secretValues(found);
}

/** A copy of request options with every secret replaced by `[redacted]`. */
export function maskSecretOptions<T>(options: T): T {
  if (!options || typeof options !== 'object') return options;
  const copy = JSON.parse(JSON.stringify(options)) as T;
  eachSecret(copy, (holder, key) => {
    if (holder[key] !== '') holder[key] = REDACTED;
  });
  return copy;
}
