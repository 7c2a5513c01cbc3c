// The Chromium renderer's images, decoded pixel by pixel: the size is the viewport × dpi, the viewport is the
// one the page lays out in, `clip` captures exactly its region, `css_selector` the element's box, `fullpage`
// the whole page, `transparent` leaves alpha, sandbox marks the picture; JPEG and WebP through the renderer
// interface, with `quality`. One server (one browser) for the whole file.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { convert as post, convertOk } from '@doc-convert/testing/conversion';
import { readJpeg, readWebp, type ImageFacts } from '@doc-convert/testing/image';
import { readPng, type PngFacts } from '@doc-convert/testing/png';
import { startLocalServer, type LocalServer } from '../src/index';

let server: LocalServer;

const png = async (options: object): Promise<PngFacts> => {
  const answer = await convertOk(server, 'png', options);
  expect(answer.headers.get('content-type')).toBe('image/png');
  return readPng(answer.bytes);
};

/** The RGBA of pixel (x, y); alpha 255 for images without an alpha channel. */
const pixel = (image: PngFacts, x: number, y: number): number[] => {
  const at = (y * image.width + x) * image.channels;
  const rgb = [...image.data.slice(at, at + 3)];
  return [...rgb, image.channels === 4 ? image.data[at + 3] : 255];
};

/** True when every pixel is (close to) `rgb`. */
const all = (image: PngFacts, rgb: number[]) => {
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const p = pixel(image, x, y);
      if (p.slice(0, 3).some((v, i) => Math.abs(v - rgb[i]) > 8)) return false;
    }
  }
  return true;
};

const RED = [255, 0, 0];
const WHITE = [255, 255, 255];
/** A 100×50 red block at (30, 40) on white. */
const BLOCK =
  '<body style="margin:0;background:#fff"><div id="block" style="position:absolute;left:30px;top:40px;width:100px;height:50px;background:#f00"></div>';

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'chromium' });
});

afterAll(async () => {
  await server.close();
});

describe('size: viewport × dpi', () => {
  it.each([
    [{}, 1280, 1024],
    [{ viewport: '800x600' }, 800, 600],
    [{ viewport: '800x600', dpi: 2 }, 1600, 1200],
    [{ viewport: '320x200', dpi: 4 }, 1280, 800],
  ])('sizes the image for %j', async (options, width, height) => {
    expect(await png({ source: '<p>x</p>', ...options })).toMatchObject({ width, height, depth: 8 });
  });

  it('lays the page out in the viewport (its media queries see that width)', async () => {
    const source =
      '<style>body{margin:0;background:#fff} @media (max-width: 500px) { body { background: #f00 } }</style>';
    expect(all(await png({ source, viewport: '400x300' }), RED)).toBe(true);
    expect(all(await png({ source, viewport: '600x300' }), WHITE)).toBe(true);
  });

  it('refuses an image of more than 64 million pixels, naming the option', async () => {
    const answer = await post(server, 'png', {
      source: 'x',
      clip: { x: 0, y: 0, width: 10000, height: 10000 },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json.errors)).toEqual(['clip']);
  });
});

describe('what is captured', () => {
  it('captures exactly the clip region, at dpi too', async () => {
    const block = await png({ source: BLOCK, clip: { x: 30, y: 40, width: 100, height: 50 } });
    expect([block.width, block.height]).toEqual([100, 50]);
    expect(all(block, RED)).toBe(true);
    const sharp = await png({ source: BLOCK, clip: { x: 30, y: 40, width: 100, height: 50 }, dpi: 4 });
    expect([sharp.width, sharp.height]).toEqual([400, 200]);
    expect(all(sharp, RED)).toBe(true);
    // Ten pixels further left: the first ten columns are the white page, the rest the block.
    const shifted = await png({ source: BLOCK, clip: { x: 20, y: 40, width: 100, height: 50 } });
    expect(pixel(shifted, 5, 25).slice(0, 3)).toEqual(WHITE);
    expect(pixel(shifted, 15, 25).slice(0, 3)).toEqual(RED);
  });

  it('captures the box of the element css_selector names', async () => {
    const block = await png({ source: BLOCK, css_selector: '#block' });
    expect([block.width, block.height]).toEqual([100, 50]);
    expect(all(block, RED)).toBe(true);
    const sharp = await png({ source: BLOCK, css_selector: 'div', dpi: 2 });
    expect([sharp.width, sharp.height]).toEqual([200, 100]);
  });

  it('refuses a selector that matches nothing, naming css_selector', async () => {
    const answer = await post(server, 'png', { source: BLOCK, css_selector: '#missing' });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ css_selector: ['"#missing" matches no visible element'] });
  });

  it('captures the whole page with fullpage, the viewport otherwise', async () => {
    const source = Array.from({ length: 100 }, (_, i) => `<p>row ${i}</p>`).join('');
    const viewport = await png({ source, viewport: '640x480' });
    expect([viewport.width, viewport.height]).toEqual([640, 480]);
    const full = await png({ source, viewport: '640x480', fullpage: true });
    expect(full.width).toBe(640);
    // 100 paragraphs of 16 px text, 16 px apart: well over 3000 px.
    expect(full.height).toBeGreaterThan(3000);
  });
});

