// toFile() when the disk or the caller says no, over real sockets against the local server: file system
// failures are FileWriteError naming the target (never the temporary file) with the system error as cause;
// a missing folder is refused, not created; an abort mid-download is AbortError; and whatever failed, nothing
// of the client's is left behind (no temporary file, no folder, the old file untouched) and the connection
// is free for the next request.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AbortError, DocConvert, DocConvertError, FileWriteError, type FileConversion } from '../src/index';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';

let server: LocalServer;
let client: DocConvert;
let root: string;
let dir: string;
let case_ = 0;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', rateLimit: false });
  client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url, pool: { connections: 1 } });
  root = await mkdtemp(join(tmpdir(), 'doc-convert-to-file-'));
});
afterAll(async () => {
  await client.close();
  await server.close();
  await rm(root, { recursive: true, force: true });
});
beforeEach(async () => {
  dir = join(root, `case-${++case_}`);
  await mkdir(dir);
});

async function pdf(options: { signal?: AbortSignal } = {}): Promise<FileConversion<'pdf'>> {
  const result = await client.convert.pdf({ source: '<h1>File</h1>', sandbox: true }, options);
  if (result.kind !== 'file') throw new Error(`expected a file, got ${result.kind}`);
  return result;
}

/** The client still works over its one pooled connection: the failed download freed it. */
async function expectConnectionFree(): Promise<void> {
  const next = await pdf();
  expect((await next.bytes()).byteLength).toBe(next.contentLength);
}

describe('toFile() into a folder that does not exist', () => {
  it('refuses naming the folder, creates nothing, and frees the connection', async () => {
    const folder = join(dir, 'missing', 'deeper');
    const target = join(folder, 'out.pdf');
    const error = await (await pdf()).toFile(target).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileWriteError);
    expect(error).toBeInstanceOf(DocConvertError);
    const failure = error as FileWriteError;
    expect(failure.message).toBe(
      `Could not write ${target}: the folder ${folder} does not exist (toFile() does not create folders; create it first).`,
    );
    expect(failure.path).toBe(target);
    expect(failure.code).toBe('ENOENT');
    expect((failure.cause as NodeJS.ErrnoException).code).toBe('ENOENT');
    expect(await readdir(dir)).toEqual([]);
    await expectConnectionFree();
  });
});

describe('toFile() that the file system refuses', () => {
  it('a target that is a folder: FileWriteError naming it, not the temporary file; no temporary file left', async () => {
    const target = join(dir, 'taken.pdf');
    await mkdir(target);
    const error = await (await pdf()).toFile(target).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileWriteError);
    const failure = error as FileWriteError;
    expect(failure.message).toBe(`Could not write ${target}: it is a folder.`);
    expect(failure.message).not.toMatch(/partial/);
    expect(failure.code).toBe('EISDIR');
    expect(failure.cause).toMatchObject({ code: 'EISDIR' });
    expect(JSON.parse(JSON.stringify(failure))).toMatchObject({ name: 'FileWriteError', path: target });
    expect(await readdir(dir)).toEqual(['taken.pdf']);
    expect(await readdir(target)).toEqual([]);
    await expectConnectionFree();
  });

  it('a folder path through a file: FileWriteError naming the target', async () => {
    await writeFile(join(dir, 'plain'), 'a file, not a folder');
    const target = join(dir, 'plain', 'out.pdf');
    const error = await (await pdf()).toFile(target).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileWriteError);
    expect((error as FileWriteError).message).toBe(
      `Could not write ${target}: ${join(dir, 'plain')} is not a folder.`,
    );
    expect(await readdir(dir)).toEqual(['plain']);
    await expectConnectionFree();
  });
});

describe('toFile() aborted mid-download', () => {
  it('is AbortError with the reason; the temporary file is removed and the old file kept', async () => {
    const target = join(dir, 'report.pdf');
    await writeFile(target, 'the previous report');
    server.faults.add({ route: 'POST /convert/pdf', kind: 'slow-drip', chunkBytes: 256, intervalMs: 20 });
    const controller = new AbortController();
    const reason = new Error('user cancelled');
    const result = await pdf({ signal: controller.signal });
    const writing = result.toFile(target).catch((e: unknown) => e);
    // Abort once the temporary file exists: the download is under way.
    while (!(await readdir(dir)).some((name) => name.endsWith('.partial'))) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    controller.abort(reason);
    const error = await writing;
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toBe(reason);
    expect(await readdir(dir)).toEqual(['report.pdf']);
    expect(await readFile(target, 'utf8')).toBe('the previous report');
  });
});

describe('toFile() that succeeds', () => {
  it('writes the file in an existing folder and leaves nothing else', async () => {
    const result = await pdf();
    const target = join(dir, 'ok.pdf');
    expect(await result.toFile(target)).toBe(result.contentLength);
    expect(await readdir(dir)).toEqual(['ok.pdf']);
    expect((await readFile(target)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
