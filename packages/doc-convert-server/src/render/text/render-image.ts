// The one place an image conversion picks its encoder: the text renderer's raster (render-png.ts) written as
// PNG, JPEG (jpeg.ts) or WebP (webp.ts), at the request's `quality` for the lossy two (default 80, as the
// service's). Each format's own size limit is refused as a 400 naming the option that set the size.
import { ValidationError, CAPTURE_MODES, IMAGE_QUALITY } from 'doc-convert/internal/rules';
import type { ImageKind, ImageOptions } from '../renderer';
import { encodeJpeg } from './jpeg';
import { encodePng } from './png';
import { drawRaster } from './render-png';
import type { SourceDocument } from './source';
import { encodeWebp, WEBP_MAX_SIDE } from './webp';

/** The longest side each format can encode. */
const MAX_SIDE: Record<ImageKind, number> = { png: 2 ** 31 - 1, jpeg: 65535, webp: WEBP_MAX_SIDE };

export async function renderImage(
  format: ImageKind,
  doc: SourceDocument,
  options: ImageOptions,
): Promise<Buffer> {
  const raster = drawRaster(doc, options);
  if (Math.max(raster.width, raster.height) > MAX_SIDE[format]) {
    const message = `makes a ${raster.width}x${raster.height} image; ${format.toUpperCase()} images are at most ${MAX_SIDE[format]} pixels a side`;
    const path = CAPTURE_MODES.find((mode) => options[mode] !== undefined && options[mode] !== false);
    throw new ValidationError([{ path: path ?? 'viewport', message }]);
  }
  const quality = options.quality ?? IMAGE_QUALITY.default;
  switch (format) {
    case 'png':
      return encodePng(raster);
    case 'jpeg':
      return encodeJpeg(raster, quality);
    case 'webp':
      return encodeWebp(raster, quality);
  }
}
