// `npm run scan:n8n`: n8n's community package scanner, run locally. Its command line only scans packages
// published with provenance, so this runs its two legs the way it does: the source files (package.json, nodes/,
// credentials/) with the full rule set, and the packed tarball's JavaScript (the CommonJS bundles) and
// package.json. The scanner ignores eslint-disable comments. Needs `npm run build` first.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { analyzePackage, SOURCE_FILE_PATTERNS } from '@n8n/scan-community-package/scanner/scanner.mjs';

const root = resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const bundles = [...(manifest.n8n?.nodes ?? []), ...(manifest.n8n?.credentials ?? [])];
const missing = bundles.filter((file) => !existsSync(join(root, file)));
if (bundles.length === 0 || missing.length > 0) {
  console.error(`scan:n8n: build first (npm run build); missing: ${missing.join(', ') || 'the n8n section'}`);
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'doc-convert-scan-'));
try {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8' }),
  );
  const unpacked = join(work, 'package');
  execFileSync('tar', ['-xzf', join(work, packed[0].filename), '-C', work]);

  const legs = [
    ['source (package.json, nodes/, credentials/)', await analyzePackage(root, SOURCE_FILE_PATTERNS)],
    ['tarball (bundles, package.json)', await analyzePackage(unpacked, ['**/*.js', 'package.json'])],
  ];
  // The one finding this package accepts (see eslint.n8n.config.mjs): undici and zod are the npm library's
  // runtime dependencies. It is printed, and any other finding, in any file, fails the scan.
  const ACCEPTED =
    /^\s*\d+:\d+\s+error\s+The "dependencies" field must be empty.*@n8n\/community-nodes\/no-runtime-dependencies$/;
  let failed = false;
  for (const [name, result] of legs) {
    const findings = String(result.details ?? '')
      .split('\n')
      .filter((line) => /^\s*\d+:\d+\s+(error|warning)\s/.test(line));
    const other = findings.filter((line) => !ACCEPTED.test(line));
    const passed = result.passed || (findings.length > 0 && other.length === 0);
    const note = result.passed
      ? ''
      : passed
        ? ' (only the accepted runtime-dependencies finding)'
        : ` - ${result.message}`;
    console.log(`${passed ? 'passed' : 'FAILED'}: ${name}${note}`);
    if (result.details) console.log(result.details);
    failed ||= !passed;
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
