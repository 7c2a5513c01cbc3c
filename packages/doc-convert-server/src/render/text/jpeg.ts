// A JPEG writer for the text renderer's raster, with jpeg-js (pure JavaScript, from npm): baseline JPEG at
// the request's quality. JPEG has no alpha channel; the image conversions refuse `transparent` for it.
import jpeg from 'jpeg-js';
import { rgbaOf, type Raster } from './raster';

export function encodeJpeg(raster: Raster, quality: number): Buffer {
  const { width, height } = raster;
  return jpeg.encode({ data: rgbaOf(raster), width, height }, quality).data;
}
