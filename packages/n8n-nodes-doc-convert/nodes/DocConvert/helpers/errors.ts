// How the core's errors reach n8n: API answers as NodeApiError (status, the service's message and field
// errors), local validation as NodeOperationError naming the field, both with the item index; and the same
// errors as JSON for continueOnFail. The credential's key is scrubbed from everything that leaves.
import {
  NodeApiError,
  NodeOperationError,
  type IDataObject,
  type INode,
  type JsonObject,
} from 'n8n-workflow';
import {
  APIError,
  ConnectionError,
  DocConvertError,
  redact,
  redactDeep,
  TimeoutError,
  ValidationError,
  type RateLimit,
} from '@doc-convert/core';
import { rateLimitJson } from './records';

export interface ErrorContext {
  node: INode;
  itemIndex: number | undefined;
  /** Strings that must not appear (the credential's key). */
  secrets: string[];
  /** The UI label of a validation issue's path, when it names a field of the node. */
  label: (path: string) => string | undefined;
}

function compactJson(value: Record<string, unknown>): IDataObject {
  const out: IDataObject = {};
  for (const [name, field] of Object.entries(value)) {
    if (field === undefined) continue;
    out[name] = (field instanceof Date ? field.toISOString() : field) as IDataObject[string];
  }
  return out;
}

/**
 * The error as plain JSON: what continueOnFail puts in the item, and NodeApiError's details. Its rate limit
 * has the same form as in every other output (the reset as an ISO date).
 */
export function errorJson(error: unknown, secrets: string[]): IDataObject {
  if (error instanceof DocConvertError) {
    const raw = error.toJSON();
    const json = compactJson(raw);
    if (raw.rateLimit) json.rateLimit = rateLimitJson(raw.rateLimit as RateLimit);
    return redactDeep({ error: error.message, ...json }, secrets);
  }
  const message = error instanceof Error ? error.message : String(error);
  const name = error instanceof Error ? error.name : 'Error';
  return { error: redact(message, secrets), name };
}

function validationDescription(error: ValidationError, context: ErrorContext): string {
  return error.issues
    .map((issue) => {
      const label = issue.path ? context.label(issue.path) : undefined;
      const where = label ? `${label} (${issue.path})` : issue.path;
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('\n');
}

/** The API credential, as the node names it: n8n's credential type and its label in the editor. */
const API_CREDENTIAL = { type: 'docConvertApi', label: 'Doc Convert API' };

/**
 * A key the service refused (401) while the node runs: which credential and what to do, as the credential's own
 * test says it (credentials/DocConvertApi.credentials.ts), with the service's words after them.
 */
function refusedKey(
  error: APIError,
  node: INode,
  secrets: string[],
): { message: string; description: string } {
  const name = node.credentials?.[API_CREDENTIAL.type]?.name;
  const credential = `${API_CREDENTIAL.label} credential${name ? ` "${name}"` : ''}`;
  return {
    message: `${credential} → API Key: the service refused it (${redact(error.message, secrets)})`,
    description: `The key is invalid or disabled. Open the ${credential}, paste the key again from your PDFShift dashboard (API Keys) and save: saving tests it. If the key is right, check the credential's Base URL: a server there that does not know the key answers 401 too.`,
  };
}

/** The n8n error for anything an operation threw. */
export function toNodeError(error: unknown, context: ErrorContext): NodeApiError | NodeOperationError {
  const { node, itemIndex, secrets } = context;
  if (error instanceof NodeApiError || error instanceof NodeOperationError) {
    if (itemIndex !== undefined && error.context.itemIndex === undefined) error.context.itemIndex = itemIndex;
    return error;
  }
  if (error instanceof ValidationError) {
    const first = error.issues[0];
    const label = first?.path ? context.label(first.path) : undefined;
    const message = label
      ? `Invalid ${label}: ${first!.message}`
      : redact(error.message, secrets).replace(/^Invalid request: /, 'Invalid parameter: ');
    return new NodeOperationError(node, redact(message, secrets), {
      itemIndex,
      description: redact(validationDescription(error, context), secrets),
    });
  }
  const json = errorJson(error, secrets);
  if (error instanceof APIError && error.status === 401) {
    const { message, description } = refusedKey(error, node, secrets);
    return new NodeApiError(node, json as JsonObject, { itemIndex, httpCode: '401', message, description });
  }
  if (error instanceof APIError) {
    const fields = error.errors ? redactDeep(error.errors, secrets) : undefined;
    return new NodeApiError(node, json as JsonObject, {
      itemIndex,
      httpCode: String(error.status),
      message: redact(error.message, secrets),
      description: fields
        ? Object.entries(fields)
            .map(([field, problem]) => `${field}: ${Array.isArray(problem) ? problem.join(', ') : problem}`)
            .join('\n')
        : error.identifier && `Error identifier: ${error.identifier}`,
    });
  }
  if (error instanceof ConnectionError || error instanceof TimeoutError) {
    // n8n's error classes replace a headline that contains a system code (ENOTFOUND) with generic words
    // ("incorrect host") and fold the rest away: the headline names the host, the code goes below it.
    const code = error instanceof ConnectionError ? error.code : undefined;
    const message = redact(error.message, secrets).replace(/\s*\([A-Z_]+\)\.?$/, '.');
    return new NodeOperationError(node, message, {
      itemIndex,
      description: `${code ? `${code}. ` : ''}Check the Base URL of the Doc Convert API credential (Credential → Base URL) and that n8n can reach that host.`,
    });
  }
  if (error instanceof DocConvertError) {
    return new NodeApiError(node, json as JsonObject, { itemIndex, message: redact(error.message, secrets) });
  }
  return new NodeOperationError(node, String(json.error), { itemIndex });
}
