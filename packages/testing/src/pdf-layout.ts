// Where things stand on a PDF's pages, read with Mozilla's pdf.js from npm (no poppler): each run of text
// with its position, width and size (from pdf.js's text items and their transforms), and each image with the
// box it is drawn in (the current transformation matrix followed through the operator list) and its decoded
// pixels. For layout tests: a canvas printed by Chromium is an image, so its box says where the chart went
// and its pixels what was drawn. pdf.ts reads everything else.
import { openPdf, pdfjs } from './pdf';

/** A run of text; lengths in points from the page's bottom-left corner. */
export interface PlacedRun {
  text: string;
  x: number;
  y: number;
  width: number;
  /** Font size in points. */
  size: number;
}

/** An image as drawn: its box on the page in points, and its pixels. */
export interface PlacedImage {
  left: number;
  right: number;
  bottom: number;
  top: number;
  /** Size in pixels. */
  width: number;
  height: number;
  /** The RGBA of pixel (x, y), counted from the image's top-left corner. */
  rgba(x: number, y: number): [number, number, number, number];
}

export interface LayoutPage {
  width: number;
  height: number;
  runs: PlacedRun[];
  /** In the order the page draws them. */
  images: PlacedImage[];
}

type Matrix = [number, number, number, number, number, number];

/** `outer` after `inner`: the matrix that maps a point through `inner`, then `outer` (PDF's a b c d e f). */
const compose = (outer: Matrix, inner: Matrix): Matrix => [
  outer[0] * inner[0] + outer[2] * inner[1],
  outer[1] * inner[0] + outer[3] * inner[1],
  outer[0] * inner[2] + outer[2] * inner[3],
  outer[1] * inner[2] + outer[3] * inner[3],
  outer[0] * inner[4] + outer[2] * inner[5] + outer[4],
  outer[1] * inner[4] + outer[3] * inner[5] + outer[5],
];

const apply = (m: Matrix, x: number, y: number) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

interface DecodedImage {
  width: number;
  height: number;
  /** pdf.js ImageKind: 1 grey (1 bit), 2 RGB, 3 RGBA. */
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

function placed(image: DecodedImage, ctm: Matrix): PlacedImage {
  // An image fills the unit square of the matrix it is drawn with; its first row is at y = 1.
  const corners = [apply(ctm, 0, 0), apply(ctm, 1, 0), apply(ctm, 0, 1), apply(ctm, 1, 1)];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const { width, height, kind, data } = image;
  if (kind !== 2 && kind !== 3) throw new Error(`image kind ${kind} is not read here`);
  const channels = kind === 3 ? 4 : 3;
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    bottom: Math.min(...ys),
    top: Math.max(...ys),
    width,
    height,
    rgba(x, y) {
      const at = (y * width + x) * channels;
      return [data[at], data[at + 1], data[at + 2], channels === 4 ? data[at + 3] : 255];
    },
  };
}

/** Every page of the PDF `bytes`: its size, its text runs and its images, where they stand. */
export async function readLayout(bytes: Uint8Array): Promise<LayoutPage[]> {
  const { OPS } = await pdfjs();
  const doc = await openPdf(bytes, { isOffscreenCanvasSupported: false }); // images decoded to pixels, not to a canvas
  try {
    const pages: LayoutPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view;
      const content = await page.getTextContent();
      const runs: PlacedRun[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , c, d, e, f] = item.transform as number[];
        runs.push({ text: item.str, x: e - x0, y: f - y0, width: item.width, size: Math.hypot(c, d) });
      }
      const images: PlacedImage[] = [];
      const { fnArray, argsArray } = await page.getOperatorList();
      let ctm: Matrix = [1, 0, 0, 1, -x0, -y0];
      const stack: Matrix[] = [];
      for (let i = 0; i < fnArray.length; i++) {
        const op = fnArray[i];
        const args = argsArray[i] as unknown[];
        if (op === OPS.save || op === OPS.beginGroup) stack.push(ctm);
        else if (op === OPS.restore || op === OPS.endGroup || op === OPS.paintFormXObjectEnd) {
          ctm = stack.pop() ?? ctm;
        } else if (op === OPS.transform) ctm = compose(ctm, args as Matrix);
        else if (op === OPS.paintFormXObjectBegin) {
          stack.push(ctm);
          if (args[0]) ctm = compose(ctm, Array.from(args[0] as ArrayLike<number>) as Matrix);
        } else if (op === OPS.paintImageXObject) {
          const id = String(args[0]);
          const objs = id.startsWith('g_') ? page.commonObjs : page.objs;
          const image = await new Promise<DecodedImage>((resolve) =>
            objs.get(id, resolve as (data: unknown) => void),
          );
          images.push(placed(image, ctm));
        } else if (op === OPS.paintInlineImageXObject) {
          images.push(placed(args[0] as DecodedImage, ctm));
        }
      }
      pages.push({ width: x1 - x0, height: y1 - y0, runs, images });
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.loadingTask.destroy();
  }
}
