// Reads and checks every input of action.yml before anything is sent. The API key is masked first, so no
// later log line, error or summary can show it. The `options` JSON goes through the core's option schemas,
// so a wrong option fails the step here, without a request and without spending a credit.
import * as core from '@actions/core';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { PROCESSOR_VERSIONS, type ProcessorVersion } from '../../src/resources/convert';
import { loadOptions } from '../../src/options-loader';

/** What the Action works on: files matched by globs, one URL or inline HTML, or nothing (credits check). */
export type Target =
  { kind: 'files'; patterns: string[] } | { kind: 'source'; source: string } | { kind: 'credits' };

export type OutputType = 'pdf' | 'png';

export interface ActionInputs {
  apiKey: string;
  baseUrl: string | undefined;
  target: Target;
  type: OutputType;
  /** Real path of the workspace: reads never leave it. */
  workspace: string;
  /** Absolute path of the output folder: writes never leave it. */
  outputDir: string;
  /** Conversion options from the `options` JSON, validated; the Action adds `source` and `sandbox`. */
  options: Record<string, unknown>;
  sandbox: boolean;
  processorVersion: ProcessorVersion | undefined;
  concurrency: number;
  inlineAssets: boolean;
  minCredits: number;
  failOnError: boolean;
  artifactName: string | undefined;
  commentOnPr: boolean;
  githubToken: string | undefined;
}

/** A wrong input: the step fails with this message before any request. */
export class InputError extends Error {
  override name = 'InputError';
}

export const MAX_CONCURRENCY = 32;

// Options the Action cannot honour: it sets the source itself and writes each answer to a file, which a
// stored (`filename`), queued (`webhook`) or Base64 (`encode`) answer would not give it.
const OPTIONS_SET_BY_THE_ACTION: Record<string, string> = {
  source: 'is set by the Action from the `sources` or `source` input',
  filename: 'makes the service store the file instead of returning it; the Action writes files itself',
  webhook: 'makes the conversion asynchronous; the Action needs the file in the answer',
  encode: 'makes the service answer Base64 text; the Action writes the binary file itself',
};

function text(name: string): string {
  return core.getInput(name);
}

function boolean(name: string, fallback: boolean): boolean {
  const value = text(name);
  if (value === '') return fallback;
  if (/^true$/i.test(value)) return true;
  if (/^false$/i.test(value)) return false;
  throw new InputError(`Input ${name} must be true or false (got ${JSON.stringify(value)}).`);
}

function integer(name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = text(name);
  if (value === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of ${min} or more` : `from ${min} to ${max}`;
    throw new InputError(`Input ${name} must be a whole number ${range} (got ${JSON.stringify(value)}).`);
  }
  return n;
}

function outputType(): OutputType {
  const value = text('type').toLowerCase() || 'pdf';
  if (value !== 'pdf' && value !== 'png') {
    throw new InputError(`Input type must be pdf or png (got ${JSON.stringify(value)}).`);
  }
  return value;
}

function processorVersion(): ProcessorVersion | undefined {
  const value = text('processor-version');
  if (value === '') return undefined;
  if (!(PROCESSOR_VERSIONS as readonly string[]).includes(value)) {
    throw new InputError(
      `Input processor-version must be ${PROCESSOR_VERSIONS.join(' or ')} (got ${JSON.stringify(value)}).`,
    );
  }
  return value as ProcessorVersion;
}

/** Glob patterns must stay relative to the workspace; `!pattern` excludes. */
function patterns(): string[] {
  const lines = core
    .getMultilineInput('sources')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  for (const line of lines) {
    const pattern = line.startsWith('!') ? line.slice(1) : line;
    if (path.isAbsolute(pattern) || /^[a-zA-Z]:/.test(pattern) || pattern.split(/[\\/]/).includes('..')) {
      throw new InputError(
        `Input sources: ${JSON.stringify(line)} must be relative to the workspace and must not contain "..".`,
      );
    }
  }
  return lines;
}

function target(): Target {
  const globs = patterns();
  const source = core.getInput('source', { trimWhitespace: false });
  if (globs.length > 0 && source.trim() !== '') {
    throw new InputError('Set either sources (glob patterns) or source (one URL or inline HTML), not both.');
  }
  if (globs.length > 0) {
    if (globs.every((line) => line.startsWith('!'))) {
      throw new InputError('Input sources has only exclusions (!pattern); add a pattern that matches files.');
    }
    return { kind: 'files', patterns: globs };
  }
  if (source.trim() !== '') return { kind: 'source', source: source.trim() };
  return { kind: 'credits' };
}

async function conversionOptions(type: OutputType, sandbox: boolean): Promise<Record<string, unknown>> {
  const raw = text('options');
  if (raw === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new InputError(`Input options is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InputError('Input options must be a JSON object of conversion options, e.g. {"format": "A4"}.');
  }
  const options = parsed as Record<string, unknown>;
  for (const [name, reason] of Object.entries(OPTIONS_SET_BY_THE_ACTION)) {
    if (name in options) throw new InputError(`Input options: ${name} ${reason}.`);
  }
  // The schemas need a source; any will do, since only the options are checked here.
  const request = { ...options, source: '<p>options check</p>', ...(sandbox ? { sandbox: true } : {}) };
  // Loaded only here: a run without options (a credits check, most conversions) never builds the schemas.
  const { parsePdfOptions, parsePngOptions } = await loadOptions();
  try {
    if (type === 'pdf') parsePdfOptions(request);
    else parsePngOptions(request);
  } catch (error) {
    throw new InputError(`Input options: ${(error as Error).message}`);
  }
  return options;
}

function workspaceRoot(): string {
  const root = process.env.GITHUB_WORKSPACE || process.cwd();
  try {
    return realpathSync(root);
  } catch {
    throw new InputError(`The workspace ${root} does not exist (GITHUB_WORKSPACE).`);
  }
}

export async function readInputs(): Promise<ActionInputs> {
  // First of all: from here on the runner replaces the key with *** in every log line.
  const apiKey = core.getInput('api-key', { required: true });
  core.setSecret(apiKey);
  const githubToken = text('github-token') || undefined;
  if (githubToken) core.setSecret(githubToken);

  const type = outputType();
  const workspace = workspaceRoot();
  const sandbox = boolean('sandbox', false);
  const options = await conversionOptions(type, sandbox);
  const commentOnPr = boolean('comment-on-pr', false);
  if (commentOnPr && !githubToken) {
    throw new InputError('Input comment-on-pr needs github-token (default: ${{ github.token }}).');
  }
  return {
    apiKey,
    baseUrl: text('base-url') || undefined,
    target: target(),
    type,
    workspace,
    outputDir: path.resolve(workspace, text('output-dir') || 'doc-convert'),
    options,
    sandbox: sandbox || options.sandbox === true,
    processorVersion: processorVersion(),
    concurrency: integer('concurrency', 4, 1, MAX_CONCURRENCY),
    inlineAssets: boolean('inline-assets', true),
    minCredits: integer('min-credits', 0, 0),
    failOnError: boolean('fail-on-error', true),
    artifactName: text('artifact-name') || undefined,
    commentOnPr,
    githubToken,
  };
}
