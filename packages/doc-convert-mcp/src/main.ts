// What `doc-convert-mcp` does, start to end: read the settings, make the one client (the key from the
// environment), then serve over stdio (the default: what an MCP client starts) or over HTTP (--http) until
// stopped. Every line it writes goes to stderr: in stdio mode stdout is the protocol's, and nothing else may
// appear there, the library's own log lines included.
import { DocConvert, type Logger } from 'doc-convert';
import { redact, VERSION } from '@doc-convert/core';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { realFolders } from './files/roots';
import { serveHttp } from './http';
import { createDocConvertMcpServer } from './server';
import { readSettings, USAGE } from './settings';

const say = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

/** The library's log lines, on stderr. */
const stderrLogger: Logger = {
  debug: (...args: unknown[]) => say(args.map(String).join(' ')),
  info: (...args: unknown[]) => say(args.map(String).join(' ')),
  warn: (...args: unknown[]) => say(args.map(String).join(' ')),
  error: (...args: unknown[]) => say(args.map(String).join(' ')),
};

/** Runs the server; resolves once it serves (stdio) or listens (HTTP). Throws what stops it from starting. */
export async function main(args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  const settings = readSettings(args, env);
  if (settings.help) return say(USAGE);
  if (settings.version) return say(VERSION);
  const client = new DocConvert({ logger: stderrLogger });
  const roots = await realFolders(settings.roots, settings.roots.length ? '--root' : 'DOC_CONVERT_MCP_ROOTS');
  const secrets = [env.DOC_CONVERT_API_KEY, settings.token].filter((secret): secret is string => !!secret);
  const options = { client, roots, secrets };
  if (!settings.http) {
    serveStdio(() => createDocConvertMcpServer(options), {
      onerror: (error) => say(`doc-convert-mcp: ${redact(error.message, secrets)}`),
    });
    return;
  }
  const server = await serveHttp({
    ...options,
    host: settings.host,
    port: settings.port,
    token: settings.token,
    allowedHosts: settings.allowedHosts,
    maxBodyBytes: settings.maxBodyBytes,
  });
  say(`doc-convert-mcp ${VERSION}: serving ${server.url}${settings.token ? ' (bearer token required)' : ''}`);
  const stop = () => {
    void server.close().then(() => client.close());
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
