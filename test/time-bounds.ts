// Finds the assertions of a test file that bound elapsed wall-clock time from above: `expect(Date.now() -
// started).toBeLessThan(100)` and its disguises. Such a test passes on a quiet machine and fails on a busy one,
// so the suite allows them only where the behaviour under test is a deadline (time-bounds.test.ts).
//
// Read with TypeScript's parser, one file at a time. Elapsed time is a difference of clock readings: a
// subtraction with `Date.now()`, `performance.now()`, `process.hrtime…()`, `process.uptime()` or `new Date()`
// (or a name holding one) on one side. Names and object keys given such a difference carry it on (`const took =
// performance.now() - t0`, `{ elapsed: Date.now() - started }`, `const { ms } = await timed()`), within the file.
// An upper bound is `toBeLessThan(OrEqual)` on elapsed time (or `.not.toBeGreaterThan(OrEqual)`), the reverse
// `expect(limit).toBeGreaterThan(elapsed)`, or `expect(elapsed < limit)`. Bounds on clock readings themselves
// (`expect(reset).toBeGreaterThan(Date.now() / 1000)`) and the timestamps a server recorded are not elapsed time
// measured by the test, and are not reported.
import ts from 'typescript';

export interface TimeBound {
  /** 1-based line of the assertion. */
  line: number;
  /** The assertion's text. */
  text: string;
  /** The title of the test (it/test) it is in, or undefined outside one. */
  test: string | undefined;
}

const UPPER = new Set(['toBeLessThan', 'toBeLessThanOrEqual']);
const LOWER = new Set(['toBeGreaterThan', 'toBeGreaterThanOrEqual']);

/** A call that reads the clock: Date.now(), performance.now(), process.hrtime(.bigint)(), process.uptime(), new Date(). */
function readsClock(node: ts.Node): boolean {
  if (ts.isNewExpression(node)) {
    return ts.isIdentifier(node.expression) && node.expression.text === 'Date' && !node.arguments?.length;
  }
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression.getText().replace(/\s/g, '');
  return /^(Date\.now|performance\.now|process\.hrtime(\.bigint)?|process\.uptime)$/.test(callee);
}

/** The name a node refers to: an identifier, or the property of `x.name` / `x?.name`. */
function nameOf(node: ts.Node): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  return undefined;
}

/** True if `node` (not looking into functions) has a part for which `test` holds. */
function contains(node: ts.Node, test: (n: ts.Node) => boolean): boolean {
  if (test(node)) return true;
  // Inside a function is what it does when called, not what the expression holds; `Date.now` itself is no name.
  if (ts.isFunctionLike(node) || readsClock(node)) return false;
  return ts.forEachChild(node, (child) => contains(child, test) || undefined) ?? false;
}

/** A fixed amount (`5000`, `2 * MINUTE`) or a remainder (`now % windowMs`): subtracted from a reading, a reading. */
function isOffset(node: ts.Node): boolean {
  while (ts.isParenthesizedExpression(node)) node = node.expression;
  if (ts.isNumericLiteral(node) || ts.isBigIntLiteral(node)) return true;
  if (ts.isIdentifier(node)) return /^[A-Z][A-Z0-9_]*$/.test(node.text);
  if (ts.isBinaryExpression(node)) {
    if (node.operatorToken.kind === ts.SyntaxKind.PercentToken) return true;
    return isOffset(node.left) && isOffset(node.right);
  }
  return false;
}

