// Bookmarks from headings (src/outline/) are loaded on first use of the `outline` option or addOutline(): the
// HTML scanner and the PDF reader and writer stay unloaded for every other call (see lazy.ts).
import { lazy } from './lazy';

const outline = lazy(() => import('../outline/index'));

/** Loads the outline module (once; concurrent callers share the load). */
export const loadOutline = outline.load;
