// The rule every path of a call meets before anything is read, written or sent (src/files/roots.ts): inside a
// root by where it really is, `..` refused outright, relative paths from the first root, the refusal naming the
// field and the roots; and new files written whole, never over an existing one (src/files/output.ts).
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ValidationError } from 'doc-convert';
import { defaultFileName } from '../src/files/output';
import { foldersOfRootUris, realFolders, resolveInRoots, type Roots } from '../src/files/roots';
import { freshFolder } from './mcp-client';

const root = freshFolder('doc-convert-mcp-root-');
const second = freshFolder('doc-convert-mcp-second-');
const outside = freshFolder('doc-convert-mcp-outside-');
afterAll(() => [root, second, outside].forEach((folder) => folder.remove()));

const roots: Roots = { folders: [root.path, second.path], source: 'configured' };
mkdirSync(join(root.path, 'pages'));
writeFileSync(join(root.path, 'pages', 'a.html'), '<p>a</p>');
writeFileSync(join(second.path, 'b.html'), '<p>b</p>');
writeFileSync(join(outside.path, 'secret.html'), '<p>secret</p>');
symlinkSync(join(outside.path, 'secret.html'), join(root.path, 'to-secret.html'));
symlinkSync(join(root.path, 'pages', 'a.html'), join(root.path, 'to-a.html'));
symlinkSync(outside.path, join(root.path, 'door'));

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).message;
}

describe('resolveInRoots: files to read', () => {
  it('takes a relative path from the first root, and an absolute one inside any root', async () => {
    expect(await resolveInRoots('pages/a.html', roots, 'source_path', 'read')).toBe(
      join(root.path, 'pages', 'a.html'),
    );
    expect(await resolveInRoots(join(second.path, 'b.html'), roots, 'source_path', 'read')).toBe(
      join(second.path, 'b.html'),
    );
  });

  it('follows a symlink that stays inside, and refuses one that leads out', async () => {
    expect(await resolveInRoots('to-a.html', roots, 'source_path', 'read')).toBe(
      join(root.path, 'pages', 'a.html'),
    );
    expect(await refusal(resolveInRoots('to-secret.html', roots, 'source_path', 'read'))).toBe(
      `Invalid request: source_path: to-secret.html leads to ${join(outside.path, 'secret.html')}, outside the allowed roots; the allowed roots (configured for this server) are: ${root.path}, ${second.path}`,
    );
  });

  it('refuses a path outside, one with .., a missing file and a folder', async () => {
    expect(
      await refusal(resolveInRoots(join(outside.path, 'secret.html'), roots, 'source_path', 'read')),
    ).toContain('is outside the allowed roots');
    expect(await refusal(resolveInRoots('pages/../pages/a.html', roots, 'source_path', 'read'))).toContain(
      'contains ".."',
    );
    expect(await refusal(resolveInRoots('missing.html', roots, 'source_path', 'read'))).toContain(
      'missing.html does not exist',
    );
    expect(await refusal(resolveInRoots('pages', roots, 'source_path', 'read'))).toContain(
      'pages is not a file',
    );
  });
});

describe('resolveInRoots: files to write', () => {
  it('lands where it would really be written, folders still to make included', async () => {
    expect(await resolveInRoots('out/new/x.pdf', roots, 'output_path', 'write')).toBe(
      join(root.path, 'out', 'new', 'x.pdf'),
    );
  });

  it('refuses a path through a symlink out, outside, with .., or the root itself', async () => {
    expect(await refusal(resolveInRoots('door/x.pdf', roots, 'output_path', 'write'))).toContain(
      'output_path: door/x.pdf is outside the allowed roots',
    );
    expect(
      await refusal(resolveInRoots(join(outside.path, 'x.pdf'), roots, 'output_path', 'write')),
    ).toContain('is outside the allowed roots');
    expect(await refusal(resolveInRoots('../x.pdf', roots, 'output_path', 'write'))).toContain(
      'contains ".."',
    );
    expect(await refusal(resolveInRoots(root.path, roots, 'output_path', 'write'))).toContain(
      'is outside the allowed roots',
    );
    expect(readdirSync(outside.path)).toEqual(['secret.html']);
  });

  it('without any root, says how to allow one', async () => {
    expect(
      await refusal(resolveInRoots('x.pdf', { folders: [], source: 'client' }, 'output_path', 'write')),
    ).toContain(
      'no folder is allowed (the client offers no roots and none is configured: start the server with --root <folder> or set DOC_CONVERT_MCP_ROOTS)',
    );
  });
});

describe('the roots themselves', () => {
  it("takes the client's file:// roots as folders and leaves other schemes out", () => {
    expect(foldersOfRootUris([pathToFileURL(root.path).href, 'https://example.org/repo'])).toEqual([
      root.path,
    ]);
  });

  it('refuses a configured root that is not a folder, and skips a missing client root', async () => {
    expect(await refusal(realFolders([join(root.path, 'pages', 'a.html')], '--root'))).toContain(
      '--root: ' + join(root.path, 'pages', 'a.html') + ' is not an existing folder',
    );
    expect(await realFolders([join(root.path, 'gone'), second.path], 'roots', { skipMissing: true })).toEqual(
      [second.path],
    );
  });
});

describe('defaultFileName', () => {
  it('is the source name, the time and a few random letters', () => {
    const name = defaultFileName('Quarterly report (final)', 'pdf', new Date('2026-03-01T10:15:00Z'));
    expect(name).toMatch(/^Quarterly-report-final-20260301-101500-[0-9a-f]{4}\.pdf$/);
    expect(defaultFileName('///', 'png')).toMatch(/^document-\d{8}-\d{6}-[0-9a-f]{4}\.png$/);
  });
});