export function upperTimeBounds(source: string, fileName = 'test.ts'): TimeBound[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** Names holding a clock reading, and names (and object keys) holding elapsed time. */
  const readings = new Set<string>();
  const elapsed = new Set<string>();

  const isReading = (node: ts.Node) =>
    contains(node, (n) => readsClock(n) || (nameOf(n) !== undefined && readings.has(nameOf(n)!)));
  const isElapsed = (node: ts.Node): boolean =>
    contains(
      node,
      (n) =>
        (nameOf(n) !== undefined && elapsed.has(nameOf(n)!)) ||
        (ts.isBinaryExpression(n) &&
          n.operatorToken.kind === ts.SyntaxKind.MinusToken &&
          ((isReading(n.left) && !isOffset(n.right)) || isReading(n.right))),
    );

  // Every place a value gets a name (declarations, assignments, object keys, destructuring), with what the
  // value holds.
  type Holds = 'elapsed' | 'reading' | undefined;
  const holding = (value: ts.Node): Holds =>
    isElapsed(value) ? 'elapsed' : isReading(value) ? 'reading' : undefined;
  const bindings: Array<{ name: string; holds: () => Holds }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const { name, initializer } = node;
      if (ts.isIdentifier(name)) bindings.push({ name: name.text, holds: () => holding(initializer) });
      else if (ts.isObjectBindingPattern(name)) {
        // const { ms } = await timed(): ms holds what the file's objects hold under the key `ms`.
        for (const element of name.elements) {
          const key = nameOf(element.propertyName ?? element.name);
          if (key === undefined || !ts.isIdentifier(element.name)) continue;
          bindings.push({
            name: element.name.text,
            holds: () => (elapsed.has(key) ? 'elapsed' : readings.has(key) ? 'reading' : undefined),
          });
        }
      }
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const name = nameOf(node.left);
      if (name !== undefined) bindings.push({ name, holds: () => holding(node.right) });
    }
    if (ts.isPropertyAssignment(node)) {
      const name = nameOf(node.name);
      if (name !== undefined) bindings.push({ name, holds: () => holding(node.initializer) });
    }
    if (ts.isShorthandPropertyAssignment(node)) {
      bindings.push({ name: node.name.text, holds: () => holding(node.name) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  // Names pass what they hold on to the names given from them, until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    for (const { name, holds } of bindings) {
      const into = { elapsed, reading: readings, none: undefined }[holds() ?? 'none'];
      if (into && !into.has(name)) {
        into.add(name);
        changed = true;
      }
    }
  }

  const found: TimeBound[] = [];
  const testTitle = (node: ts.Node): string | undefined => {
    for (let at = node.parent; at; at = at.parent) {
      if (!ts.isCallExpression(at)) continue;
      const callee = at.expression.getText();
      const base = callee.replace(/\.(only|skip|concurrent)$/, '');
      const title = at.arguments[0];
      if (/^(it|test)$/.test(base) && title && ts.isStringLiteralLike(title)) return title.text;
      // it.each([...])('title %s', fn)
      if (
        ts.isCallExpression(at.expression) &&
        /^(it|test)\.each$/.test(at.expression.expression.getText())
      ) {
        if (title && ts.isStringLiteralLike(title)) return title.text;
      }
    }
    return undefined;
  };

  const check = (node: ts.Node) => {
    // expect(subject)[.not].matcher(argument)
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const matcher = node.expression.name.text;
      let target = node.expression.expression;
      let negated = false;
      if (ts.isPropertyAccessExpression(target) && target.name.text === 'not') {
        negated = true;
        target = target.expression;
      }
      if (
        ts.isCallExpression(target) &&
        ts.isIdentifier(target.expression) &&
        target.expression.text === 'expect' &&
        target.arguments.length > 0
      ) {
        const subject = target.arguments[0]!;
        const argument = node.arguments[0];
        const upper = (UPPER.has(matcher) && !negated) || (LOWER.has(matcher) && negated);
        const lower = (LOWER.has(matcher) && !negated) || (UPPER.has(matcher) && negated);
        const comparison =
          ts.isBinaryExpression(subject) &&
          ((/^<=?$/.test(subject.operatorToken.getText()) && isElapsed(subject.left)) ||
            (/^>=?$/.test(subject.operatorToken.getText()) && isElapsed(subject.right)));
        if (
          (upper && isElapsed(subject)) ||
          (lower && argument !== undefined && isElapsed(argument) && !isElapsed(subject)) ||
          comparison
        ) {
          found.push({
            line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
            text: node.getText().replace(/\s+/g, ' '),
            test: testTitle(node),
          });
        }
      }
    }
    ts.forEachChild(node, check);
  };
  check(file);
  return found;
}
