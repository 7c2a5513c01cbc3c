import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// node_modules/pixelmatch/index.js
init_esm_shims();
function pixelmatch(img1, img2, output, width, height, options = {}) {
  const {
    threshold = 0.1,
    alpha = 0.1,
    aaColor = [255, 255, 0],
    diffColor = [255, 0, 0],
    checkerboard = true,
    windowSize = Infinity,
    includeAA,
    diffColorAlt,
    diffMask,
    ignoreMask
  } = options;
  if (!isPixelData(img1) || !isPixelData(img2) || output && !isPixelData(output) || ignoreMask && !isPixelData(ignoreMask))
    throw new Error("Image data: Uint8Array, Uint8ClampedArray or Buffer expected.");
  if (img1.length !== img2.length || output && output.length !== img1.length)
    throw new Error(`Image sizes do not match. Image 1 size: ${img1.length}, image 2 size: ${img2.length}`);
  const len = width * height;
  if (img1.length !== len * 4) throw new Error(`Image data size does not match width/height. Expecting ${len * 4}. Got ${img1.length}`);
  if (ignoreMask && ignoreMask.length !== len)
    throw new Error(`Ignore mask size does not match image width/height. Expecting ${len}. Got ${ignoreMask.length}`);
  const a32 = new Uint32Array(img1.buffer, img1.byteOffset, len);
  const b32 = new Uint32Array(img2.buffer, img2.byteOffset, len);
  let identical = true;
  for (let i = 0; i < len; i++) {
    if (a32[i] !== b32[i] && (!ignoreMask || !ignoreMask[i])) {
      identical = false;
      break;
    }
  }
  if (identical) {
    if (output && !diffMask) {
      for (let i = 0, pos = 0; i < len; i++, pos += 4) drawGrayPixel(output, pos, img1, alpha);
    }
    return 0;
  }
  const [aaR, aaG, aaB] = aaColor;
  const [diffR, diffG, diffB] = diffColor;
  const [altR, altG, altB] = diffColorAlt || diffColor;
  let diff = 0;
  const mask = Number.isFinite(windowSize) ? new Uint8Array(len) : null;
  let firstDiffY = -1;
  let lastDiffY = 0;
  for (let i = 0, pos = 0; i < len; i++, pos += 4) {
    const delta = a32[i] === b32[i] || ignoreMask && ignoreMask[i] ? 0 : colorDelta(img1, img2, pos, checkerboard, threshold);
    if (delta) {
      const x = i % width;
      const y = i / width | 0;
      const isExcludedAA = !includeAA && (antialiased(img1, x, y, width, height, a32, b32) || antialiased(img2, x, y, width, height, b32, a32));
      if (isExcludedAA) {
        if (output && !diffMask) drawPixel(output, pos, aaR, aaG, aaB);
        if (mask) mask[i] = 2;
      } else {
        if (output) {
          if (delta < 0) {
            drawPixel(output, pos, altR, altG, altB);
          } else {
            drawPixel(output, pos, diffR, diffG, diffB);
          }
        }
        if (mask) {
          mask[i] = 1;
          if (firstDiffY < 0) firstDiffY = y;
          lastDiffY = y;
        }
        diff++;
      }
    } else if (output && !diffMask) {
      drawGrayPixel(output, pos, img1, alpha);
    }
  }
  if (!mask || !diff) return diff;
  const n = Math.min(Math.max(Math.floor(windowSize), 1), width, height);
  const colSum = new Uint16Array(width);
  let maxCount = 0;
  let bandTotal = 0;
  const yEnd = Math.min(height - 1, lastDiffY + n - 1);
  for (let y = firstDiffY; y <= yEnd; y++) {
    const rowStart = y * width;
    const leaving = y - n;
    if (leaving >= 0) {
      const leavingStart = leaving * width;
      for (let x = 0; x < width; x++) {
        const d = (mask[rowStart + x] & 1) - (mask[leavingStart + x] & 1);
        colSum[x] += d;
        bandTotal += d;
      }
    } else {
      for (let x = 0; x < width; x++) {
        const e = mask[rowStart + x] & 1;
        colSum[x] += e;
        bandTotal += e;
      }
      if (y < n - 1) continue;
    }
    if (bandTotal <= maxCount) continue;
    let windowSum = 0;
    for (let x = 0; x < n - 1; x++) windowSum += colSum[x];
    for (let x = n - 1; x < width; x++) {
      windowSum += colSum[x];
      if (windowSum > maxCount) maxCount = windowSum;
      windowSum -= colSum[x - n + 1];
    }
  }
  return maxCount;
}
function isPixelData(arr) {
  return ArrayBuffer.isView(arr) && arr.BYTES_PER_ELEMENT === 1;
}
function antialiased(img, x1, y1, width, height, a32, b32) {
  const x0 = x1 > 0 ? x1 - 1 : 0;
  const y0 = y1 > 0 ? y1 - 1 : 0;
  const x2 = x1 < width - 1 ? x1 + 1 : width - 1;
  const y2 = y1 < height - 1 ? y1 + 1 : height - 1;
  const pos4 = (y1 * width + x1) * 4;
  const cr = img[pos4];
  const cg = img[pos4 + 1];
  const cb = img[pos4 + 2];
  const ca = img[pos4 + 3];
  let zeroes = x1 === x0 || x1 === x2 || y1 === y0 || y1 === y2 ? 1 : 0;
  let min = 0;
  let max = 0;
  let minX = 0;
  let minY = 0;
  let maxX = 0;
  let maxY = 0;
  const rowStep = width * 4;
  for (let x = x0; x <= x2; x++) {
    let m = (y0 * width + x) * 4;
    for (let y = y0; y <= y2; y++, m += rowStep) {
      if (x === x1 && y === y1) continue;
      const delta = brightnessDelta(img, m, cr, cg, cb, ca);
      if (delta === 0) {
        zeroes++;
        if (zeroes > 2) return false;
      } else if (delta < min) {
        min = delta;
        minX = x;
        minY = y;
      } else if (delta > max) {
        max = delta;
        maxX = x;
        maxY = y;
      }
    }
  }
  if (min === 0 || max === 0) return false;
  return hasManySiblings(a32, minX, minY, width, height) && hasManySiblings(b32, minX, minY, width, height) || hasManySiblings(a32, maxX, maxY, width, height) && hasManySiblings(b32, maxX, maxY, width, height);
}
function hasManySiblings(img, x1, y1, width, height) {
  const pos1 = y1 * width + x1;
  const val = img[pos1];
  if (x1 > 0 && x1 < width - 1 && y1 > 0 && y1 < height - 1) {
    return +(val === img[pos1 - width - 1]) + +(val === img[pos1 - 1]) + +(val === img[pos1 + width - 1]) + +(val === img[pos1 - width]) + +(val === img[pos1 + width]) + +(val === img[pos1 - width + 1]) + +(val === img[pos1 + 1]) + +(val === img[pos1 + width + 1]) > 2;
  }
  const x0 = x1 > 0 ? x1 - 1 : 0;
  const y0 = y1 > 0 ? y1 - 1 : 0;
  const x2 = x1 < width - 1 ? x1 + 1 : width - 1;
  const y2 = y1 < height - 1 ? y1 + 1 : height - 1;
  let zeroes = x1 === x0 || x1 === x2 || y1 === y0 || y1 === y2 ? 1 : 0;
  for (let x = x0; x <= x2; x++) {
    let pos = y0 * width + x;
    for (let y = y0; y <= y2; y++, pos += width) {
      if (x === x1 && y === y1) continue;
      zeroes += +(val === img[pos]);
      if (zeroes > 2) return true;
    }
  }
  return false;
}
var LIN = new Float64Array(257);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  LIN[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
LIN[256] = LIN[255];
var L_R = new Float64Array(256);
var L_G = new Float64Array(256);
var L_B = new Float64Array(256);
var M_R = new Float64Array(256);
var M_G = new Float64Array(256);
var M_B = new Float64Array(256);
var S_R = new Float64Array(256);
var S_G = new Float64Array(256);
var S_B = new Float64Array(256);
for (let i = 0; i < 256; i++) {
  const lr = LIN[i];
  L_R[i] = 0.4122214708 * lr;
  M_R[i] = 0.2119034982 * lr;
  S_R[i] = 0.0883024619 * lr;
  L_G[i] = 0.5363325363 * lr;
  M_G[i] = 0.6806995451 * lr;
  S_G[i] = 0.2817188376 * lr;
  L_B[i] = 0.0514459929 * lr;
  M_B[i] = 0.1073969566 * lr;
  S_B[i] = 0.6299787005 * lr;
}
function linLUT(x) {
  const i = x | 0;
  return LIN[i] + (LIN[i + 1] - LIN[i]) * (x - i);
}
var CBRT_N = 4096;
var CBRT = new Float64Array(CBRT_N + 2);
for (let i = 0; i <= CBRT_N + 1; i++) CBRT[i] = Math.cbrt(i / CBRT_N);
var CBRT_EXACT = 8;
function cbrtLUT(x) {
  const t = x * CBRT_N;
  const i = t | 0;
  if (i < CBRT_EXACT) return Math.cbrt(x);
  return CBRT[i] + (CBRT[i + 1] - CBRT[i]) * (t - i);
}
var OKLAB_CACHE_BITS = 12;
var OKLAB_CACHE_SHIFT = 32 - OKLAB_CACHE_BITS;
var OKLAB_CACHE_SIZE = 1 << OKLAB_CACHE_BITS;
var OKLAB_CACHE_KEYS = new Uint32Array(OKLAB_CACHE_SIZE);
var OKLAB_CACHE_VALUES = new Float64Array(OKLAB_CACHE_SIZE * 4);
var TOE_K1 = 0.206;
var TOE_K2 = 0.03;
var TOE_K3 = (1 + TOE_K1) / (1 + TOE_K2);
function colorDelta(img1, img2, k, checkerboard, maxDelta) {
  const r1 = img1[k];
  const g1 = img1[k + 1];
  const b1 = img1[k + 2];
  const a1 = img1[k + 3];
  const r2 = img2[k];
  const g2 = img2[k + 1];
  const b2 = img2[k + 2];
  const a2 = img2[k + 3];
  if (a1 === 255 && a2 === 255) {
    return colorDeltaOpaque(r1, g1, b1, r2, g2, b2, maxDelta);
  }
  return colorDeltaTransparent(r1, g1, b1, a1, r2, g2, b2, a2, k, checkerboard, maxDelta);
}
function colorDeltaOpaque(r1, g1, b1, r2, g2, b2, maxDelta) {
  const key1 = r1 << 16 | g1 << 8 | b1;
  const slot1 = Math.imul(key1, 2654435761) >>> OKLAB_CACHE_SHIFT;
  const stored1 = key1 + 1;
  const offset1 = slot1 * 4;
  let l1, m1, s1, lr1;
  if (OKLAB_CACHE_KEYS[slot1] === stored1) {
    l1 = OKLAB_CACHE_VALUES[offset1];
    m1 = OKLAB_CACHE_VALUES[offset1 + 1];
    s1 = OKLAB_CACHE_VALUES[offset1 + 2];
    lr1 = OKLAB_CACHE_VALUES[offset1 + 3];
  } else {
    l1 = cbrtLUT(L_R[r1] + L_G[g1] + L_B[b1]);
    m1 = cbrtLUT(M_R[r1] + M_G[g1] + M_B[b1]);
    s1 = cbrtLUT(S_R[r1] + S_G[g1] + S_B[b1]);
    lr1 = lightness(l1, m1, s1);
    OKLAB_CACHE_KEYS[slot1] = stored1;
    OKLAB_CACHE_VALUES[offset1] = l1;
    OKLAB_CACHE_VALUES[offset1 + 1] = m1;
    OKLAB_CACHE_VALUES[offset1 + 2] = s1;
    OKLAB_CACHE_VALUES[offset1 + 3] = lr1;
  }
  const key2 = r2 << 16 | g2 << 8 | b2;
  const slot2 = Math.imul(key2, 2654435761) >>> OKLAB_CACHE_SHIFT;
  const stored2 = key2 + 1;
  const offset2 = slot2 * 4;
  let l2, m2, s2, lr2;
  if (OKLAB_CACHE_KEYS[slot2] === stored2) {
    l2 = OKLAB_CACHE_VALUES[offset2];
    m2 = OKLAB_CACHE_VALUES[offset2 + 1];
    s2 = OKLAB_CACHE_VALUES[offset2 + 2];
    lr2 = OKLAB_CACHE_VALUES[offset2 + 3];
  } else {
    l2 = cbrtLUT(L_R[r2] + L_G[g2] + L_B[b2]);
    m2 = cbrtLUT(M_R[r2] + M_G[g2] + M_B[b2]);
    s2 = cbrtLUT(S_R[r2] + S_G[g2] + S_B[b2]);
    lr2 = lightness(l2, m2, s2);
    OKLAB_CACHE_KEYS[slot2] = stored2;
    OKLAB_CACHE_VALUES[offset2] = l2;
    OKLAB_CACHE_VALUES[offset2 + 1] = m2;
    OKLAB_CACHE_VALUES[offset2 + 2] = s2;
    OKLAB_CACHE_VALUES[offset2 + 3] = lr2;
  }
  return oklabHyabDelta(lr1 - lr2, l1 - l2, m1 - m2, s1 - s2, maxDelta);
}
function colorDeltaTransparent(r1, g1, b1, a1, r2, g2, b2, a2, k, checkerboard, maxDelta) {
  let rb = 255, gb = 255, bb = 255;
  if (checkerboard) {
    const h = Math.imul(k >> 2, 2654435761);
    rb = 48 + 159 * (h >>> 31);
    gb = 48 + 159 * (h >>> 30 & 1);
    bb = 48 + 159 * (h >>> 29 & 1);
  }
  r1 = (r1 * a1 + rb * (255 - a1)) / 255;
  g1 = (g1 * a1 + gb * (255 - a1)) / 255;
  b1 = (b1 * a1 + bb * (255 - a1)) / 255;
  r2 = (r2 * a2 + rb * (255 - a2)) / 255;
  g2 = (g2 * a2 + gb * (255 - a2)) / 255;
  b2 = (b2 * a2 + bb * (255 - a2)) / 255;
  const lr1 = linLUT(r1), lg1 = linLUT(g1), lb1 = linLUT(b1);
  const lr2 = linLUT(r2), lg2 = linLUT(g2), lb2 = linLUT(b2);
  const l1 = cbrtLUT(0.4122214708 * lr1 + 0.5363325363 * lg1 + 0.0514459929 * lb1);
  const m1 = cbrtLUT(0.2119034982 * lr1 + 0.6806995451 * lg1 + 0.1073969566 * lb1);
  const s1 = cbrtLUT(0.0883024619 * lr1 + 0.2817188376 * lg1 + 0.6299787005 * lb1);
  const l2 = cbrtLUT(0.4122214708 * lr2 + 0.5363325363 * lg2 + 0.0514459929 * lb2);
  const m2 = cbrtLUT(0.2119034982 * lr2 + 0.6806995451 * lg2 + 0.1073969566 * lb2);
  const s2 = cbrtLUT(0.0883024619 * lr2 + 0.2817188376 * lg2 + 0.6299787005 * lb2);
  const Lr1 = lightness(l1, m1, s1);
  const Lr2 = lightness(l2, m2, s2);
  return oklabHyabDelta(Lr1 - Lr2, l1 - l2, m1 - m2, s1 - s2, maxDelta);
}
function oklabHyabDelta(dLr, dl, dm, ds, maxDelta) {
  const rest = maxDelta - Math.abs(dLr);
  if (rest >= 0) {
    const da = 1.9779984951 * dl - 2.428592205 * dm + 0.4505937099 * ds;
    const db = 0.0259040371 * dl + 0.7827717662 * dm - 0.808675766 * ds;
    if (da * da + db * db <= rest * rest) return 0;
  }
  return dLr > 0 ? -1 : 1;
}
function lightness(l, m, s) {
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const x = TOE_K3 * L - TOE_K1;
  return 0.5 * (x + Math.sqrt(x * x + 4 * TOE_K2 * TOE_K3 * L));
}
function brightnessDelta(img, m, r1, g1, b1, a1) {
  const r2 = img[m];
  const g2 = img[m + 1];
  const b2 = img[m + 2];
  const a2 = img[m + 3];
  let dr = r1 - r2;
  let dg = g1 - g2;
  let db = b1 - b2;
  const da = a1 - a2;
  if (!dr && !dg && !db && !da) return 0;
  if (a1 < 255 || a2 < 255) {
    dr = (r1 * a1 - r2 * a2 - 255 * da) / 255;
    dg = (g1 * a1 - g2 * a2 - 255 * da) / 255;
    db = (b1 * a1 - b2 * a2 - 255 * da) / 255;
    const d = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
    return d === 0 && da ? da / 2 : d;
  }
  return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
}
function drawPixel(output, pos, r, g, b) {
  output[pos] = r;
  output[pos + 1] = g;
  output[pos + 2] = b;
  output[pos + 3] = 255;
}
function drawGrayPixel(output, i, img, alpha) {
  const val = 255 + (img[i] * 0.29889531 + img[i + 1] * 0.58662247 + img[i + 2] * 0.11448223 - 255) * alpha * img[i + 3] / 255;
  drawPixel(output, i, val, val, val);
}
export {
  pixelmatch as default
};
