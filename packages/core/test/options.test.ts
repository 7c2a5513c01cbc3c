// The conversion options, rule by rule: what each option accepts, and the exact words of its refusals.
import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '../src/errors';
import {
  jpegOptionsSchema,
  parseConversionOptions,
  parseJpegOptions,
  parsePdfOptions,
  parsePngOptions,
  parseWebpOptions,
  pdfOptionsSchema,
  pngOptionsSchema,
  sharedOptionsSchema,
  webpOptionsSchema,
  type JpegOptions,
  type PdfOptions,
  type PngOptions,
  type WebpOptions,
} from '../src/options';

const S = { source: '<p>hello</p>' };

function issuesOf(parse: () => unknown) {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).issues;
  }
  throw new Error('the options were accepted');
}
const pdfIssues = (options: unknown) => issuesOf(() => parsePdfOptions(options));
const pngIssues = (options: unknown) => issuesOf(() => parsePngOptions(options));
const jpegIssues = (options: unknown) => issuesOf(() => parseJpegOptions(options));
const webpIssues = (options: unknown) => issuesOf(() => parseWebpOptions(options));

describe('schemas', () => {
  it('are strict zod objects', () => {
    for (const schema of [
      sharedOptionsSchema,
      pdfOptionsSchema,
      pngOptionsSchema,
      jpegOptionsSchema,
      webpOptionsSchema,
    ]) {
      expect(schema.safeParse({ ...S, nope: 1 }).success).toBe(false);
      expect(schema.safeParse(S).success).toBe(true);
    }
  });

  it('PDF has the shared options plus exactly the fourteen PDF-only options of the contract', () => {
    const pdfOnly = Object.keys(pdfOptionsSchema.shape).filter((k) => !(k in sharedOptionsSchema.shape));
    expect(pdfOnly.sort()).toEqual(
      [
        'landscape',
        'format',
        'disable_backgrounds',
        'remove_blank',
        'pages',
        'zoom',
        'margin',
        'header',
        'footer',
        'metadata',
        'protection',
        'watermark',
        'pdfa',
        'linearize',
      ].sort(),
    );
  });

  it('PNG has the shared options plus the image options that apply to PNG', () => {
    const pngOnly = Object.keys(pngOptionsSchema.shape).filter((k) => !(k in sharedOptionsSchema.shape));
    expect(pngOnly.sort()).toEqual(['clip', 'css_selector', 'dpi', 'fullpage', 'transparent', 'viewport']);
  });

  it('JPEG and WebP have the shared options plus the image options, quality instead of transparent', () => {
    for (const schema of [jpegOptionsSchema, webpOptionsSchema]) {
      const only = Object.keys(schema.shape).filter((k) => !(k in sharedOptionsSchema.shape));
      expect(only.sort()).toEqual(['clip', 'css_selector', 'dpi', 'fullpage', 'quality', 'viewport']);
    }
  });
});

describe('parse results', () => {
  it('return the options exactly as given: no defaults added, nothing transformed', () => {
    const options: PdfOptions = {
      ...S,
      format: '210x297mm',
      margin: '10mm 20mm',
      pages: '1-3, 6',
      zoom: 0.5,
      metadata: { title: 'T' },
    };
    expect(parsePdfOptions(options)).toEqual(options);
    expect(Object.keys(parsePdfOptions(S))).toEqual(['source']);
    const png: PngOptions = { ...S, viewport: '800x600', dpi: 2 };
    expect(parsePngOptions(png)).toEqual(png);
  });

  it('list every problem at once, in the order of the options', () => {
    expect(pdfIssues({ ...S, zoom: 3, landscape: 'no', pages: '0' })).toEqual([
      { path: 'landscape', message: 'must be a boolean; got a string' },
      { path: 'pages', message: expect.stringContaining('"0" names page 0; the first page is 1') },
      { path: 'zoom', message: 'must be between 0.1 and 2 (inclusive)' },
    ]);
  });

  it('refuse input that is not an object with a path-less issue', () => {
    expect(pdfIssues('<p>hi</p>')).toEqual([
      { path: '', message: 'options must be an object; got a string' },
    ]);
    expect(pngIssues(undefined)).toEqual([{ path: '', message: 'options must be an object; got nothing' }]);
    expect(() => parsePdfOptions([])).toThrow('Invalid request: options must be an object; got an array');
  });
});

