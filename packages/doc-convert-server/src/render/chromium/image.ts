// Captures a loaded page as an image with Chromium's screenshot, which writes PNG, JPEG and WebP itself:
// `viewport` (1280x1024 by default) and `dpi` as the device scale factor, so a capture is viewport × dpi
// pixels; `fullpage` the whole scrollable page; `css_selector` the box of the first element it matches;
// `clip` that region exactly; `transparent` no default white background (PNG and WebP keep alpha);
// `quality` for JPEG and WebP. Sandbox mode lays a large, light, diagonal "SANDBOX" over the middle of the
// page before the capture, as a watermark: visible, yet the page stays readable under it.
import type { Page, ScreenshotOptions } from 'puppeteer-core';
import { ValidationError, IMAGE_QUALITY } from 'doc-convert/internal/rules';
import { checkPixels, viewportOf } from '../image-size';
import type { ImageKind, ImageOptions } from '../renderer';

/** The sandbox mark: fixed in the middle of the page, above everything, turned 30 degrees. */
const SANDBOX_MARK = `(() => {
  const mark = document.createElement('div');
  mark.textContent = 'SANDBOX';
  mark.setAttribute('style', 'position:fixed;z-index:2147483647;left:50%;top:50%;' +
    'transform:translate(-50%,-50%) rotate(-30deg);white-space:nowrap;pointer-events:none;' +
    'font:bold 96px sans-serif;letter-spacing:0.2em;color:rgba(200,30,30,0.35)');
  document.documentElement.appendChild(mark);
})()`;

/** Sets the viewport before the source is loaded, so that the page lays out at the capture's width. */
export async function setImageViewport(page: Page, options: ImageOptions): Promise<void> {
  const { width, height } = viewportOf(options.viewport);
  await page.setViewport({ width, height, deviceScaleFactor: options.dpi ?? 1 });
}

async function selected(page: Page, selector: string) {
  let element;
  try {
    element = await page.$(selector);
  } catch {
    throw new ValidationError([
      { path: 'css_selector', message: `"${selector}" is not a valid CSS selector` },
    ]);
  }
  const box = await element?.boundingBox();
  if (!box || box.width === 0 || box.height === 0) {
    throw new ValidationError([
      { path: 'css_selector', message: `"${selector}" matches no visible element` },
    ]);
  }
  return box;
}

export async function capture(page: Page, kind: ImageKind, options: ImageOptions): Promise<Uint8Array> {
  const dpi = options.dpi ?? 1;
  if (options.sandbox) await page.evaluate(SANDBOX_MARK);
  const shot: ScreenshotOptions = {
    type: kind,
    omitBackground: options.transparent ?? false,
    ...(kind === 'png' ? {} : { quality: options.quality ?? IMAGE_QUALITY.default }),
  };
  const viewport = viewportOf(options.viewport);
  let size = viewport;
  if (options.clip) {
    const { x, y, width, height } = options.clip;
    shot.clip = { x, y, width, height };
    shot.captureBeyondViewport = true;
    size = { width, height };
  } else if (options.css_selector) {
    const box = await selected(page, options.css_selector);
    shot.clip = box;
    shot.captureBeyondViewport = true;
    size = { width: Math.ceil(box.width), height: Math.ceil(box.height) };
  } else if (options.fullpage) {
    shot.fullPage = true;
    const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
    size = { width: viewport.width, height: Math.max(viewport.height, height) };
  }
  checkPixels(size.width * dpi, size.height * dpi, options.clip ? 'clip' : 'viewport');
  return page.screenshot(shot);
}
