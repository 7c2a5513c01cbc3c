// The library's types, as a strict TypeScript project (module nodenext) gets them from the built package
// (dist/index.d.mts, imported by path): the pins compile without a single diagnostic (so every
// `@ts-expect-error` still finds its error), mistakes are reported with the option types' names rather than
// expanded zod shapes, and every field of every exported interface and class has a comment for the hover.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import ts from 'typescript';
import { ESM_TYPES } from '@doc-convert/testing/packages/built';
import { ensureBuilt } from '@doc-convert/testing/packages/packed';

const fixtures = join(import.meta.dirname, 'fixtures', 'types');
const pins = join(fixtures, 'pins.mts');
const messages = join(fixtures, 'messages.mts');

let program: ts.Program;

beforeAll(async () => {
  await ensureBuilt();
  program = ts.createProgram([pins, messages, ESM_TYPES], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: ['node'],
  });
}, 600_000);

function diagnosticsOf(file: string): ts.Diagnostic[] {
  const source = program.getSourceFile(file)!;
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
}

/** A diagnostic's whole text: its message chain and its related notes ("declared here on type ..."). */
function textOf(diagnostic: ts.Diagnostic): string {
  const related = (diagnostic.relatedInformation ?? []).map((info) =>
    ts.flattenDiagnosticMessageText(info.messageText, '\n'),
  );
  return [ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'), ...related].join('\n');
}

describe('the pinned types (test/fixtures/types/pins.mts)', () => {
  it('compile without a diagnostic, every @ts-expect-error finding its error', () => {
    const found = diagnosticsOf(pins).map((d) => {
      const { line } = d.file!.getLineAndCharacterOfPosition(d.start!);
      return `pins.mts:${line + 1}: ${textOf(d)}`;
    });
    expect(found).toEqual([]);
  });

  it('include the built declarations themselves, which compile cleanly too', () => {
    expect(diagnosticsOf(ESM_TYPES).map(textOf)).toEqual([]);
  });
});

describe('compiler messages (test/fixtures/types/messages.mts)', () => {
  it('name the option types, never an expanded shape', () => {
    const texts = diagnosticsOf(messages).map(textOf);
    expect(texts).toHaveLength(4);
    for (const text of texts) {
      expect(text).not.toMatch(/\.\.\. \d+ more|sandbox\?: boolean \| undefined|\{ source: string;/);
    }
    // A conversion takes its options or, with `markdown` in place of `source`, FromMarkdown of them: a wrong
    // value names both.
    expect(texts[0]).toContain(
      "property 'zoom' which is declared here on type 'PdfOptions | FromMarkdown<PdfOptions>'",
    );
    expect(texts[1]).toContain("'landscap' does not exist in type 'PdfOptions'");
    expect(texts[1]).toContain("Did you mean to write 'landscape'?");
    expect(texts[2]).toContain("property 'source' which is declared here on type 'PdfOptions'");
    expect(texts[3]).toContain(
      "property 'transparent' which is declared here on type 'PngOptions | FromMarkdown<PngOptions>'",
    );
  });
});

describe('hover documentation', () => {
  /** Every own field and method of the exported interfaces and classes that has no comment. */
  function undocumented(): string[] {
    const checker = program.getTypeChecker();
    const module = checker.getSymbolAtLocation(program.getSourceFile(ESM_TYPES)!)!;
    const missing: string[] = [];
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class))) continue;
      for (const property of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
        const declarations = property.getDeclarations() ?? [];
        // Error's own members (message, stack, name, cause) and symbol-keyed ones are not ours to document.
        if (declarations.every((d) => d.getSourceFile().fileName !== ESM_TYPES)) continue;
        if (property.name.startsWith('__@') || property.name.startsWith('#') || property.name === 'name')
          continue;
        const doc = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
        if (doc === '') missing.push(`${exported.name}.${property.name}`);
      }
    }
    return missing;
  }

  it('covers every field of every exported interface and class', () => {
    expect(undocumented()).toEqual([]);
  });

  it('shows the contract and the reference on the options that had none (delay, format, zoom)', () => {
    const checker = program.getTypeChecker();
    const module = checker.getSymbolAtLocation(program.getSourceFile(ESM_TYPES)!)!;
    const pdf = checker.getExportsOfModule(module).find((s) => s.name === 'PdfOptions')!;
    const type = checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(pdf));
    const doc = (name: string) =>
      ts.displayPartsToString(type.getProperty(name)!.getDocumentationComment(checker));
    expect(doc('delay')).toContain('Milliseconds to wait before the capture, 0 to 10000');
    expect(doc('format')).toContain("'A4'");
    expect(doc('zoom')).toContain('0.1 to 2');
  });
});
