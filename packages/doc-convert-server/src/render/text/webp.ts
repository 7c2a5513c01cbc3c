// A WebP writer for the text renderer's raster, with libwebp compiled to wasm (@jsquash/webp, from npm): lossy
// VP8 at the request's quality. The wasm is compiled once, on the first WebP, from the package's own file
// (Node's fetch cannot read file: URLs, so the package's loader is given the compiled module instead).
import encode, { init } from '@jsquash/webp/encode.js';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { rgbaOf, type Raster } from './raster';

/** The largest width or height a WebP image can have. */
export const WEBP_MAX_SIDE = 16383;

let ready: Promise<void> | undefined;

// The WebAssembly global, which this project's type libraries (ES2023 and Node, no DOM) only declare as types.
const wasm = (
  globalThis as unknown as {
    WebAssembly: { validate(bytes: Uint8Array): boolean; compile(bytes: Uint8Array): Promise<unknown> };
  }
).WebAssembly;

// The package picks its SIMD build when the engine validates SIMD wasm, so the module passed must be that build.
async function load(): Promise<void> {
  const codec = join(
    dirname(createRequire(import.meta.url).resolve('@jsquash/webp/package.json')),
    'codec',
    'enc',
  );
  const simd = await readFile(join(codec, 'webp_enc_simd.wasm'));
  const bytes = wasm.validate(simd) ? simd : await readFile(join(codec, 'webp_enc.wasm'));
  await init((await wasm.compile(bytes)) as never);
}

export async function encodeWebp(raster: Raster, quality: number): Promise<Buffer> {
  await (ready ??= load());
  const { width, height } = raster;
  const rgba = rgbaOf(raster);
  const pixels = new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  const image = { data: pixels, width, height, colorSpace: 'srgb' } as unknown as Parameters<
    typeof encode
  >[0];
  return Buffer.from(await encode(image, { quality }));
}
