// What the published libraries' builds (doc-convert and doc-convert-server) share: the packages a package
// declares as its dependencies stay imports and everything else is inlined, so a package that the sources start
// to use (say handlebars) ships inside the bundle instead of failing in a user's install; and esbuild's
// warnings fail the build, since what they warn about (an import.meta the CommonJS output would lose, a require
// it cannot follow) breaks users, not us.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A package's folder, from the repository's root (where `npm run build` runs). */
export const packageDir = (name: string): string => `packages/${name}`;

/**
 * tsup's `external` and `noExternal` for a bundle of the package in `dir`: its dependencies (and their subpaths)
 * stay imports, and so do the specifiers in `also` (the package's own entries that it imports by name).
 */
export function inlineAllBut(dir: string, also: string[] = []): Pick<Options, 'external' | 'noExternal'> {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  // Peer dependencies too: the user installs them (the library's comparePdfs() and its optional pdf.js).
  const externals = [...Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }), ...also];
  // Any import that is not a declared package (nor a subpath of one).
  const inlined = new RegExp(`^(?!(?:${externals.map(escape).join('|')})(?:/|$))`);
  return { external: externals, noExternal: [inlined] };
}

export function warningsFail(name: string): Plugin {
  return {
    name: 'warnings-fail',
    setup(build) {
      build.onEnd((result) => {
        if (result.warnings.length === 0) return;
        const list = result.warnings.map(
          (w) => `${w.location?.file ?? '?'}:${w.location?.line ?? '?'} ${w.text}`,
        );
        throw new Error(
          `the ${name} build has warnings (they break the published bundles):\n${list.join('\n')}`,
        );
      });
    },
  };
}

/**
 * The declaration bundler's settings that inline the shared core's declarations into the library's: it leaves
 * any import of a package (a path through node_modules) as an import, and @doc-convert/core is not published,
 * so its entries are named by their source files (from its package.json's `exports`).
 */
export function coreDeclarations(): { paths: Record<string, string[]> } {
  const core = packageDir('core');
  const { exports } = JSON.parse(readFileSync(join(core, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return {
    paths: Object.fromEntries(
      Object.entries(exports).map(([subpath, file]) => [
        `@doc-convert/core${subpath.slice(1)}`,
        [`./${join(core, file)}`],
      ]),
    ),
  };
}