describe('source', () => {
  it('accepts inline HTML or a URL', () => {
    expect(parsePdfOptions({ source: '<h1>x</h1>' }).source).toBe('<h1>x</h1>');
    expect(parsePngOptions({ source: 'https://example.com' }).source).toBe('https://example.com');
  });

  it('is required and must not be empty', () => {
    expect(pdfIssues({})).toEqual([{ path: 'source', message: 'is required (inline HTML or a URL)' }]);
    expect(pdfIssues({ source: '' })).toEqual([{ path: 'source', message: 'must not be empty' }]);
  });

  it('is one string: the array form of the reference is refused with the reason', () => {
    expect(pdfIssues({ source: ['a', 'b'] })[0].message).toBe(
      'must be a string (inline HTML or a URL); an array of sources (parallel conversions) is not supported, send one request per source',
    );
  });
});

describe('sandbox and the other boolean options', () => {
  const booleans = [
    'sandbox',
    'encode',
    'use_print',
    'wait_for_network',
    'ignore_long_polling',
    'disable_javascript',
    'lazy_load_images',
    'raise_for_status',
    'is_hipaa',
    'is_gdpr',
    'log_request',
  ];
  it.each(booleans)('%s accepts true and false, refuses anything else', (name) => {
    expect(parsePdfOptions({ ...S, [name]: true })).toEqual({ ...S, [name]: true });
    expect(parsePngOptions({ ...S, [name]: false })).toEqual({ ...S, [name]: false });
    expect(pdfIssues({ ...S, [name]: 'true' })).toEqual([
      { path: name, message: 'must be a boolean; got a string' },
    ]);
  });

  it('ignore_long_polling requires wait_for_network (reference)', () => {
    expect(parsePdfOptions({ ...S, ignore_long_polling: true, wait_for_network: true })).toBeTruthy();
    expect(pdfIssues({ ...S, ignore_long_polling: true, wait_for_network: false })).toEqual([
      {
        path: 'ignore_long_polling',
        message: 'requires wait_for_network to be true (it is false, so there is nothing to ignore)',
      },
    ]);
  });
});

describe('webhook', () => {
  it.each([
    'https://example.com/hook',
    'http://127.0.0.1:8080/cb?x=1',
    { url: 'https://example.com/hook' },
    {
      url: 'https://example.com/hook',
      method: 'PUT',
      auth: { username: 'u', password: 'p' },
      headers: { 'X-Token': 't' },
    },
  ])('accepts %j', (webhook) => {
    expect(parsePdfOptions({ ...S, webhook })).toEqual({ ...S, webhook });
  });

  it('refuses URLs that are not http(s) and objects without url', () => {
    expect(pdfIssues({ ...S, webhook: 'ftp://example.com' })).toEqual([
      { path: 'webhook', message: 'must be an absolute http or https URL, e.g. https://example.com/hook' },
    ]);
    expect(pngIssues({ ...S, webhook: { method: 'POST' } })).toEqual([
      { path: 'webhook.url', message: 'is required' },
    ]);
    expect(pdfIssues({ ...S, webhook: true })).toEqual([
      {
        path: 'webhook',
        message:
          'must be an http or https URL or an object {url, method?, auth?, headers?, secret?}; got true',
      },
    ]);
  });

  it('suggests inside the object form', () => {
    expect(pdfIssues({ ...S, webhook: { url: 'https://e.com', header: {} } })).toEqual([
      { path: 'webhook.header', message: 'unknown option; did you mean "headers"?' },
    ]);
  });
});

describe('filename, s3_destination, css, javascript, wait_for', () => {
  it('accept their reference forms', () => {
    const options = {
      ...S,
      filename: 'invoice-2024_01',
      s3_destination: 's3://bucket/path/file.pdf',
      css: 'body { color: red }',
      javascript: 'document.title = "x"',
      wait_for: 'isReady',
    };
    expect(parsePdfOptions(options)).toEqual(options);
  });

  it('filename: alphanumeric with - or _, at least 7 characters (reference)', () => {
    expect(pdfIssues({ ...S, filename: 'abc' })[0]).toEqual({
      path: 'filename',
      message: 'must be at least 7 characters, only letters, digits, "-" or "_" (no extension)',
    });
  });
});

