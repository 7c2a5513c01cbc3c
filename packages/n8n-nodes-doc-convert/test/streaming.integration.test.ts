// Big files stream: the converted file (and a stored file the node downloads) reaches n8n's prepareBinaryData
// as the stream n8n's request helper answered, unread, so a 256 MB PDF is never whole in the node; Base64 in
// JSON still reads the answer whole (the JSON carries it); a body cut short fails the item instead of leaving a
// cut file in the binary field, while n8n's own refusal to store a file reaches the user in n8n's words; a file
// n8n's binary-data mode cannot hold (its Content-Length says so) is refused before it is read. Real sockets to
// the local server, with padded PDFs (Scenario.pdfPadBytes).
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { checkStorable } from '../nodes/DocConvert/helpers/binaryLimits';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { createContext, runNode } from './helpers/context';
import { pdfParameters } from './helpers/parameters';

const PAD = 3 * 1024 * 1024;
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', pdfPadBytes: PAD });
});
afterEach(() => server.faults.clear());
afterAll(async () => {
  await server.close();
});

const context = (extra: Parameters<typeof pdfParameters>[0] = {}) =>
  createContext({
    parameters: pdfParameters({ sandbox: true, fileName: 'big.pdf', ...extra }),
    credentials: { apiKey: SANDBOX_KEY, baseUrl: server.url },
  });

const binaryBytes = (item: Awaited<ReturnType<typeof runNode>>[number]) =>
  Buffer.from(item.binary!.data!.data, 'base64');

