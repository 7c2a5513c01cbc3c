// The library's defaults from the process environment, read only by the library entry (packages/doc-convert/src/doc-convert.ts), never
// by the core the n8n node bundles: DOC_CONVERT_API_KEY, DOC_CONVERT_BASE_URL and DOC_CONVERT_LOG, as Stainless
// SDKs read OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_LOG. An empty variable counts as unset.

/** The environment variable each default comes from. */
export const ENVIRONMENT = {
  apiKey: 'DOC_CONVERT_API_KEY',
  baseUrl: 'DOC_CONVERT_BASE_URL',
  logLevel: 'DOC_CONVERT_LOG',
} as const;

/** The value of one of the library's variables, or undefined when it is unset or empty. */
export function fromEnvironment(name: keyof typeof ENVIRONMENT): string | undefined {
  const value = process.env[ENVIRONMENT[name]]?.trim();
  return value ? value : undefined;
}

/** Where log lines go when logging is on and no logger was given. */
export const defaultLogger = console;
