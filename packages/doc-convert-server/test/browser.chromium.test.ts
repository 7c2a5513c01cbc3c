// The Chromium renderer's browser and page: the network guard (only data:, the server's own URLs and a
// loopback source's origin), loading a URL source with its headers, auth, cookies, status and timeout (408),
// css, javascript, wait_for and disable_javascript, and the browser's life: one per server, restarted after
// a crash, no process left after close() (counted in /proc), the bundled libraries where asked for.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { convert as post, convertOk } from '@doc-convert/testing/conversion';
import { pageTexts, readPdf } from '@doc-convert/testing/pdf';
import { readPng, RED_PNG } from '@doc-convert/testing/png';
import {
  chromiumBrowsers,
  chromiumProcesses,
  chromiumProcessesSettled,
} from '@doc-convert/testing/processes';
import { startLocalServer, type LocalServer } from '../src/index';
import { createChromiumRenderer } from '../src/render/chromium';

let server: LocalServer;

/** A loopback web site that records what it was asked. */
interface Site {
  url: string;
  requests: IncomingMessage[];
  close(): Promise<void>;
}

async function site(
  handler: (req: IncomingMessage) => { status?: number; type?: string; body: string; delayMs?: number },
): Promise<Site> {
  const requests: IncomingMessage[] = [];
  const http: Server = createServer((req, res) => {
    requests.push(req);
    const answer = handler(req);
    const send = () =>
      res.writeHead(answer.status ?? 200, { 'Content-Type': answer.type ?? 'text/html' }).end(answer.body);
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

const text = async (options: object) => {
  const answer = await convertOk(server, 'pdf', options);
  return { answer, text: (await pageTexts(answer.bytes)).join('\n') };
};

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'chromium' });
});

afterAll(async () => {
  await server.close();
});

describe('the network guard', () => {
  let other: Site;

  beforeAll(async () => {
    other = await site(() => ({
      type: 'image/png',
      body: Buffer.from(RED_PNG, 'base64').toString('latin1'),
    }));
  });

  afterAll(async () => {
    await other.close();
  });

  it('aborts what inline HTML asks of any other origin, loopback included', async () => {
    const { answer } = await text({
      source: `<p>page</p><img src="${other.url}/pixel.png"><script>fetch('${other.url}/api').catch(() => {})</script>`,
    });
    expect(other.requests).toHaveLength(0);
    expect(answer.headers.get('x-local-blocked-requests')).toBe('2');
  });

  it("lets the page load the server's own URLs", async () => {
    const stored = await post(server, 'png', {
      source: `<body style="margin:0;background:#f00">`,
      viewport: '20x20',
      filename: 'red-square',
    });
    const shot = await post(server, 'png', {
      source: `<body style="margin:0"><img src="${stored.json.url}" style="display:block;width:20px;height:20px">`,
      viewport: '20x20',
    });
    expect(shot.headers.get('x-local-blocked-requests')).toBeNull();
    const image = readPng(shot.bytes);
    expect([...image.data.slice(0, 3)]).toEqual([255, 0, 0]);
  });

  it('refuses a URL source outside this machine, contacting nothing', async () => {
    const answer = await post(server, 'pdf', { source: 'https://example.com/report' });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.source[0]).toMatch(
      /loads only loopback URLs .*; https:\/\/example\.com was not contacted$/,
    );
  });

  it("lets a URL source load from its own origin, and nothing from another's", async () => {
    const page = await site((req) =>
      req.url === '/logo.png'
        ? { type: 'image/png', body: Buffer.from(RED_PNG, 'base64').toString('latin1') }
        : {
            body: `<title>Site</title><p>from the site</p><img src="/logo.png"><img src="${other.url}/x.png">`,
          },
    );
    try {
      const before = other.requests.length;
      const { answer, text: pdf } = await text({ source: `${page.url}/page` });
      expect(pdf).toContain('from the site');
      expect(page.requests.map((r) => r.url)).toEqual(['/page', '/logo.png']);
      expect(other.requests.length).toBe(before);
      expect(answer.headers.get('x-local-blocked-requests')).toBe('1');
    } finally {
      await page.close();
    }
  });
});