describe('transparent and sandbox', () => {
  it('leaves the background transparent with transparent, white without', async () => {
    const source = '<p style="margin:0;color:#000">ink</p>';
    const clear = await png({ source, viewport: '200x100', transparent: true });
    expect(clear.channels).toBe(4);
    expect(pixel(clear, 190, 90)[3]).toBe(0);
    const opaque = await png({ source, viewport: '200x100' });
    expect(pixel(opaque, 190, 90)).toEqual([...WHITE, 255]);
  });

  it('marks a sandbox capture with a visible SANDBOX across the middle', async () => {
    const source = '<body style="margin:0;background:#fff"></body>';
    const plain = await png({ source, viewport: '800x600' });
    const marked = await png({ source, viewport: '800x600', sandbox: true });
    const reddish = (image: PngFacts) => {
      let count = 0;
      for (let y = 200; y < 400; y++) {
        for (let x = 200; x < 600; x++) {
          const [r, g, b] = pixel(image, x, y);
          if (r > g + 40 && r > b + 40) count += 1;
        }
      }
      return count;
    };
    expect(reddish(plain)).toBe(0);
    expect(reddish(marked)).toBeGreaterThan(2000);
  });
});

describe('JPEG and WebP, through the renderer interface', () => {
  const signal = new AbortController().signal;
  const render = async (kind: 'jpeg' | 'webp', quality?: number) => {
    const source = '<body style="background:linear-gradient(90deg,#f00,#00f)"><h1>Photo</h1></body>';
    const rendered = await server.renderer.render(
      { kind, options: { source, viewport: '400x300', quality } },
      { origin: server.origin, signal },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of rendered.body.chunks()) chunks.push(chunk);
    return Buffer.concat(chunks);
  };

  it('writes JPEG, smaller at a lower quality', async () => {
    const low = await render('jpeg', 10);
    const high = await render('jpeg', 95);
    expect([...low.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(low.length).toBeLessThan(high.length);
  });

  it('writes WebP', async () => {
    const webp = await render('webp', 50);
    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});

describe('POST /convert/jpeg and /convert/webp: Chromium draws the page', () => {
  /** The RGB of pixel (x, y) of a decoded RGBA image. */
  const rgb = (image: ImageFacts, x: number, y: number) => {
    const at = (y * image.width + x) * 4;
    return [...image.data.subarray(at, at + 3)];
  };
  const near = (actual: number[], expected: number[]) =>
    actual.every((value, i) => Math.abs(value - expected[i]) <= 24);

  it.each([
    ['jpeg', 'image/jpeg', (bytes: Buffer) => Promise.resolve(readJpeg(bytes))],
    ['webp', 'image/webp', (bytes: Buffer) => readWebp(bytes)],
  ] as const)(
    'answers %s of the viewport × dpi, the red block where the page put it',
    async (kind, type, read) => {
      const answer = await post(server, kind, { source: BLOCK, viewport: '200x150', dpi: 2, quality: 90 });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('x-local-renderer')).toBe('chromium');
      const image = await read(answer.bytes);
      expect([image.width, image.height]).toEqual([400, 300]);
      // The block covers (30..130, 40..90) CSS pixels: (160, 130) at dpi 2 is inside it, (20, 20) outside.
      expect(near(rgb(image, 160, 130), RED)).toBe(true);
      expect(near(rgb(image, 20, 20), WHITE)).toBe(true);
    },
  );

  it('honours quality on the wire: a lower JPEG quality is a smaller file', async () => {
    const source = '<body style="background:linear-gradient(90deg,#f00,#00f)"><h1>Photo</h1></body>';
    const size = async (quality: number) =>
      (await post(server, 'jpeg', { source, viewport: '400x300', quality })).bytes.length;
    expect(await size(10)).toBeLessThan(await size(95));
  });
});
