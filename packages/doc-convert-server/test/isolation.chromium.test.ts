// The page reaches nothing by itself: two other services on this machine (one on 127.0.0.2, one on another
// port of 127.0.0.1) that count every TCP connection made to them and answer everything, WebSockets
// included, with a secret. Pages try every kind of request at them (WebSocket, prefetch, preload,
// preconnect, fetch, XHR, image, iframe, CSS url(), EventSource, form submission, a redirect from the
// source's own origin): neither service is ever contacted, the secret is in no output, and every refused
// attempt is counted in X-Local-Blocked-Requests.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { convert as post } from '@doc-convert/testing/conversion';
import { pageTexts } from '@doc-convert/testing/pdf';
import { startLocalServer, type LocalServer } from '../src/index';

const SECRET = 'SECRET-OF-THE-OTHER-SERVICE';

/** A service that must never be reached: it counts every connection and gives its secret to anyone. */
interface Victim {
  base: string;
  connections: number;
  close(): Promise<void>;
}

/** The text frame (unmasked, server to client) of a short WebSocket message. */
const textFrame = (text: string) => Buffer.concat([Buffer.from([0x81, text.length]), Buffer.from(text)]);

async function victim(host: string): Promise<Victim> {
  const sockets = new Set<Duplex>();
  const http: Server = createServer((req, res) => {
    const type = req.url?.startsWith('/events') ? 'text/event-stream' : 'text/html';
    const body = type === 'text/event-stream' ? `data: ${SECRET}\n\n` : `<p>${SECRET}</p>`;
    res.writeHead(200, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' }).end(body);
  });
  const state: Victim = { base: '', connections: 0, close: async () => undefined };
  http.on('connection', (socket) => {
    state.connections += 1;
    sockets.add(socket);
  });
  http.on('upgrade', (req, socket) => {
    const accept = createHash('sha1')
      .update(`${String(req.headers['sec-websocket-key'])}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    socket.write(textFrame(SECRET));
  });
  await new Promise<void>((resolve) => http.listen(0, host, resolve));
  state.base = `${host}:${(http.address() as AddressInfo).port}`;
  state.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => http.close(resolve));
  };
  return state;
}

/** Inline HTML that tries every way out towards `base` (host:port) and writes whatever comes back. */
function attempts(base: string): string {
  const http = `http://${base}`;
  return `
<link rel="prefetch" href="${http}/prefetch">
<link rel="preload" href="${http}/preload" as="fetch" crossorigin>
<link rel="preconnect" href="${http}">
<link rel="stylesheet" href="${http}/style.css">
<div style="width:10px;height:10px;background:url(${http}/background.png)"></div>
<img src="${http}/image.png">
<iframe src="${http}/frame"></iframe>
<iframe name="target-${base.replace(/\W/g, '')}"></iframe>
<form id="form-${base.replace(/\W/g, '')}" method="post" action="${http}/form" target="target-${base.replace(/\W/g, '')}">
  <input name="q" value="x">
</form>
<script>
(() => {
  const write = (how, text) => document.body.insertAdjacentHTML('beforeend', '<p>' + how + ': ' + text + '</p>');
  try {
    const socket = new WebSocket('ws://${base}/socket');
    socket.onmessage = (event) => write('ws', event.data);
  } catch (error) {}
  fetch('${http}/fetch').then((r) => r.text()).then((t) => write('fetch', t), () => {});
  const xhr = new XMLHttpRequest();
  xhr.onload = () => write('xhr', xhr.responseText);
  xhr.open('GET', '${http}/xhr');
  xhr.send();
  const events = new EventSource('${http}/events');
  events.onmessage = (event) => write('sse', event.data);
  navigator.sendBeacon('${http}/beacon', 'x');
  document.getElementById('form-${base.replace(/\W/g, '')}').submit();
})();
</script>`;
}

/** Lets the page's attempts play out before the capture. */
const SETTLE = `<script>const begun = Date.now(); window.settled = () => Date.now() - begun > 1500;</script>`;

let server: LocalServer;
let victims: Victim[];

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'chromium' });
  victims = [await victim('127.0.0.2'), await victim('127.0.0.1')];
});

afterAll(async () => {
  await server.close();
  for (const v of victims) await v.close();
});

describe('isolation by construction', () => {
  it.each(['pdf', 'png'] as const)(
    'lets inline HTML reach no other service of this machine, by any kind of request (%s)',
    async (kind) => {
      const source = SETTLE + victims.map((v) => attempts(v.base)).join('\n');
      const answer = await post(server, kind, {
        source,
        wait_for: 'settled',
        ...(kind === 'png' ? { viewport: '1024x2000' } : {}),
      });
      expect(answer.status).toBe(200);
      expect(victims.map((v) => v.connections)).toEqual([0, 0]);
      if (kind === 'pdf') expect((await pageTexts(answer.bytes)).join('\n')).not.toContain(SECRET);
      // Every kind of attempt towards both services was refused and counted (prefetches and WebSockets too).
      expect(Number(answer.headers.get('x-local-blocked-requests'))).toBeGreaterThanOrEqual(2 * 12);
    },
  );

  it('lets a URL source reach its own origin only: not through a redirect, a WebSocket or a prefetch', async () => {
    const [far, near] = victims;
    const site = createServer((req, res) => {
      if (req.url === '/away') {
        res.writeHead(302, { Location: `http://${near.base}/redirected` }).end();
        return;
      }
      res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end(`${SETTLE}<p>the site</p><img src="/away">${attempts(far.base)}${attempts(near.base)}`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/page`;
      const answer = await post(server, 'pdf', { source: url, wait_for: 'settled' });
      expect(answer.status).toBe(200);
      const text = (await pageTexts(answer.bytes)).join('\n');
      expect(text).toContain('the site');
      expect(text).not.toContain(SECRET);
      expect(victims.map((v) => v.connections)).toEqual([0, 0]);
    } finally {
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    }
  });
});
