// The published declarations (dist/index.d.mts and the chunks it imports), read as a user's compiler
// reads them: no internal type (the request plumbing, the response schemas, zod) is named in them, nothing is
// imported from zod, every exported name has a doc comment, and the whole public surface (each exported name with
// its members' signatures, and the names declared only to describe them) is pinned in a snapshot, so that any
// change to it shows as a diff in review. After a deliberate change: `npm test -- test/types -u`, and commit
// packages/doc-convert/test/__snapshots__/public-api.package.test.ts.snap with it.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { ESM_TYPES } from '@doc-convert/testing/packages/built';
import { ensureBuilt } from '@doc-convert/testing/packages/packed';

/** Plumbing that must stay out of the published types: it may change without breaking anyone. */
const INTERNAL = [
  'Requester',
  'RequesterConfig',
  'RequestSpec',
  'Envelopes',
  'EnvelopeBody',
  'ResponseSchemas',
  'RateLimiter',
  'Idempotency',
  'PagedList',
  'FileSink',
  'FileSinkOptions',
  'LevelLogger',
  'NextPage',
  'CallPromise',
  'ListPromise',
  'CallContext',
  'z',
  'ZodType',
  'ZodObject',
];

let program: ts.Program;
let checker: ts.TypeChecker;
let files: string[];

/** index.d.mts and every declaration file it imports by a relative path, transitively. */
function declarationFiles(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const target = join(dirname(file), specifier.text.replace(/\.mjs$/, '.d.mts'));
      if (existsSync(target)) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

beforeAll(async () => {
  await ensureBuilt();
  files = declarationFiles(ESM_TYPES);
  program = ts.createProgram([ESM_TYPES], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    types: ['node'],
  });
  checker = program.getTypeChecker();
}, 600_000);

function exportsOf(): ts.Symbol[] {
  const module = checker.getSymbolAtLocation(program.getSourceFile(ESM_TYPES)!)!;
  return checker
    .getExportsOfModule(module)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol));
}

const ours = (declaration: ts.Declaration) => files.includes(declaration.getSourceFile().fileName);

describe('the published declarations', () => {
  it('import nothing from zod (or any package but undici, for the pool option)', () => {
    const imported = files.flatMap((file) =>
      program
        .getSourceFile(file)!
        .statements.filter(ts.isImportDeclaration)
        .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text)
        .filter((specifier) => !specifier.startsWith('.')),
    );
    expect(new Set(imported)).toEqual(new Set(['undici']));
    for (const file of files) expect(ts.sys.readFile(file)).not.toMatch(/['"]zod(\/[^'"]*)?['"]/);
  });

  it('name no internal type', () => {
    const named = new Set<string>();
    const visit = (node: ts.Node): void => {
      // Import and export lists only pass names between the chunks, under the bundler's one-letter aliases
      // (`z as WatermarkOffsetY`); what they pass is declared, and used, elsewhere in these files.
      if (ts.isImportSpecifier(node) || ts.isExportSpecifier(node)) return;
      if (ts.isIdentifier(node)) named.add(node.text);
      ts.forEachChild(node, visit);
    };
    for (const file of files) visit(program.getSourceFile(file)!);
    expect(INTERNAL.filter((name) => named.has(name))).toEqual([]);
  });

  it('give every exported name a doc comment', () => {
    const undocumented = exportsOf()
      .filter((symbol) => ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() === '')
      .map((symbol) => symbol.name);
    expect(undocumented).toEqual([]);
  });

  it('are the pinned surface', () => {
    expect(surfaceReport()).toMatchSnapshot();
  });
});

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** ` extends A, B` (and ` implements C`) as declared. */
function heritage(declaration: ts.Declaration): string {
  const clauses = (declaration as ts.InterfaceDeclaration | ts.ClassDeclaration).heritageClauses ?? [];
  return clauses.map((clause) => ` ${clause.getText().replace(/\s+/g, ' ')}`).join('');
}

/** One line per member that comes from our declarations: `name?: type`, methods with their signature. */
function membersOf(type: ts.Type): string[] {
  return (
    checker
      .getPropertiesOfType(type)
      .filter((property) => (property.getDeclarations() ?? []).some(ours))
      // Private fields (`#private`) and symbol-keyed members (util.inspect's) are not callable by name; a symbol
      // key is also printed with a number that changes from build to build.
      .filter((property) => !property.name.startsWith('#') && !property.name.startsWith('__@'))
      .map((property) => {
        const declaration = property.getDeclarations()![0]!;
        const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
        const printed = checker.typeToString(
          checker.getTypeOfSymbolAtLocation(property, declaration),
          undefined,
          FLAGS,
        );
        return `  ${property.name}${optional}: ${printed}`;
      })
      .sort()
  );
}

/**
 * The public surface as text: each exported name with its kind and its members' types or its signature, then
 * the names the declarations use without exporting them (the base client, option shapes of the error classes).
 */
function surfaceReport(): string {
  const lines: string[] = [];
  const exported = exportsOf();
  for (const symbol of exported) {
    const declaration = symbol.getDeclarations()![0]!;
    if (symbol.flags & ts.SymbolFlags.Class) {
      const construct = checker
        .getTypeOfSymbolAtLocation(symbol, declaration)
        .getConstructSignatures()
        .map((signature) => `  new${checker.signatureToString(signature, undefined, FLAGS)}`);
      lines.push(
        `class ${symbol.name}${heritage(declaration)}`,
        ...construct,
        ...membersOf(checker.getDeclaredTypeOfSymbol(symbol)),
      );
    } else if (symbol.flags & ts.SymbolFlags.Interface) {
      const params = checker.getDeclaredTypeOfSymbol(symbol) as ts.InterfaceType;
      const generic = params.typeParameters?.length
        ? `<${params.typeParameters.map((p) => checker.typeToString(p)).join(', ')}>`
        : '';
      lines.push(
        `interface ${symbol.name}${generic}${heritage(declaration)}`,
        ...membersOf(checker.getDeclaredTypeOfSymbol(symbol)),
      );
    } else if (symbol.flags & ts.SymbolFlags.TypeAlias) {
      const alias = declaration as ts.TypeAliasDeclaration;
      const generic = alias.typeParameters
        ? `<${alias.typeParameters.map((p) => p.getText()).join(', ')}>`
        : '';
      lines.push(`type ${symbol.name}${generic} = ${alias.type.getText().replace(/\s+/g, ' ')}`);
    } else if (symbol.flags & ts.SymbolFlags.Function) {
      for (const signature of checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures()) {
        lines.push(`function ${symbol.name}${checker.signatureToString(signature, undefined, FLAGS)}`);
      }
    } else {
      // A constant's literal value (VERSION, say) is not its surface: its type is.
      const type = checker.getBaseTypeOfLiteralType(checker.getTypeOfSymbolAtLocation(symbol, declaration));
      lines.push(`const ${symbol.name}: ${checker.typeToString(type, undefined, FLAGS)}`);
    }
  }
  const names = new Set(exported.map((symbol) => symbol.name));
  const helpers = new Set<string>();
  for (const file of files) {
    for (const statement of program.getSourceFile(file)!.statements) {
      const declared = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((d) => d.name)
        : [(statement as { name?: ts.Node }).name];
      for (const name of declared) {
        // The bundler's namespace objects (`declare namespace __x`) and what is exported are not helpers.
        if (name && ts.isIdentifier(name) && !names.has(name.text) && !ts.isModuleDeclaration(statement)) {
          helpers.add(name.text);
        }
      }
    }
  }
  lines.push('', 'declared, not exported:', ...[...helpers].sort().map((name) => `  ${name}`));
  return lines.join('\n');
}
