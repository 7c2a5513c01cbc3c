// The oldest Node.js the library runs on, and the sentence that refuses an older one. undici 8, the HTTP
// client of the default transport, needs 22.19 (its `engines`; on Node 20 it fails deep inside with
// "Cannot read properties of undefined (reading 'bind')"); package.json's `engines` says the same, and a test
// keeps the three in step. The library entry (index.ts) asks this before anything else can fail.

export const MIN_NODE_VERSION = '22.19.0';

function parts(version: string): number[] {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
}

/** The refusal for a Node.js older than MIN_NODE_VERSION, or undefined when `version` is recent enough. */
export function unsupportedNodeMessage(version: string): string | undefined {
  const have = parts(version);
  const need = parts(MIN_NODE_VERSION);
  for (let i = 0; i < need.length; i++) {
    const a = have[i] ?? 0;
    const b = need[i]!;
    if (a > b) return undefined;
    if (a < b) {
      return `The Doc Convert library needs Node.js ${MIN_NODE_VERSION} or later; this is Node.js ${version.replace(/^v/, '')}. Upgrade Node.js to use it.`;
    }
  }
  return undefined;
}