describe('delay and timeout', () => {
  it('accept integers in range, bounds included', () => {
    expect(parsePdfOptions({ ...S, delay: 0, timeout: 900 })).toBeTruthy();
    expect(parsePngOptions({ ...S, delay: 10000, timeout: 0 })).toBeTruthy();
  });
  it('name the range', () => {
    expect(pdfIssues({ ...S, delay: 20000, timeout: 'long' })).toEqual([
      { path: 'delay', message: 'must be an integer between 0 and 10000 (inclusive)' },
      { path: 'timeout', message: 'must be an integer between 0 and 900 (inclusive); got a string' },
    ]);
  });
});

describe('auth, http_headers, cookies', () => {
  it('accept the reference forms', () => {
    const options = {
      ...S,
      auth: { username: 'u', password: 'p' },
      http_headers: { 'X-Trace': '1', Accept: 'text/html' },
      cookies: [
        { name: 'sid', value: 'abc', secure: true, http_only: false },
        { name: 'lang', value: '' },
      ],
    };
    expect(parsePngOptions(options)).toEqual(options);
  });
  it('give array indexes in paths', () => {
    expect(pdfIssues({ ...S, cookies: [{ name: 'a', value: 'b' }, { value: 'c' }] })).toEqual([
      { path: 'cookies.1.name', message: 'is required' },
    ]);
  });

  const VALUE_RULE = 'must not contain ";" or control characters (line breaks, tabs, NUL)';
  const NAME_RULE = 'must not contain ";", "=" or control characters (line breaks, tabs, NUL)';

  it.each([
    ['a ";"', 'sid=1; admin=1'],
    ['a CR/LF', 'abc\r\nSet-Cookie: admin=1'],
    ['a line feed', 'abc\ndef'],
    ['a NUL', 'abc\u0000'],
    ['a tab', 'a\tb'],
    ['a DEL', 'a\u007f'],
  ])('refuse a cookie value holding %s, naming cookies.0.value', (_, value) => {
    expect(pdfIssues({ ...S, cookies: [{ name: 'sid', value }] })).toEqual([
      { path: 'cookies.0.value', message: VALUE_RULE },
    ]);
  });

  it.each([
    ['a ";"', 'a;b'],
    ['an "="', 'a=b'],
    ['a line break', 'a\r\nb'],
    ['a NUL', 'a\u0000'],
  ])('refuse a cookie name holding %s, naming cookies.0.name', (_, name) => {
    expect(pngIssues({ ...S, cookies: [{ name, value: 'x' }] })).toEqual([
      { path: 'cookies.0.name', message: NAME_RULE },
    ]);
  });

  it('refuse a cookie longer than browsers keep (4096 bytes of name and value), counted in UTF-8', () => {
    const fits = { name: 'a', value: 'x'.repeat(4095) };
    expect(parsePdfOptions({ ...S, cookies: [fits] }).cookies).toEqual([fits]);
    const message = 'with the name, must be at most 4096 bytes (UTF-8): browsers drop a longer cookie';
    expect(pdfIssues({ ...S, cookies: [fits, { name: 'ab', value: 'x'.repeat(4095) }] })).toEqual([
      { path: 'cookies.1.value', message },
    ]);
    // 2048 characters, 4096 bytes: one byte too many with the name.
    expect(pdfIssues({ ...S, cookies: [{ name: 'a', value: 'é'.repeat(2048) }] })).toEqual([
      { path: 'cookies.0.value', message },
    ]);
  });

  it('accept what a Cookie header carries: spaces, quotes, commas, "=" in a value, any script', () => {
    const cookies = [
      { name: 'pref', value: 'a b, "c"=d\\e' },
      { name: 'größe', value: '日本語' },
    ];
    expect(parsePdfOptions({ ...S, cookies }).cookies).toEqual(cookies);
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a line break', 'a\r\nInjected: 1'],
    ['an escape character', '\u001b[31m'],
  ])('refuse an http_headers or webhook header value holding %s', (_, value) => {
    const message = 'must not contain line breaks or other control characters (NUL, …)';
    expect(pdfIssues({ ...S, http_headers: { 'X-Trace': value } })).toEqual([
      { path: 'http_headers.X-Trace', message },
    ]);
    const webhook = { url: 'https://example.com/hook', headers: { 'X-Trace': value } };
    expect(pdfIssues({ ...S, webhook })).toEqual([{ path: 'webhook.headers.X-Trace', message }]);
  });

  it('accept a header value with a tab and Latin-1 text', () => {
    const http_headers = { 'X-Note': 'a\tb café' };
    expect(parsePdfOptions({ ...S, http_headers }).http_headers).toEqual(http_headers);
  });
});

