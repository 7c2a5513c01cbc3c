// The Action's modules import one way (issue 21: five of them once imported each other in a circle). Every
// relative import of action/src is read with TypeScript's own import scanner (static `import … from`,
// `import type`, `export … from`, side-effect `import './x'`, and dynamic `import('./x')`; comments and strings
// skipped), and any cycle fails the test, named file by file. The scanner is a function of an in-memory map
// of files, so it is also shown to find cycles in made-up sources.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ACTION_SRC = path.join(process.cwd(), 'action', 'src');

/** Source files by path relative to their root, `/`-separated. */
type Files = ReadonlyMap<string, string>;

/** The file a relative specifier of `from` names among `files`: `./x` is x.ts (or x.js as .ts, or x/index.ts). */
function resolve(from: string, specifier: string, files: Files): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const bare = base.replace(/\.(m|c)?(j|t)s$/, '');
  return [base, `${bare}.ts`, `${bare}.mts`, `${bare}/index.ts`].find((candidate) => files.has(candidate));
}

/** Each file's relative imports that land among `files`, sorted. */
function importGraph(files: Files): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of files) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolve(file, fileName, files))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/**
 * The import cycles among `files`, each as `a.ts → b.ts → a.ts`: one per strongly connected group of files
 * (Tarjan), walked from its first file in name order, or a file that imports itself.
 */
function findCycles(files: Files): string[] {
  const graph = importGraph(files);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const connect = (file: string): void => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)!) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || graph.get(file)!.includes(file)) groups.push(group.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return groups.map((group) => describeCycle(group, graph)).sort();
}

/** A path through `group` from its first file back to it (a shortest one, breadth first). */
function describeCycle(group: string[], graph: Map<string, string[]>): string {
  const start = group[0]!;
  const members = new Set(group);
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file)!) {
      if (!members.has(target)) continue;
      if (target === start) {
        const chain = [file];
        while (chain[0] !== start) chain.unshift(previous.get(chain[0]!)!);
        return [...chain, start].join(' → ');
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return group.join(' ↔ ');
}

/** Every .ts file below `root`, by relative path. */
function readSources(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
  }
  return files;
}

const sources = readSources(ACTION_SRC);

describe('action/src', () => {
  it('has no import cycle', () => {
    expect(findCycles(sources)).toEqual([]);
  });

  it('is really scanned: static, type-only and dynamic imports of main.ts are all seen', () => {
    const graph = importGraph(sources);
    expect(sources.size).toBeGreaterThan(20);
    // main.ts imports convert.ts statically, types.ts for types, and loads cache.ts and merge.ts on demand.
    expect(graph.get('main.ts')).toEqual(
      expect.arrayContaining(['convert.ts', 'types.ts', 'cache.ts', 'merge.ts', 'release.ts']),
    );
    // Imports outside action/src (the client in src/, packages) are no part of the graph.
    expect([...graph.values()].flat().every((target) => sources.has(target))).toBe(true);
  });
});

describe('the cycle finder', () => {
  const files = (entries: Record<string, string>) => new Map(Object.entries(entries));

  it('names a cycle of static imports, file by file', () => {
    const cyclic = files({
      'main.ts': "import { convertAll } from './convert';\n",
      'convert.ts': "import { readInputs } from './inputs';\nimport { plural } from './format';\n",
      'inputs.ts': "import type { Outcome } from './convert';\n",
      'format.ts': 'export const plural = 1;\n',
    });
    expect(findCycles(cyclic)).toEqual(['convert.ts → inputs.ts → convert.ts']);
  });

  it('finds a cycle closed by a dynamic import, an export-from, a .js specifier or an index file', () => {
    expect(
      findCycles(
        files({
          'main.ts': "import { a } from './a';\n",
          'a.ts': "export async function a() { return import(\n  './b'\n); }\n",
          'b.ts': "export * from './c.js';\n",
          'c.ts': "import './lib';\n",
          'lib/index.ts': "export { a } from '../a';\n",
        }),
      ),
    ).toEqual(['a.ts → b.ts → c.ts → lib/index.ts → a.ts']);
  });

  it('finds several cycles, and a file that imports itself', () => {
    expect(
      findCycles(
        files({
          'a.ts': "import './b';\n",
          'b.ts': "import './a';\n",
          'c.ts': "import './d';\n",
          'd.ts': "import './c';\n",
          'e.ts': "import './e';\n",
        }),
      ),
    ).toEqual(['a.ts → b.ts → a.ts', 'c.ts → d.ts → c.ts', 'e.ts → e.ts']);
  });

  it('ignores imports in comments and strings, of packages, and of files outside the map', () => {
    expect(
      findCycles(
        files({
          'a.ts':
            "// import('./b')\n/* import { x } from './b'; */\nconst s = \"import('./b')\";\n" +
            "import * as core from '@actions/core';\nimport { DocConvert } from '../../src/doc-convert';\n",
          'b.ts': "import './a';\n",
        }),
      ),
    ).toEqual([]);
  });

  it('finds the cycle when one is introduced into a copy of the real sources', () => {
    const copy = new Map(sources);
    // format.ts is a leaf that convert.ts (and so main.ts) depends on; make it import main.ts back.
    copy.set('format.ts', `${copy.get('format.ts')}\nexport const later = () => import('./main');\n`);
    const cycles = findCycles(copy);
    expect(cycles).toHaveLength(1);
    // Named from the first file of the circle in name order, through the new arrow.
    expect(cycles[0]).toContain('format.ts → main.ts → ');
    expect(cycles[0]).toMatch(/^(\S+\.ts) → .* → \1$/);
  });
});
