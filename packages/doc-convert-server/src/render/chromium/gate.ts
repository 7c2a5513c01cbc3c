// The only way out of a conversion's browser context: Chromium is told to send every request of the context,
// loopback included (`<-loopback>` takes away the proxy bypass Chromium gives loopback by default), to this
// HTTP proxy, which the server runs for that one context. The gate forwards a request only when its origin
// is one the conversion may reach (the server's own, a URL source's) and refuses everything else with a 403,
// recording it: WebSockets, prefetches, iframes in other processes, whatever the page-level interception
// (guard.ts) does not see. So isolation does not depend on seeing each request: Chromium has no other route.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export interface Gate {
  /** `http://127.0.0.1:PORT`: the proxy to give Chromium. */
  readonly proxyServer: string;
  /** Origins (`http://127.0.0.1:8080`) whose requests are forwarded from now on. */
  allow(origins: Iterable<string>): void;
  /** What the gate refused, in order: URLs, or `host:port` of a refused tunnel. */
  readonly refused: string[];
  /** Stops the proxy and cuts every connection through it. */
  close(): Promise<void>;
}

/** The bypass rules that send loopback through the proxy too (Chromium bypasses it for loopback otherwise). */
export const NO_BYPASS = ['<-loopback>'];

const REFUSED = 'blocked by the Doc Convert local server: this page may not reach this address\n';

/** `host:port` of an origin, as a CONNECT request names it. */
function authority(origin: string): string {
  const url = new URL(origin);
  const port = url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? '443' : '80');
  return `${url.hostname}:${port}`;
}

export async function openGate(): Promise<Gate> {
  const origins = new Set<string>();
  const authorities = new Set<string>();
  const refused: string[] = [];
  const sockets = new Set<Duplex>();

  const refuse = (res: ServerResponse, what: string) => {
    refused.push(what);
    res.writeHead(403, { 'Content-Type': 'text/plain', Connection: 'close' }).end(REFUSED);
  };

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '');
    } catch {
      return refuse(res, req.url ?? '');
    }
    if (url.protocol !== 'http:' || !origins.has(url.origin)) return refuse(res, url.href);
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    const upstream = httpRequest(
      {
        host: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || 80,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  };

  const server = createServer(forward);
  // A tunnel (https, wss, and ws through a proxy): only to an allowed origin's host and port.
  server.on('connect', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    const target = req.url ?? '';
    if (!authorities.has(target)) {
      refused.push(target);
      client.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const at = target.lastIndexOf(':');
    const upstream: Socket = connect(
      Number(target.slice(at + 1)),
      target.slice(0, at).replace(/^\[|\]$/g, ''),
    );
    sockets.add(client).add(upstream);
    const cut = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    upstream.on('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', cut).on('close', cut);
    client.on('error', cut).on('close', cut);
  });
  // An Upgrade (a WebSocket asked for without a tunnel) is never forwarded.
  server.on('upgrade', (req: IncomingMessage, client: Duplex) => {
    refused.push(req.url ?? '');
    client.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
  });
  server.on('clientError', (_error, socket: Duplex) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    proxyServer: `http://127.0.0.1:${port}`,
    allow(allowed) {
      for (const origin of allowed) {
        origins.add(origin);
        authorities.add(authority(origin));
      }
    },
    refused,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
