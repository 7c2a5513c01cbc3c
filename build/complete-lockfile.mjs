// Completes package-lock.json with the platform packages the registry here does not serve.
//
// The registry these machines reach holds only the linux-x64 builds of packages such as @rollup/rollup-* and
// @unrs/resolver-binding-*. npm then writes a lockfile without the other platforms' optional dependencies, and
// `npm ci` refuses it ("Missing: @rollup/rollup-android-arm-eabi@ from lock file"). This script records each
// missing optional dependency with its version and its os/cpu, as a lockfile made against the full registry
// would: npm ci then accepts the lockfile and skips those packages on this platform without fetching them.
// Run it after every `npm install` that changes the lockfile: `node build/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'win32',
  'sunos',
  'aix',
  'netbsd',
];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('eabi') ? 'arm' : undefined);
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key === '' ? '' : `${key}/`;
    const target = `${base}node_modules/${name}`;
    // Resolved the way node does: the nearest node_modules up the tree.
    let probe = key;
    let found = false;
    for (;;) {
      const candidate = `${probe ? `${probe}/` : ''}node_modules/${name}`;
      if (packages[candidate]) {
        found = true;
        break;
      }
      if (!probe) break;
      const index = probe.lastIndexOf('/node_modules/');
      probe = index < 0 ? '' : probe.slice(0, index);
    }
    if (found) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os || !cpu) continue; // not a platform build: leave it to npm
    const hoisted = `node_modules/${name}`;
    const where = packages[hoisted] ? target : hoisted;
    packages[where] = {
      version: version.replace(/^[\^~=]/, ''),
      cpu: [cpu],
      dev: entry.dev || undefined,
      optional: true,
      os: [os],
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform package(s) recorded`);
