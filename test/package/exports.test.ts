// The built library, as users get it: importable from ESM and from CommonJS through the package's exports
// map, with types for both. Builds first when dist/ is missing, so this runs on a fresh clone too: with
// `npm run build` in a child, as users build, since tsup's build() run inside jest's module system bundles the
// dependencies it should leave external.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const node = process.execPath;

function run(args: string[]): string {
  return execFileSync(node, args, { cwd: root, encoding: 'utf8' }).trim();
}

beforeAll(() => {
  if (existsSync(join(root, 'dist', 'index.mjs')) && existsSync(join(root, 'dist', 'index.d.mts'))) return;
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'ignore' });
}, 120_000);

describe('the package exports', () => {
  const probe = `
    const { DocConvert, ValidationError, DEFAULT_BASE_URL, PAGE_FORMATS } = lib;
    let refused = '';
    try { new DocConvert({ apiKey: '' }); } catch (e) { refused = e instanceof ValidationError ? e.field : 'other'; }
    const client = new DocConvert({ apiKey: 'k_123456' });
    console.log(JSON.stringify([typeof client.convert.pdf, refused, DEFAULT_BASE_URL, PAGE_FORMATS.length]));`;
  const expected = JSON.stringify(['function', 'apiKey', 'https://api.pdfshift.io/v3', 10]);

  it('import from ESM', () => {
    expect(run(['--input-type=module', '-e', `import * as lib from 'n8n-nodes-doc-convert';${probe}`])).toBe(
      expected,
    );
  });

  it('require from CommonJS', () => {
    expect(run(['-e', `const lib = require('n8n-nodes-doc-convert');${probe}`])).toBe(expected);
  });

  it('type-checks for ESM (.mts) and CommonJS (.cts) consumers', () => {
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    expect(() => run([tsc, '-p', join(root, 'test', 'package', 'consumer')])).not.toThrow();
  }, 60_000);

  it('keeps the version in step with package.json', async () => {
    const { VERSION } = await import('../../src/version');
    const pkg = JSON.parse(run(['-p', 'JSON.stringify(require("./package.json"))'])) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });
});