describe('Binary File: the answer streams into n8n', () => {
  it('hands prepareBinaryData the response stream, and the whole file arrives', async () => {
    const test = context();
    const [item] = await runNode(test);
    expect(test.binaryInputs).toEqual(['stream']);
    const pdf = binaryBytes(item!);
    expect(pdf.length).toBeGreaterThan(PAD);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(item!.json).toMatchObject({
      fileName: 'big.pdf',
      mimeType: 'application/pdf',
      fileSize: pdf.length,
    });
  });

  it('Binary File and JSON Result: the stored file is downloaded as a stream too', async () => {
    const test = context({ output: 'both', storageFileName: 'big-stored' });
    const [item] = await runNode(test);
    expect(test.binaryInputs).toEqual(['stream']);
    const pdf = binaryBytes(item!);
    expect(pdf.length).toBe(item!.json.fileSize);
    expect(pdf.length).toBeGreaterThan(PAD);
    expect(item!.json.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
  });

  it('Base64 in JSON still works: the text is read whole, decoded into the field and kept in JSON', async () => {
    const test = context({ options: { delivery: { encode: true } } });
    const [item] = await runNode(test);
    expect(test.binaryInputs).toEqual(['buffer']);
    const pdf = binaryBytes(item!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // equals(), not toEqual(): jest compares a Buffer byte by byte, for seconds.
    expect(Buffer.from(item!.json.base64 as string, 'base64').equals(pdf)).toBe(true);
    expect(item!.json.fileSize).toBe(pdf.length);
  });

  it('a body that ends before its Content-Length fails the item, with no binary output', async () => {
    server.faults.add({ kind: 'truncate', route: 'POST /convert/pdf', afterBytes: 1024 * 1024 });
    const test = createContext({
      parameters: pdfParameters({ sandbox: true }),
      credentials: { apiKey: SANDBOX_KEY, baseUrl: server.url },
      continueOnFail: true,
    });
    const [item] = await runNode(test);
    expect(item!.binary).toBeUndefined();
    expect(item!.json.error).toMatch(
      /^The file broke off before all of it arrived \((UND_ERR_SOCKET|ECONNRESET)\); nothing was output\.$/,
    );
  });
});

describe('Binary File: what n8n’s binary-data mode cannot hold', () => {
  /** A context whose n8n stores binary data in `mode` (what prepareBinaryData's IDs tell). */
  function inMode(test: ReturnType<typeof createContext>, mode: 'memory' | 'filesystem-v2' | 'database') {
    const prepare = test.context.helpers.prepareBinaryData;
    const probes: number[] = [];
    test.context.helpers.prepareBinaryData = async (...args) => {
      const stored = await prepare(...args);
      if (Buffer.isBuffer(args[0]) && args[0].length === 0) probes.push(0);
      return mode === 'memory' ? stored : { ...stored, id: `${mode}:${probes.length}` };
    };
    return probes;
  }

  it.each([
    ['database', 268_435_443, true],
    ['database', 268_435_444, false],
    ['memory', 402_653_166, true],
    ['memory', 402_653_167, false],
    ['filesystem-v2', 2 ** 33, true],
  ] as const)('%s mode, %d bytes: storable %s', async (mode, length, storable) => {
    const test = context();
    inMode(test, mode);
    const checked = await checkStorable(test.context, length).then(
      () => true,
      (error: Error) => {
        expect(error.message).toMatch(
          new RegExp(
            `^The file is [\\d,]+ bytes \\([\\d.]+ MiB\\), more than n8n's ${mode} binary data mode can hold`,
          ),
        );
        return false;
      },
    );
    expect(checked).toBe(storable);
  });

  it('says two sizes that differ, in bytes, where MiB would round them alike, and the way out in the message', async () => {
    const test = context();
    inMode(test, 'database');
    // 268 436 462 and 268 435 443 bytes are both "256.0 MiB".
    const error = (await checkStorable(test.context, 268_436_462).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(
      /^The file is 268,436,462 bytes \(256\.0 MiB\), more than n8n's database binary data mode can hold \(268,435,443 bytes\)/,
    );
    expect(error.message).toMatch(/N8N_DEFAULT_BINARY_DATA_MODE=s3 .* or filesystem/);
  });

  it('asks n8n for its mode only for a file big enough to matter', async () => {
    const test = context();
    const probes = inMode(test, 'database');
    await checkStorable(test.context, 200 * 1024 * 1024);
    await checkStorable(test.context, undefined);
    expect(probes).toEqual([]);
  });

  it('refuses before reading an answer whose Content-Length database mode cannot give back', async () => {
    let written = 0;
    let closed!: () => void;
    const socketClosed = new Promise<void>((done) => (closed = done));
    const big = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(300_000_000) });
      res.write(Buffer.alloc(1024));
      written += 1024;
      res.on('close', closed);
    });
    await new Promise<void>((done) => big.listen(0, '127.0.0.1', done));
    try {
      const test = createContext({
        parameters: pdfParameters({ sandbox: true }),
        credentials: {
          apiKey: SANDBOX_KEY,
          baseUrl: `http://127.0.0.1:${(big.address() as AddressInfo).port}`,
        },
      });
      inMode(test, 'database');
      const error = (await runNode(test).catch((e: unknown) => e)) as Error & { description?: string };
      expect(error.message).toBe(
        "The file is 300,000,000 bytes (286.1 MiB), more than n8n's database binary data mode can hold (268,435,443 bytes); it was not downloaded. Set N8N_DEFAULT_BINARY_DATA_MODE=s3 (queue mode) or filesystem (a single n8n) for every n8n process, or choose Output → JSON Result and hand the file’s URL on.",
      );
      expect(error.description).toMatch(/Postgres gives a file back as hex text/);
      expect(error.description).toMatch(/N8N_BINARY_DATA_DATABASE_MAX_FILE_SIZE .* does not help/);
      expect(test.binaryInputs).toEqual(['buffer']);
      await socketClosed;
      expect(written).toBe(1024);
    } finally {
      big.closeAllConnections();
      await new Promise((done) => big.close(done));
    }
  });

  it('n8n’s own refusal to store a file reaches the user in n8n’s words, not as a broken download', async () => {
    const test = context();
    const tooLarge =
      'Failed to write binary file "big.pdf" (1) because its size of 600 MB exceeds the max size limit of 512 MB set for `database` mode. Consider increasing `N8N_BINARY_DATA_DATABASE_MAX_FILE_SIZE` up to 1 GB, or using S3 storage mode if you require writes larger than 1 GB.';
    test.context.helpers.prepareBinaryData = async (input) => {
      // As n8n's database mode: it reads the whole stream, then refuses.
      if (!Buffer.isBuffer(input)) await (input as Readable).toArray();
      throw Object.assign(new Error(tooLarge), { name: 'FileTooLargeError' });
    };
    const error = (await runNode(test).catch((e: unknown) => e)) as Error;
    expect(error.message).toBe(`n8n could not store the file: ${tooLarge}`);
    expect(error.message).not.toMatch(/broke off/);
  });
});
