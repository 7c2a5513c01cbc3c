// Downloads (src/routes/files.ts) over real sockets, without a key as pre-signed URLs are: an invoice's PDF,
// rendered when asked for, and a stored conversion result at the URL its answer gave, under that name only.
// Any other path under /files is a 404 in the Error form.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request } from '@doc-convert/testing/conversion';
import { startLocalServer, type LocalServer } from '../src/index';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text' });
});

afterAll(async () => {
  await server.close();
});

describe('GET /files/invoices/{reference}.pdf', () => {
  it('serves the invoice PDF at its download_url without a key', async () => {
    const res = await fetch(`${server.origin}/files/invoices/INV-00001.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('answers 404 in the Error form for an invoice that does not exist', async () => {
    const res = await fetch(`${server.origin}/files/invoices/INV-99999.pdf`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'File not found.', code: 404 });
  });
});

describe('GET /files/{id}/{name}', () => {
  it('serves a stored result at the URL its answer gave, without a key, and under that name only', async () => {
    const stored = await request(server, 'POST', '/convert/pdf', {
      source: '<p>kept</p>',
      filename: 'kept-file',
    });
    const url: string = stored.json.url;
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).length).toBe(stored.json.filesize);
    const renamed = await fetch(url.replace(/kept-file\.pdf$/, 'other-file.pdf'));
    expect(renamed.status).toBe(404);
    expect(await renamed.json()).toEqual({ success: false, error: 'File not found.', code: 404 });
  });

  it('answers 404 in the Error form for an id nothing was stored under', async () => {
    const res = await fetch(`${server.origin}/files/0123456789abcdef/kept-file.pdf`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'File not found.', code: 404 });
  });
});
