// Draws a source as an image "screenshot" in miniature, row by row (render-image.ts writes it as PNG, JPEG
// or WebP): a coloured title bar and one grey bar per line of text, on white (or transparent). Size (CSS
// pixels, then multiplied by `dpi`):
// - `clip`: clip.width × clip.height;
// - `fullpage`: viewport width × max(viewport height, content height);
// - `css_selector`: viewport width × content height (the element is taken to be the content);
// - otherwise the viewport (default 1280x1024).
// Sandbox renders the title bar red. Content height = 60 + 20 per wrapped line + 40. At most 64 million
// pixels (400 beyond, see ../image-size.ts).
import { createHash } from 'node:crypto';
import type { PngOptions } from 'doc-convert/internal/rules';
import { checkPixels, viewportOf } from '../image-size';
import { wrap } from './html-text';
import type { Raster } from './raster';
import type { SourceDocument } from './source';

const CHAR_PX = 7;
const LINE_PX = 20;
const TOP_PX = 60;
const BAR_PX = 40;

/** The options the drawing reads: those of every image format (`transparent` is PNG's alone). */
type RasterOptions = Pick<
  PngOptions,
  'viewport' | 'clip' | 'fullpage' | 'css_selector' | 'dpi' | 'transparent' | 'sandbox'
>;

/** The picture of `doc`, row by row, for any image encoder (see render-image.ts). */
export function drawRaster(doc: SourceDocument, options: RasterOptions): Raster {
  const viewport = viewportOf(options.viewport);
  const lines = wrap(doc.parts.flat(), Math.max(8, Math.floor((viewport.width - 40) / CHAR_PX)));
  const contentHeight = TOP_PX + lines.length * LINE_PX + 40;
  let size = viewport;
  if (options.clip) size = { width: options.clip.width, height: options.clip.height };
  else if (options.fullpage)
    size = { width: viewport.width, height: Math.max(viewport.height, contentHeight) };
  else if (options.css_selector) size = { width: viewport.width, height: contentHeight };
  const dpi = options.dpi ?? 1;
  const width = size.width * dpi;
  const height = size.height * dpi;
  checkPixels(width, height, options.clip ? 'clip' : 'viewport');

  const alpha = options.transparent ?? false;
  const channels = alpha ? 4 : 3;
  const hue = createHash('md5')
    .update(doc.title ?? lines[0] ?? '')
    .digest();
  const barColour = options.sandbox ? [200, 30, 30] : [hue[0] >> 1, hue[1] >> 1, 128 + (hue[2] >> 1)];
  const background = alpha ? [0, 0, 0, 0] : [255, 255, 255];
  const ink = [120, 120, 120];

  const cache = new Map<string, Buffer>();
  const rowOf = (key: string, colour: number[], from = 0, to = width): Buffer => {
    let row = cache.get(key);
    if (!row) {
      row = Buffer.alloc(width * channels);
      for (let x = 0; x < width; x++) {
        const pixel = x >= from && x < to ? colour : background;
        for (let c = 0; c < channels; c++) row[x * channels + c] = pixel[c] ?? 255;
      }
      cache.set(key, row);
    }
    return row;
  };

  return {
    width,
    height,
    alpha,
    row(y) {
      const cssY = Math.floor(y / dpi) + (options.clip?.y ?? 0);
      if (cssY < BAR_PX) return rowOf('bar', barColour);
      const line = Math.floor((cssY - TOP_PX) / LINE_PX);
      const inBar = cssY >= TOP_PX && (cssY - TOP_PX) % LINE_PX < 8 && line < lines.length;
      if (!inBar) return rowOf('blank', background);
      const length = Math.min(width - 40 * dpi, lines[line].length * CHAR_PX * dpi);
      return rowOf(`text:${length}`, ink, 20 * dpi, 20 * dpi + length);
    },
  };
}
