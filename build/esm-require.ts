// A `require` for an ESM bundle: CommonJS packages bundled into ESM output keep calling `require("node:…")`
// (esbuild's __require), which throws in ESM unless the module defines one. Used as a banner.
export const esmRequire = (alias: string): string =>
  [
    `import { createRequire as ${alias} } from 'node:module';`,
    `const require = ${alias}(import.meta.url);`,
  ].join('\n');
