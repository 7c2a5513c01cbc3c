// The libraries comparePdfs() draws and diffs with are optional peer dependencies of doc-convert: a user who
// never compares installs none of them (pdf.js and a native canvas are tens of megabytes). Checked on the first
// comparison, so that a missing one is one sentence naming every package to install, not a module error from
// deep inside pdf.js.
import { createRequire } from 'node:module';
import { DocConvertError } from '@doc-convert/core';
import type { PdfCanvasModule } from './types';

/** The optional peers, in the order the sentence names them. */
const PEERS = ['pdfjs-dist', '@napi-rs/canvas', 'pixelmatch', 'diff'] as const;

/**
 * Throws a DocConvertError naming every peer that `resolve` (Node's, from this module) cannot find; returns
 * when it finds them all.
 */
export function checkPeers(
  resolve: (name: string) => string = createRequire(import.meta.url).resolve,
  names: readonly string[] = PEERS,
): void {
  // Resolved, not imported: loading them is the comparison's job.
  const missing = names.filter((name) => {
    try {
      resolve(name);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0)
    throw new DocConvertError(
      `comparePdfs() needs ${missing.join(', ')}, which doc-convert leaves to you (optional peer dependencies): npm install ${missing.join(' ')}`,
    );
}

/** The @napi-rs/canvas installed beside doc-convert (checkPeers() has found it). */
export function installedCanvas(): PdfCanvasModule {
  return createRequire(import.meta.url)('@napi-rs/canvas') as PdfCanvasModule;
}