describe('a URL source', () => {
  let page: Site;
  /** When /slow answers: far past a 1 s timeout, so a busy machine still tells the cut from the page. */
  const SLOW_PAGE_MS = 20_000;

  beforeAll(async () => {
    page = await site((req) => {
      if (req.url === '/missing') return { status: 404, body: '<h1>Gone</h1>' };
      if (req.url === '/slow') return { body: '<p>late</p>', delayMs: SLOW_PAGE_MS };
      if (req.url === '/style.css')
        return { type: 'text/css', body: 'body::after { content: "FROM A STYLESHEET" }' };
      if (req.url === '/header.html') return { body: '<div>Header from a URL, page {{page}}</div>' };
      if (req.url === '/tall') {
        return {
          body: '<div style="height:20000px">top</div><img loading="lazy" src="/lazy.png" width="10" height="10">',
        };
      }
      if (req.url === '/lazy.png')
        return { type: 'image/png', body: Buffer.from(RED_PNG, 'base64').toString('latin1') };
      return { body: '<title>Served</title><p>served page</p>' };
    });
  });

  afterAll(async () => {
    await page.close();
  });

  it('sends http_headers, auth and cookies to the source, and reports its status', async () => {
    const { answer } = await text({
      source: `${page.url}/private`,
      http_headers: { 'X-Tenant': 'acme' },
      auth: { username: 'ada', password: 'lovelace' },
      cookies: [{ name: 'session', value: 'abc123' }],
    });
    expect(answer.headers.get('x-response-status-code')).toBe('200');
    const request = page.requests.find((r) => r.url === '/private')!;
    expect(request.headers['x-tenant']).toBe('acme');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('ada:lovelace').toString('base64')}`);
    expect(request.headers.cookie).toBe('session=abc123');
  });

  it.each([
    ['";"', 'value', { name: 'session', value: 'abc; admin=1' }],
    ['CR/LF', 'value', { name: 'session', value: 'abc\r\nX-Injected: 1' }],
    ['NUL', 'value', { name: 'session', value: 'abc\u0000' }],
    ['";"', 'name', { name: 'a;b', value: 'x' }],
    ['"="', 'name', { name: 'a=b', value: 'x' }],
  ])(
    'refuses a cookie %s in its %s with a 400 naming it, before the source is asked',
    async (_, field, cookie) => {
      const asked = page.requests.length;
      const answer = await post(server, 'pdf', { source: `${page.url}/cookie-check`, cookies: [cookie] });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.json.errors)).toEqual([`cookies.0.${field}`]);
      expect(page.requests.length).toBe(asked);
    },
  );

  it.each([
    ['Host', '169.254.169.254'],
    ['Content-Length', '0'],
    ['Transfer-Encoding', 'chunked'],
    ['Proxy-Authorization', 'Basic YWRhOmxvdmVsYWNl'],
    ['Connection', 'upgrade'],
  ])('loads the source without the http_headers %s the connection owns, and says so', async (name, value) => {
    // An API fuzzer's Host, Content-Length, Transfer-Encoding and Proxy-Authorization each held the load
    // until its timeout: a 408 instead of the page.
    const path = `/owned-${name}`;
    const { answer } = await text({
      source: `${page.url}${path}`,
      http_headers: { [name]: value, 'X-Tenant': 'acme' },
      timeout: 20,
    });
    expect(answer.headers.get('x-local-not-applied')).toBe(`http_headers.${name}`);
    const request = page.requests.find((r) => r.url === path)!;
    expect(request.headers['x-tenant']).toBe('acme');
    expect(request.headers.host).toBe(new URL(page.url).host);
    expect(request.headers['transfer-encoding']).toBeUndefined();
    expect(request.headers['proxy-authorization']).toBeUndefined();
  });

  it("trims a cookie's name and value, as a browser trims a Set-Cookie header", async () => {
    await text({ source: `${page.url}/trimmed`, cookies: [{ name: ' lang ', value: '  en gb ' }] });
    expect(page.requests.find((r) => r.url === '/trimmed')!.headers.cookie).toBe('lang=en gb');
  });

  it('reports a failing status, and refuses it with raise_for_status', async () => {
    const { answer } = await text({ source: `${page.url}/missing` });
    expect(answer.headers.get('x-response-status-code')).toBe('404');
    const refused = await post(server, 'pdf', { source: `${page.url}/missing`, raise_for_status: true });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.source[0]).toContain('404');
  });

  it('answers 408 when the source takes longer than timeout', async () => {
    const started = Date.now();
    const answer = await post(server, 'pdf', { source: `${page.url}/slow`, timeout: 1 });
    expect(answer.status).toBe(408);
    expect(answer.json).toEqual({
      success: false,
      error: 'timeout: the source took longer than 1 s to load',
      code: 408,
    });
    // A deadline: cut at the timeout, not when the page came.
    expect(Date.now() - started).toBeLessThan(SLOW_PAGE_MS);
  });

  it('fetches a header given as a URL', async () => {
    const { text: pdf } = await text({
      source: '<p>body</p>',
      header: { source: `${page.url}/header.html` },
    });
    expect(pdf).toContain('Header from a URL, page 1');
  });

  it('refuses a header URL outside this machine, naming header.source', async () => {
    const answer = await post(server, 'pdf', {
      source: '<p>x</p>',
      header: { source: 'https://example.com/h.html' },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json.errors)).toEqual(['header.source']);
  });

  it('scrolls through the page with lazy_load_images, so lazy images are asked for', async () => {
    const lazy = () => page.requests.filter((r) => r.url === '/lazy.png').length;
    const before = lazy();
    await post(server, 'png', { source: `${page.url}/tall`, viewport: '400x300' });
    expect(lazy()).toBe(before); // 20,000 px below the fold: never needed
    const answer = await post(server, 'png', {
      source: `${page.url}/tall`,
      viewport: '400x300',
      lazy_load_images: true,
    });
    expect(answer.status).toBe(200);
    expect(lazy()).toBe(before + 1);
  });

  it('applies css from the source origin', async () => {
    expect((await text({ source: `${page.url}/`, css: `${page.url}/style.css` })).text).toContain(
      'FROM A STYLESHEET',
    );
  });
});

describe('css, javascript, wait_for', () => {
  it('appends css and runs javascript before the capture', async () => {
    const { text: pdf } = await text({
      source: '<p>page</p>',
      css: 'body::after { content: "FROM CSS" }',
      javascript: "document.body.insertAdjacentHTML('beforeend', '<p>FROM JS</p>')",
    });
    expect(pdf).toContain('FROM CSS');
    expect(pdf).toContain('FROM JS');
  });

  it('refuses javascript that throws, naming javascript', async () => {
    const answer = await post(server, 'pdf', { source: '<p>x</p>', javascript: "throw new Error('broken')" });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.javascript[0]).toContain('broken');
  });

  it('waits for the wait_for function to return something truthy', async () => {
    const source =
      "<p>early</p><script>let ready = false; setTimeout(() => { document.body.insertAdjacentHTML('beforeend', '<p>LATE TEXT</p>'); ready = true; }, 300); window.isReady = () => ready;</script>";
    expect((await text({ source, wait_for: 'isReady' })).text).toContain('LATE TEXT');
  });

  it('answers 408 naming wait_for when it never becomes truthy', async () => {
    const answer = await post(server, 'pdf', {
      source: '<script>window.never = () => false</script>',
      wait_for: 'never',
      timeout: 1,
    });
    expect(answer.status).toBe(408);
    expect(answer.json.error).toBe('wait_for: never() did not return a truthy value within 1 s');
  });

  it('runs no page script with disable_javascript', async () => {
    const source =
      "<p>static</p><script>document.body.insertAdjacentHTML('beforeend', '<p>SCRIPTED</p>')</script>";
    expect((await text({ source })).text).toContain('SCRIPTED');
    expect((await text({ source, disable_javascript: true })).text).not.toContain('SCRIPTED');
  });
});

describe('relative URLs of inline HTML', () => {
  it('names the ones nothing could resolve in X-Local-Unresolved-Relative-URLs', async () => {
    const { answer } = await text({
      source:
        '<link rel="stylesheet" href="css/style.css"><img src="img/logo ü.png" srcset="a.png 1x, b.png 2x">' +
        '<a href="other.html">a link is not loaded</a><img src="data:image/png;base64,AA=="><p>body</p>',
    });
    expect(answer.headers.get('x-local-unresolved-relative-urls')).toBe(
      'css/style.css, img/logo%20%C3%BC.png, a.png, b.png',
    );
  });

  it('says nothing for a page with an absolute <base href>, or a URL source', async () => {
    const based = await text({ source: `<base href="${server.origin}/"><img src="x.png"><p>body</p>` });
    expect(based.answer.headers.get('x-local-unresolved-relative-urls')).toBeNull();
    const plain = await text({ source: '<p>nothing relative</p>' });
    expect(plain.answer.headers.get('x-local-unresolved-relative-urls')).toBeNull();
  });
});

describe("the server's browser", () => {
  it('renders invoice downloads with it too', async () => {
    const res = await fetch(`${server.origin}/files/invoices/INV-00001.pdf`);
    expect(res.status).toBe(200);
    const facts = await readPdf(Buffer.from(await res.arrayBuffer()));
    expect(facts.pages[0].text).toContain('Invoice INV-00001');
  });

  it('starts a new browser after a crash', async () => {
    await text({ source: '<p>warm</p>' });
    const [crashed, ...others] = chromiumBrowsers();
    expect(others).toEqual([]);
    process.kill(crashed, 'SIGKILL');
    const after = await text({ source: '<p>after the crash</p>' });
    expect(after.text).toBe('after the crash');
    const now = chromiumBrowsers();
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(crashed);
  });
});

describe('processes', () => {
  it('runs Chromium only between the first conversion and close(), leaving no process behind', async () => {
    await server.close(); // this file's shared server, with its browser
    expect(await chromiumProcessesSettled()).toEqual([]);
    const local = await startLocalServer({ renderer: 'chromium' });
    try {
      expect(chromiumProcesses()).toEqual([]); // nothing runs before it is needed
      await post(local, 'pdf', { source: '<p>x</p>' });
      // The browser, and the renderer and utility processes it started.
      expect(chromiumBrowsers()).toHaveLength(1);
      expect(chromiumProcesses().length).toBeGreaterThan(1);
    } finally {
      await local.close();
    }
    expect(chromiumProcesses()).toEqual([]); // close() resolves once every process has gone
    server = await startLocalServer({ renderer: 'chromium' });
  });

  it('uses the NSS libraries @sparticuz/chromium bundles when told to', async () => {
    const renderer = createChromiumRenderer({ libraries: 'bundled' });
    try {
      const rendered = await renderer.render(
        { kind: 'pdf', options: { source: '<p>bundled libraries</p>' } },
        { origin: server.origin, signal: new AbortController().signal },
      );
      const chunks: Buffer[] = [];
      for await (const chunk of rendered.body.chunks()) chunks.push(chunk);
      expect((await readPdf(Buffer.concat(chunks))).pages[0].text).toBe('bundled libraries');
      const pid = (await renderer.browserPid())!;
      const maps = readFileSync(`/proc/${pid}/maps`, 'utf8');
      expect(maps).toMatch(/chromium-[\d.]+\/lib\/libnss3\.so/);
    } finally {
      await renderer.close();
    }
  });
});
