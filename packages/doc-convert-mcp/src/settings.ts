// How the server is started: its flags and environment variables, read and checked before anything runs. The
// API key and the HTTP token come from the environment only (a command line is visible to every user of the
// machine); a wrong flag is an error naming it, as a wrong option of a call is.
import { delimiter } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_MAX_BODY_BYTES } from './http';

/** The variables the server reads (besides the library's DOC_CONVERT_API_KEY, DOC_CONVERT_BASE_URL, DOC_CONVERT_LOG). */
export const ENVIRONMENT = {
  roots: 'DOC_CONVERT_MCP_ROOTS',
  token: 'DOC_CONVERT_MCP_TOKEN',
} as const;

/** The port `--http` listens on when no `--port` is given. */
export const DEFAULT_PORT = 8808;

export const USAGE = `doc-convert-mcp: Doc Convert's MCP server (HTML, URLs and templates to PDF, PNG, JPEG, WebP)

Usage: doc-convert-mcp [--root <folder>]...                 over stdio (what an MCP client starts)
       doc-convert-mcp --http [--port ${DEFAULT_PORT}] [--host 127.0.0.1] [--allowed-host <name>]... [--max-body-bytes <n>]

  --root <folder>      a folder the tools may read from and write into (repeat for more); default: the
                       client's roots, else ${ENVIRONMENT.roots} (folders separated by "${delimiter}")
  --http               serve Streamable HTTP at http://<host>:<port>/mcp instead of stdio
  --host, --port       where to listen (default 127.0.0.1:${DEFAULT_PORT}); off loopback ${ENVIRONMENT.token} is required
  --allowed-host       another host name clients reach the server by (Host and Origin are checked)
  --max-body-bytes     the largest request body (default ${DEFAULT_MAX_BODY_BYTES})

Environment: DOC_CONVERT_API_KEY (required), DOC_CONVERT_BASE_URL (another API address, such as a local
doc-convert-server), ${ENVIRONMENT.roots}, ${ENVIRONMENT.token} (HTTP: every request must carry it as a bearer token).`;

export interface Settings {
  http: boolean;
  host: string;
  port: number;
  roots: string[];
  allowedHosts: string[];
  maxBodyBytes: number;
  token: string | undefined;
  help: boolean;
  version: boolean;
}

const wholeNumber = (flag: string, text: string, min: number): number => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${flag} must be a whole number of ${min} or more (got ${JSON.stringify(text)})`);
  return value;
};

/** The settings from the command line's arguments and the environment; throws an Error naming what is wrong. */
export function readSettings(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Settings {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: false,
    options: {
      http: { type: 'boolean', default: false },
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string' },
      root: { type: 'string', multiple: true, default: [] },
      'allowed-host': { type: 'string', multiple: true, default: [] },
      'max-body-bytes': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
      version: { type: 'boolean', short: 'v', default: false },
    },
  });
  const fromEnv = (env[ENVIRONMENT.roots] ?? '').split(delimiter).filter((folder) => folder.trim() !== '');
  const token = env[ENVIRONMENT.token]?.trim() || undefined;
  if (!values.http && (values.port !== undefined || values['max-body-bytes'] !== undefined))
    throw new Error('--port and --max-body-bytes are for --http');
  return {
    http: values.http,
    host: values.host,
    port: values.port === undefined ? DEFAULT_PORT : wholeNumber('--port', values.port, 0),
    roots: values.root.length > 0 ? values.root : fromEnv,
    allowedHosts: values['allowed-host'],
    maxBodyBytes:
      values['max-body-bytes'] === undefined
        ? DEFAULT_MAX_BODY_BYTES
        : wholeNumber('--max-body-bytes', values['max-body-bytes'], 1024),
    token,
    help: values.help,
    version: values.version,
  };
}