describe('landscape, disable_backgrounds, remove_blank, pdfa, linearize', () => {
  it.each(['landscape', 'disable_backgrounds', 'remove_blank', 'pdfa', 'linearize'])(
    '%s is a boolean',
    (name) => {
      expect(parsePdfOptions({ ...S, [name]: true })).toEqual({ ...S, [name]: true });
      expect(pdfIssues({ ...S, [name]: 1 })).toEqual([
        { path: name, message: 'must be a boolean; got the number 1' },
      ]);
    },
  );
});

describe('format', () => {
  it.each(['Letter', 'Legal', 'Tabloid', 'Ledger', 'A0', 'A1', 'A2', 'A3', 'A4', 'A5'])(
    'accepts the named size %s',
    (format) => {
      expect(parsePdfOptions({ ...S, format }).format).toBe(format);
    },
  );

  it.each([
    '210x297mm',
    '8.5inx11in',
    '21cmx29.7cm',
    '21cmxauto',
    '210mmx297mm',
    '1024xauto',
    '1024x768',
    '.5inx.75in',
  ])('accepts the custom size %s', (format) => {
    expect(parsePdfOptions({ ...S, format }).format).toBe(format);
  });

  it('states the whole rule when refusing', () => {
    expect(pdfIssues({ ...S, format: 'B5' })).toEqual([
      {
        path: 'format',
        message:
          'must be one of Letter, Legal, Tabloid, Ledger, A0, A1, A2, A3, A4, A5 or a custom size {width}x{height} with units in, cm or mm (height may be auto), e.g. 210x297mm',
      },
    ]);
  });

  it('is case-sensitive and points at the exact spelling', () => {
    expect(pdfIssues({ ...S, format: 'letter' })[0].message).toMatch(
      /did you mean "Letter"\? \(names are case-sensitive\)$/,
    );
  });

  it('explains custom sizes that are nearly right', () => {
    const hint = (format: string) => pdfIssues({ ...S, format })[0].message.split('e.g. 210x297mm')[1];
    expect(hint('210x297pt')).toBe('; "pt" is not a unit here (use in, cm or mm, or none for pixels)');
    expect(hint('210mmx297')).toBe('; give the height a unit too, e.g. 210mmx297mm');
    expect(hint('8.5inx297mm')).toBe('; use the same unit for width and height');
    expect(hint('0xauto')).toBe('; width and height must be greater than 0');
  });
});

describe('pages', () => {
  it.each(['3', '1-5', '4,5,6', '1-3,6,7', '1-3, 6, 7', '2-2', '10-20,1'])('accepts %s', (pages) => {
    expect(parsePdfOptions({ ...S, pages }).pages).toBe(pages);
  });

  it.each([
    ['0', '"0" names page 0; the first page is 1'],
    ['5-1', '"5-1" runs backwards; write 1-5'],
    ['1-', '"1-" is neither a page number nor a range'],
    ['a', '"a" is neither a page number nor a range'],
    ['1,,2', 'an item between commas is empty'],
    ['', 'it is empty'],
    ['1 - 3', '"1 - 3" is neither a page number nor a range'],
  ])('refuses %j: %s', (pages, problem) => {
    expect(pdfIssues({ ...S, pages })).toEqual([
      {
        path: 'pages',
        message: `must be page numbers or ranges separated by commas, e.g. 3, 1-5, 4,5,6 or 1-3,6,7 (pages start at 1; a range a-b needs a <= b); ${problem}`,
      },
    ]);
  });
});

describe('zoom', () => {
  it.each([0.1, 0.5, 1, 1.75, 2])('accepts %d', (zoom) => {
    expect(parsePdfOptions({ ...S, zoom }).zoom).toBe(zoom);
  });
  it.each([0, 0.09, 2.01, -1, Infinity])('refuses %d', (zoom) => {
    expect(pdfIssues({ ...S, zoom })[0]).toEqual({
      path: 'zoom',
      message: expect.stringContaining('between 0.1 and 2 (inclusive)'),
    });
  });
  it('says exactly', () => {
    expect(() => parsePdfOptions({ ...S, zoom: 3 })).toThrow(
      'Invalid request: zoom: must be between 0.1 and 2 (inclusive)',
    );
  });
});

