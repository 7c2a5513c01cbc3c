// On a Node.js older than the library supports, importing it refuses in a sentence naming the version it
// needs, from ESM and from CommonJS, instead of crashing inside undici on the first request. An old Node is
// simulated in a child (a preload rewrites process.versions.node), so this runs on every machine; the Node
// found on the PATH (the system's, outside node_modules/.bin) is tried too, whatever its version.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MIN_NODE_VERSION, unsupportedNodeMessage } from '../src/internal/node-version';
import { CJS_ENTRY, ESM_ENTRY, ROOT } from '@doc-convert/testing/packages/built';
import { ensureBuilt } from '@doc-convert/testing/packages/packed';

beforeAll(ensureBuilt, 600_000);

const loaders = {
  esm: [
    '--input-type=module',
    '-e',
    `await import(${JSON.stringify(pathToFileURL(ESM_ENTRY).href)}); console.log('loaded')`,
  ],
  cjs: ['-e', `require(${JSON.stringify(CJS_ENTRY)}); console.log('loaded')`],
};

/** Imports the built library with the Node at `node`; `pretend` makes the child report that Node.js version. */
function load(kind: keyof typeof loaders, node: string, pretend?: string) {
  const preload = pretend
    ? [
        '--import',
        `data:text/javascript,Object.defineProperty(process.versions,'node',{value:${JSON.stringify(pretend)}})`,
      ]
    : [];
  const child = spawnSync(node, [...preload, ...loaders[kind]], { cwd: ROOT, encoding: 'utf8' });
  return { status: child.status, stdout: child.stdout.trim(), stderr: child.stderr };
}

const refusal = (version: string) =>
  `The Doc Convert library needs Node.js ${MIN_NODE_VERSION} or later; this is Node.js ${version}. Upgrade Node.js to use it.`;

describe('the supported Node.js versions', () => {
  it('are the same in package.json engines and in the check', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${MIN_NODE_VERSION.replace(/\.0$/, '')}`);
  });

  it.each([
    ['20.20.2', false],
    ['22.18.9', false],
    ['22.19.0', true],
    ['22.20.1', true],
    ['23.0.0', true],
    ['24.21.0', true],
    ['v18.0.0', false],
  ])('Node.js %s supported: %p', (version, supported) => {
    expect(unsupportedNodeMessage(version)).toBe(supported ? undefined : refusal(version.replace(/^v/, '')));
  });
});

describe.each(['esm', 'cjs'] as const)('importing the built library (%s)', (kind) => {
  it('refuses on Node.js 20 with the sentence, before undici is touched', () => {
    const child = load(kind, process.execPath, '20.11.1');
    expect(child.status).not.toBe(0);
    expect(child.stdout).toBe('');
    expect(child.stderr).toContain(`Error: ${refusal('20.11.1')}`);
    expect(child.stderr).not.toContain('undici');
  });

  it('refuses on Node.js 22.18 and loads on 22.19', () => {
    expect(load(kind, process.execPath, '22.18.0').stderr).toContain(refusal('22.18.0'));
    expect(load(kind, process.execPath, '22.19.0')).toMatchObject({ status: 0, stdout: 'loaded' });
  });

  it('loads on this Node.js', () => {
    expect(load(kind, process.execPath)).toMatchObject({ status: 0, stdout: 'loaded' });
  });
});

/** The folder of the first `node` on the PATH outside node_modules: the system's Node, which npm scripts hide. */
function systemNodeDir(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir || dir.includes('node_modules')) continue;
    try {
      accessSync(join(dir, 'node'), constants.X_OK);
      return dir;
    } catch {
      // not here
    }
  }
  return undefined;
}

describe('the Node.js on the PATH outside node_modules', () => {
  const dir = systemNodeDir();
  const systemNode = join(dir ?? '', 'node');
  it.each(['esm', 'cjs'] as const)(
    '%s: refuses when it is too old, loads when it is recent enough',
    (kind) => {
      // There is always one: npm, which runs these tests, was started by a node.
      expect(dir).toBeDefined();
      const version = execFileSync(systemNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
      const child = load(kind, systemNode);
      if (unsupportedNodeMessage(version)) {
        expect(child.status).not.toBe(0);
        expect(child.stderr).toContain(refusal(version));
      } else {
        expect(child).toMatchObject({ status: 0, stdout: 'loaded' });
      }
    },
  );
});
