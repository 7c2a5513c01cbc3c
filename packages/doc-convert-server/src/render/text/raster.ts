// A picture as the text renderer draws it, row by row, before any encoding: each image encoder (PNG, JPEG,
// WebP) writes the same raster in its own format.

export interface Raster {
  width: number;
  height: number;
  /** True when the rows carry an alpha channel (RGBA); RGB otherwise. */
  alpha: boolean;
  /** The pixels of row `y` (width × 3 or 4 bytes). The same Buffer may be returned for equal rows. */
  row(y: number): Buffer;
}

/** The whole raster as RGBA bytes (opaque when the raster has no alpha), as the JPEG and WebP encoders take it. */
export function rgbaOf(raster: Raster): Buffer {
  const { width, height, alpha } = raster;
  const out = Buffer.alloc(width * height * 4);
  const channels = alpha ? 4 : 3;
  for (let y = 0; y < height; y++) {
    const row = raster.row(y);
    const base = y * width * 4;
    if (alpha) {
      row.copy(out, base, 0, width * 4);
      continue;
    }
    for (let x = 0; x < width; x++) {
      const from = x * channels;
      const to = base + x * 4;
      out[to] = row[from];
      out[to + 1] = row[from + 1];
      out[to + 2] = row[from + 2];
      out[to + 3] = 255;
    }
  }
  return out;
}