describe('margin', () => {
  it.each([
    0,
    48,
    '10mm',
    '0.5in',
    '20px',
    '48',
    '10mm 20mm',
    '10mm 20mm 30mm',
    '1cm 2cm 3cm 4cm',
    {},
    { top: '10mm' },
    { top: '10mm', right: '0.5in', bottom: 20, left: '48' },
  ])('accepts %j', (margin) => {
    expect(parsePdfOptions({ ...S, margin }).margin).toEqual(margin);
  });

  it('refuses negative, fractional-integer and malformed margins', () => {
    expect(pdfIssues({ ...S, margin: -1 })[0].message).toBe(
      'must not be negative (an integer margin is in pixels)',
    );
    expect(pdfIssues({ ...S, margin: '10mm 10mm 10mm 10mm 10mm' })[0].message).toMatch(
      /^must be 1 to 4 lengths/,
    );
    expect(pdfIssues({ ...S, margin: { left: '-5mm' } })[0]).toEqual({
      path: 'margin.left',
      message:
        'must be a length: a non-negative number with an optional unit px, in, cm, mm (no unit = pixels), e.g. 48, 20px, 0.5in or 10mm',
    });
    expect(pdfIssues({ ...S, margin: [1] })[0].message).toMatch(
      /^must be a non-negative integer.*; got an array$/,
    );
  });
});

describe('header and footer', () => {
  it('accept source, height and start_at', () => {
    const options = {
      ...S,
      header: { source: '<div>{{title}}</div>', height: '48', start_at: 2 },
      footer: { source: '<div>{{page}}/{{total}}</div>', height: '1.5cm', start_at: 2 },
    };
    expect(parsePdfOptions(options)).toEqual(options);
  });

  it('header 1 with footer 5 is fine; both past page 1 must agree (reference)', () => {
    expect(
      parsePdfOptions({ ...S, header: { source: 'h', start_at: 1 }, footer: { source: 'f', start_at: 5 } }),
    ).toBeTruthy();
    expect(parsePdfOptions({ ...S, footer: { source: 'f', start_at: 5 } })).toBeTruthy();
    expect(
      pdfIssues({ ...S, header: { source: 'h', start_at: 2 }, footer: { source: 'f', start_at: 3 } }),
    ).toEqual([
      {
        path: 'footer.start_at',
        message: 'must equal header.start_at (2) when both header and footer start after page 1; got 3',
      },
    ]);
  });
});

describe('metadata', () => {
  it('accepts names to strings', () => {
    const metadata = { author: 'Jane', title: 'Report', keywords: 'a, b' };
    expect(parsePdfOptions({ ...S, metadata }).metadata).toEqual(metadata);
  });

  it.each(['author_raw', 'creator_raw', 'producer', 'producer_raw', 'subject_raw', 'title_raw'])(
    'refuses the reserved name %s, naming it',
    (name) => {
      expect(pdfIssues({ ...S, metadata: { [name]: 'x' } })).toEqual([
        {
          path: `metadata.${name}`,
          message: `"${name}" is a reserved metadata name and is refused (reserved: author_raw, creator_raw, producer, producer_raw, subject_raw and title_raw)`,
        },
      ]);
    },
  );
});

describe('protection', () => {
  it('accepts the reference fields', () => {
    const protection = {
      author: 'Jane',
      user_password: '',
      owner_password: 'secret',
      no_print: true,
      no_copy: true,
      no_modify: false,
    };
    expect(parsePdfOptions({ ...S, protection }).protection).toEqual(protection);
  });
});

describe('watermark', () => {
  it.each([
    { text: 'DRAFT' },
    { image: 'https://example.com/logo.png' },
    { source: 'https://example.com/stamp.pdf' },
    {
      text: 'CONFIDENTIAL',
      font_size: 5,
      font_family: 'Courier',
      font_color: '#ff0000',
      font_opacity: 0,
      font_bold: true,
      font_italic: true,
      offset_x: '-20px',
      offset_y: 'bottom',
      rotate: -359,
    },
    {
      text: 'x',
      font_size: 300,
      font_color: 'abc',
      font_opacity: 100,
      offset_x: '1.5in',
      offset_y: '10pt',
      rotate: 359,
    },
  ])('accepts %j', (watermark) => {
    expect(parsePdfOptions({ ...S, watermark }).watermark).toEqual(watermark);
  });

  it('needs something to stamp', () => {
    expect(pdfIssues({ ...S, watermark: { rotate: 0 } })).toEqual([
      {
        path: 'watermark',
        message: 'must set one of source (a PDF), image or text: there is nothing to stamp',
      },
    ]);
  });
});

