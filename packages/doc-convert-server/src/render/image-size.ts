// The image options' sizes, for both renderers: the viewport (1280x1024 unless `viewport` says otherwise)
// and a ceiling on the pixels of one image, so that a request cannot ask the server for gigabytes.
import { ValidationError } from 'doc-convert/internal/rules';

const DEFAULT_VIEWPORT = { width: 1280, height: 1024 };
/** At most this many pixels per image (after `dpi`). */
const MAX_PIXELS = 64_000_000;

export function viewportOf(viewport: string | undefined): { width: number; height: number } {
  const match = /^(\d+)x(\d+)$/.exec(viewport ?? '');
  return match ? { width: Number(match[1]), height: Number(match[2]) } : DEFAULT_VIEWPORT;
}

/** Throws a ValidationError naming `field` when a `width` × `height` image exceeds MAX_PIXELS. */
export function checkPixels(width: number, height: number, field: string): void {
  if (width * height <= MAX_PIXELS) return;
  const message = `makes a ${width}x${height} image; the local server renders at most ${MAX_PIXELS} pixels`;
  throw new ValidationError([{ path: field, message }]);
}
