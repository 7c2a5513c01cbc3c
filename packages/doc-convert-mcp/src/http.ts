// The server over Streamable HTTP (the SDK's createMcpHandler: a fresh McpServer per request, no session to keep),
// made safe to leave running on a workstation: bound to loopback unless told otherwise, Host and Origin checked
// against the names the server answers to (a page that rebinds its own domain to 127.0.0.1 is refused: DNS
// rebinding), an optional bearer token (required off loopback), and a bound on a request's body. Only the MCP
// endpoint (`/mcp`) answers. Roots come from the configuration here: a stateless HTTP exchange has no channel
// to ask the client for its roots.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { hostHeaderValidation, originValidation, toNodeHandler } from '@modelcontextprotocol/node';
import { stopPreviews } from './preview';
import { createDocConvertMcpServer, type DocConvertMcpServerOptions } from './server';

/** The MCP endpoint's path. */
const MCP_PATH = '/mcp';
/** The largest request body read by default: tool arguments with inline HTML, far below a DoS. */
export const DEFAULT_MAX_BODY_BYTES = 4 * 1024 * 1024;
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export interface HttpServeOptions extends DocConvertMcpServerOptions {
  /** The address to bind: 127.0.0.1 by default. */
  host?: string;
  /** The port: 0 (any free port) by default. */
  port?: number;
  /** When set, every request must carry `Authorization: Bearer <token>`. Required off loopback. */
  token?: string;
  /** More host names the server answers to (the Host and Origin checks), beside loopback's and the bound address. */
  allowedHosts?: readonly string[];
  /** The largest request body, in bytes (413 above it). */
  maxBodyBytes?: number;
}

export interface HttpServer {
  /** The MCP endpoint, e.g. http://127.0.0.1:8808/mcp. */
  url: string;
  /** Stops listening, ends what is in flight, and resolves when all is closed. */
  close(): Promise<void>;
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the token, compared in constant time (of the digests: lengths may differ). */
function authorized(request: IncomingMessage, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

function answer(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/** Serves the tools over Streamable HTTP at `<url>/mcp` until close(). */
export async function serveHttp(options: HttpServeOptions): Promise<HttpServer> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopback(host) && !options.token)
    throw new Error(
      `Refusing to serve on ${host} without a token: anyone who reaches it could spend your credits and write into your folders. Set DOC_CONVERT_MCP_TOKEN, or bind 127.0.0.1.`,
    );
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const hostname = host.includes(':') ? `[${host}]` : host;
  const allowed = [...new Set([...LOOPBACK_NAMES, hostname, ...(options.allowedHosts ?? [])])];
  const handler = createMcpHandler(() => createDocConvertMcpServer(options), {
    maxRequestBodySize: maxBodyBytes,
  });
  const toHandler = toNodeHandler(handler, { maxRequestBodySize: maxBodyBytes });
  const checkHost = hostHeaderValidation(allowed);
  const checkOrigin = originValidation(allowed);
  const server = createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== MCP_PATH)
      return answer(response, 404, `Not found: the MCP endpoint is ${MCP_PATH}`);
    if (!checkHost(request, response) || !checkOrigin(request, response)) return;
    if (options.token && !authorized(request, options.token))
      return answer(response, 401, 'Unauthorized: send Authorization: Bearer <token>', {
        'WWW-Authenticate': 'Bearer',
      });
    void toHandler(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${hostname}:${port}${MCP_PATH}`,
    async close() {
      await handler.close();
      await stopPreviews();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