describe('viewport, transparent, css_selector, clip, dpi (PNG)', () => {
  it('accept their reference forms', () => {
    const options = {
      ...S,
      viewport: '1280x1024',
      transparent: true,
      css_selector: '#chart',
      dpi: 4 as const,
    };
    expect(parsePngOptions(options)).toEqual(options);
    expect(parsePngOptions({ ...S, clip: { x: 0, y: -10, width: 1, height: 200 } })).toBeTruthy();
    expect(parsePngOptions({ ...S, dpi: 1 })).toBeTruthy();
  });

  it('dpi is 1, 2 or 4', () => {
    expect(pngIssues({ ...S, dpi: 3 })).toEqual([{ path: 'dpi', message: 'must be one of 1, 2 or 4' }]);
  });

  it('clip lists its fields when one is misspelt beyond recognition', () => {
    expect(pngIssues({ ...S, clip: { x: 0, y: 0, width: 1, height: 1, z: 2 } })).toEqual([
      { path: 'clip.z', message: 'unknown option; allowed options are x, y, width and height' },
    ]);
  });
});

describe('only one of fullpage, css_selector or clip (PNG)', () => {
  const clip = { x: 0, y: 0, width: 10, height: 10 };
  it('accepts each alone, and fullpage: false beside another', () => {
    expect(parsePngOptions({ ...S, fullpage: true })).toBeTruthy();
    expect(parsePngOptions({ ...S, css_selector: 'main' })).toBeTruthy();
    expect(parsePngOptions({ ...S, clip })).toBeTruthy();
    expect(parsePngOptions({ ...S, fullpage: false, clip })).toBeTruthy();
  });

  it('names the three and the ones that were set', () => {
    expect(pngIssues({ ...S, fullpage: true, css_selector: 'main', clip })).toEqual([
      {
        path: 'clip',
        message: 'only one of fullpage, css_selector or clip may be set; got fullpage, css_selector and clip',
      },
    ]);
    expect(pngIssues({ ...S, fullpage: true, css_selector: 'main' })).toEqual([
      {
        path: 'css_selector',
        message: 'only one of fullpage, css_selector or clip may be set; got fullpage and css_selector',
      },
    ]);
  });

  it('is checked even when another option is invalid', () => {
    expect(pngIssues({ ...S, dpi: 5, fullpage: true, clip }).map((i) => i.path)).toEqual(['dpi', 'clip']);
  });
});

describe('options of the other conversion', () => {
  it('a PDF option sent to PNG is refused as such', () => {
    expect(pngIssues({ ...S, landscape: true, margin: '1cm' })).toEqual([
      { path: 'landscape', message: 'is a PDF option; PNG conversions do not accept it' },
      { path: 'margin', message: 'is a PDF option; PNG conversions do not accept it' },
    ]);
  });

  it('an image option sent to PDF is refused as such, naming the formats that take it', () => {
    expect(pdfIssues({ ...S, clip: {}, transparent: true, quality: 80 })).toEqual([
      { path: 'clip', message: 'is a PNG, JPEG and WebP option; PDF conversions do not accept it' },
      { path: 'transparent', message: 'is a PNG option; PDF conversions do not accept it' },
      { path: 'quality', message: 'is a JPEG and WebP option; PDF conversions do not accept it' },
    ]);
  });

  it('a PDF option sent to JPEG or WebP is refused as such', () => {
    expect(jpegIssues({ ...S, zoom: 1 })).toEqual([
      { path: 'zoom', message: 'is a PDF option; JPEG conversions do not accept it' },
    ]);
    expect(webpIssues({ ...S, pdfa: true })).toEqual([
      { path: 'pdfa', message: 'is a PDF option; WebP conversions do not accept it' },
    ]);
  });

  it('quality is refused for PNG: it is a setting of the lossy formats', () => {
    expect(pngIssues({ ...S, quality: 90 })).toEqual([
      {
        path: 'quality',
        message: 'applies to JPEG and WebP only; PNG is lossless, so the service would ignore it: remove it',
      },
    ]);
  });

  it('transparent is refused for JPEG and WebP: the service makes it for PNG only', () => {
    expect(jpegIssues({ ...S, transparent: true })).toEqual([
      { path: 'transparent', message: 'is PNG only: JPEG has no transparency; remove it, or convert to PNG' },
    ]);
    expect(webpIssues({ ...S, transparent: false })).toEqual([
      {
        path: 'transparent',
        message:
          'is PNG only: the service makes transparent backgrounds for PNG alone; remove it, or convert to PNG',
      },
    ]);
  });
});

