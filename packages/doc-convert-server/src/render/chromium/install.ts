// Where Chromium runs from. @sparticuz/chromium ships a headless Chromium, the NSS libraries it links and
// the Open Sans fonts, Brotli-compressed inside its npm tarball; they are unpacked once per package version
// into `chromium-<version>/` of a cache folder: DOC_CONVERT_CHROMIUM_CACHE if set, else node_modules/.cache/
// doc-convert (removed with node_modules, so no stale copy outlives an install), else the system's temp
// folder when node_modules is read-only. sparticuz's own executablePath() is not used: it unpacks into one
// fixed folder whatever the version, and reuses an older version's binary found there.
import { createReadStream, createWriteStream, existsSync, constants } from 'node:fs';
import { access, mkdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { makeOnce } from './make-once';
import { readableFonts } from './readable-fonts';
import { extractTarBr } from './tar';

export interface ChromiumFiles {
  /** The unpacked folder, `…/chromium-<version>`. */
  dir: string;
  version: string;
  executable: string;
  /** libnss3 and friends, for systems without them. */
  libDir: string;
  /** Open Sans. */
  fontsDir: string;
}

const require = createRequire(import.meta.url);

/** The package's `bin/` folder and version; throws when @sparticuz/chromium is not installed. */
async function sparticuz(): Promise<{ bin: string; version: string; nodeModules: string }> {
  const entry = require.resolve('@sparticuz/chromium'); // …/node_modules/@sparticuz/chromium/build/index.js
  const root = join(dirname(entry), '..');
  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
  const at = root.lastIndexOf(`${sep}node_modules${sep}`);
  return { bin: join(root, 'bin'), version, nodeModules: root.slice(0, at + `${sep}node_modules`.length) };
}

async function writable(dir: string): Promise<boolean> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

async function cacheRoot(nodeModules: string): Promise<string> {
  const chosen = process.env.DOC_CONVERT_CHROMIUM_CACHE;
  if (chosen) return chosen;
  const beside = join(nodeModules, '.cache', 'doc-convert');
  return (await writable(beside)) ? beside : join(tmpdir(), 'doc-convert');
}

async function unpack(bin: string, partial: string): Promise<void> {
  await mkdir(partial, { recursive: true });
  await pipeline(
    createReadStream(join(bin, 'chromium.br')),
    createBrotliDecompress(),
    createWriteStream(join(partial, 'chromium'), { mode: 0o755 }),
  );
  await extractTarBr(join(bin, 'al2023.tar.br'), partial); // lib/
  await extractTarBr(join(bin, 'fonts.tar.br'), partial); // fonts/Open_Sans/, and a fonts.conf left unused
}

/** True when the unpacked folder still has its executable and a readable Open Sans. */
function intact(dir: string): boolean {
  return existsSync(join(dir, 'chromium')) && readableFonts([join(dir, 'fonts')]).length > 0;
}

/** Unpacks Chromium on first use (once per version, whatever the number of processes) and says where. */
export async function installChromium(): Promise<ChromiumFiles> {
  const { bin, version, nodeModules } = await sparticuz();
  const dir = join(await cacheRoot(nodeModules), `chromium-${version}`);
  // A folder whose files were deleted (a temporary-folder cleaner, a hand) is unpacked again: without Open
  // Sans, a browser that has no other font aborts on the first form field (readable-fonts.ts).
  if (existsSync(dir) && !intact(dir)) await rm(dir, { recursive: true, force: true });
  if (!existsSync(dir)) await makeOnce(dir, (partial) => unpack(bin, partial));
  return {
    dir,
    version,
    executable: join(dir, 'chromium'),
    libDir: join(dir, 'lib'),
    fontsDir: join(dir, 'fonts'),
  };
}
