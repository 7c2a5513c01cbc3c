// Big files stream: the converted file (and a stored file the node downloads) reaches n8n's prepareBinaryData
// as the stream n8n's request helper answered, unread, so a 256 MB PDF is never whole in the node; Base64 in
// JSON still reads the answer whole (the JSON carries it); a body cut short fails the item instead of leaving a
// cut file in the binary field. Real sockets to the local server, with padded PDFs (Scenario.pdfPadBytes).
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from '../../server/index';
import { createContext, runNode } from './context';
import { pdfParameters } from './parameters';

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