describe('JPEG and WebP', () => {
  it('accept the image options and quality 10 to 100', () => {
    const jpeg: JpegOptions = { ...S, viewport: '800x600', fullpage: true, dpi: 2, quality: 10 };
    const webp: WebpOptions = { ...S, clip: { x: 0, y: 0, width: 5, height: 5 }, quality: 100 };
    expect(parseJpegOptions(jpeg)).toEqual(jpeg);
    expect(parseWebpOptions(webp)).toEqual(webp);
    expect(parseConversionOptions('jpeg', { ...S, quality: 80 })).toEqual({ ...S, quality: 80 });
  });

  it.each([9, 101, 80.5, '80'])('refuse quality %j, naming the range', (quality) => {
    for (const issues of [jpegIssues, webpIssues]) {
      expect(issues({ ...S, quality })).toEqual([
        { path: 'quality', message: expect.stringContaining('must be an integer between 10 and 100') },
      ]);
    }
  });

  it('share the image rules with PNG: one capture mode, dpi 1, 2 or 4, viewport WxH', () => {
    for (const issues of [jpegIssues, webpIssues]) {
      expect(issues({ ...S, fullpage: true, css_selector: 'main' })).toEqual([
        {
          path: 'css_selector',
          message: 'only one of fullpage, css_selector or clip may be set; got fullpage and css_selector',
        },
      ]);
      expect(issues({ ...S, dpi: 3 })).toEqual([{ path: 'dpi', message: 'must be one of 1, 2 or 4' }]);
      expect(issues({ ...S, viewport: '1280' })[0]).toMatchObject({ path: 'viewport' });
    }
  });

  it('suggest the option meant', () => {
    expect(jpegIssues({ ...S, qualty: 80 })).toEqual([
      { path: 'qualty', message: 'unknown option; did you mean "quality"?' },
    ]);
  });
});

describe('unknown options: did you mean', () => {
  it.each([
    ['pdf', { landscap: true }, 'landscap', 'landscape'],
    ['pdf', { Landscape: true }, 'Landscape', 'landscape'],
    ['pdf', { removeBlank: true }, 'removeBlank', 'remove_blank'],
    ['pdf', { zom: 1 }, 'zom', 'zoom'],
    ['pdf', { sandobx: true }, 'sandobx', 'sandbox'],
    ['png', { viewprot: '1x1' }, 'viewprot', 'viewport'],
    ['png', { css_selecter: 'a' }, 'css_selecter', 'css_selector'],
    ['pdf', { margin: { tp: '1mm' } }, 'margin.tp', 'top'],
    ['pdf', { header: { source: 'h', startAt: 2 } }, 'header.startAt', 'start_at'],
    ['pdf', { watermark: { text: 't', font_colour: '#000' } }, 'watermark.font_colour', 'font_color'],
    ['pdf', { protection: { no_prin: true } }, 'protection.no_prin', 'no_print'],
    ['png', { clip: { x: 0, y: 0, width: 1, heigth: 1 } }, 'clip.heigth', 'height'],
    ['pdf', { cookies: [{ name: 'a', value: 'b', secur: true }] }, 'cookies.0.secur', 'secure'],
    ['pdf', { auth: { usename: 'u' } }, 'auth.usename', 'username'],
  ] as const)('%s %j', (kind, extra, path, suggestion) => {
    const issues = (kind === 'pdf' ? pdfIssues : pngIssues)({ ...S, ...extra });
    expect(issues).toContainEqual({ path, message: `unknown option; did you mean "${suggestion}"?` });
  });

  it('does not suggest what is not close', () => {
    expect(pdfIssues({ ...S, colour_scheme: 'dark' })).toEqual([
      { path: 'colour_scheme', message: 'unknown option' },
    ]);
  });
});
