// `npm run scan:n8n`: n8n's community package scanner, run locally over what n8n's verification scans. Its
// command line only scans packages published with provenance, so this runs its analysis the way it does:
// the source (this repository's package.json, nodes/ and credentials/: the scanner finds the package's source by
// its name, and the root manifest is `n8n-nodes-doc-convert`) with the full rule set, and the packed tarball from
// `npm run pack`, both as the scanner's registry leg does (JavaScript and package.json) and file by file: every
// JavaScript, TypeScript and JSON file of the tarball under every rule, and nothing else in it but the icons,
// README.md and LICENSE. No finding is accepted: any finding in any file fails. The scanner ignores
// eslint-disable comments.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { analyzePackage, SOURCE_FILE_PATTERNS } from '@n8n/scan-community-package/scanner/scanner.mjs';

/** This package's folder, and the repository's root (where `npm run pack` writes the tarballs). */
const root = resolve(import.meta.dirname, '..');
const repository = resolve(root, '../..');
const index = join(repository, 'dist-packages', 'packages.json');
if (!existsSync(index)) {
  console.error('scan:n8n: pack first (npm run pack); dist-packages/packages.json is missing');
  process.exit(1);
}
const tarball = join(repository, 'dist-packages', JSON.parse(readFileSync(index, 'utf8')).n8n);

/** Everything else a tarball may hold: what eslint cannot parse and n8n's rules read from elsewhere. */
const LINTED = /\.(js|ts|json)$/;
const ALLOWED_OTHER = /^(README\.md|LICENSE|dist\/nodes\/[^/]+\/[^/]+\.svg)$/;

const work = mkdtempSync(join(tmpdir(), 'doc-convert-scan-'));
try {
  execFileSync('tar', ['-xzf', tarball, '-C', work]);
  const unpacked = join(work, 'package');
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => path !== '' && !path.endsWith('/'))
    .map((path) => path.replace(/^package\//, ''));
  const stray = files.filter((file) => !LINTED.test(file) && !ALLOWED_OTHER.test(file));

  const legs = [
    ['source (package.json, nodes/, credentials/)', await analyzePackage(root, SOURCE_FILE_PATTERNS)],
    [
      'tarball, as the registry scan (*.js, package.json)',
      await analyzePackage(unpacked, ['**/*.js', 'package.json']),
    ],
    [
      `tarball, every file (${files.filter((file) => LINTED.test(file)).join(', ')})`,
      await analyzePackage(unpacked, ['**/*.js', '**/*.ts', '**/*.json']),
    ],
  ];
  let failed = false;
  for (const [name, result] of legs) {
    console.log(
      `${result.passed ? 'passed' : 'FAILED'}: ${name}${result.passed ? '' : ` - ${result.message}`}`,
    );
    if (result.details) console.log(result.details);
    failed ||= !result.passed;
  }
  if (stray.length > 0)
    console.log(`FAILED: files the scanner cannot read in ${tarball}: ${stray.join(', ')}`);
  console.log(`scanned ${tarball.slice(repository.length + 1)} (${files.length} files)`);
  process.exitCode = failed || stray.length > 0 ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
