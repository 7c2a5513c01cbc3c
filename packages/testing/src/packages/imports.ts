// What a built bundle loads: the module names it imports or requires by a literal name, and those it loads
// only with import(). Relative paths are left out; `node:` prefixes are dropped.
const STATIC = [
  /\bfrom\s*["']([^"']+)["']/g,
  /\bimport\s*["']([^"']+)["']/g,
  /\brequire\(\s*["']([^"']+)["']\s*\)/g,
];
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function names(code: string, patterns: RegExp[]): string[] {
  const found = patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!));
  return [
    ...new Set(found.filter((name) => !name.startsWith('.')).map((name) => name.replace(/^node:/, ''))),
  ].sort();
}

export function loadedModules(code: string): { static: string[]; dynamic: string[] } {
  return { static: names(code, STATIC), dynamic: names(code, [DYNAMIC]) };
}

/** `zod/v4` → `zod`, `@scope/name/x` → `@scope/name`. */
export const packageOf = (name: string): string =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
