// A corpus of invalid conversion options: each row must be refused locally with a ValidationError whose
// `field` is the offending option and whose message names the option and the rule it breaks.
import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '../../src/errors';
import { parsePdfOptions, parsePngOptions } from '../../src/options';

const S = { source: '<p>hello</p>' };

type Row = [kind: 'pdf' | 'png', options: unknown, field: string, ruleWord: string];

const corpus: Row[] = [
  // source
  ['pdf', {}, 'source', 'required'],
  ['png', { sandbox: true }, 'source', 'required'],
  ['pdf', { source: '' }, 'source', 'empty'],
  ['pdf', { source: '   ' }, 'source', 'empty'],
  ['pdf', { source: ['https://a.example', 'https://b.example'] }, 'source', 'array'],
  ['png', { source: 42 }, 'source', 'string'],
  // shared options
  ['pdf', { ...S, sandbox: 'yes' }, 'sandbox', 'boolean'],
  ['pdf', { ...S, webhook: 'ftp://example.com/hook' }, 'webhook', 'http'],
  ['pdf', { ...S, webhook: 'not a url' }, 'webhook', 'URL'],
  ['png', { ...S, webhook: {} }, 'webhook.url', 'required'],
  ['pdf', { ...S, webhook: { url: 'https://example.com', method: 'PO ST' } }, 'webhook.method', 'method'],
  [
    'pdf',
    { ...S, webhook: { url: 'https://example.com', headers: { A: 1 } } },
    'webhook.headers.A',
    'string',
  ],
  ['pdf', { ...S, webhook: 12 }, 'webhook', 'URL'],
  ['pdf', { ...S, filename: 'short' }, 'filename', '7'],
  ['pdf', { ...S, filename: 'report.pdf' }, 'filename', 'letters'],
  ['pdf', { ...S, delay: 10001 }, 'delay', 'between'],
  ['pdf', { ...S, delay: 1.5 }, 'delay', 'integer'],
  ['png', { ...S, timeout: 901 }, 'timeout', 'between'],
  ['png', { ...S, timeout: -1 }, 'timeout', 'between'],
  ['pdf', { ...S, wait_for: '' }, 'wait_for', 'empty'],
  ['pdf', { ...S, auth: { user: 'a' } }, 'auth.user', 'username'],
  ['pdf', { ...S, http_headers: { 'X Bad': 'v' } }, 'http_headers.X Bad', 'header'],
  ['pdf', { ...S, http_headers: { 'X-Ok': 'a\r\nInjected: 1' } }, 'http_headers.X-Ok', 'line breaks'],
  ['pdf', { ...S, cookies: [{ name: 'sid' }] }, 'cookies.0.value', 'required'],
  ['png', { ...S, cookies: { name: 'sid', value: '1' } }, 'cookies', 'array'],
  [
    'pdf',
    { ...S, cookies: [{ name: 'sid', value: '1', httpOnly: true }] },
    'cookies.0.httpOnly',
    'http_only',
  ],
  [
    'pdf',
    { ...S, ignore_long_polling: true, wait_for_network: false },
    'ignore_long_polling',
    'wait_for_network',
  ],
  // PDF-only options
  ['pdf', { ...S, landscape: 'true' }, 'landscape', 'boolean'],
  ['pdf', { ...S, landscap: true }, 'landscap', 'landscape'],
  ['pdf', { ...S, format: 'a4' }, 'format', 'Letter'],
  ['pdf', { ...S, format: 'A6' }, 'format', 'custom size'],
  ['pdf', { ...S, format: '210x297pt' }, 'format', 'unit'],
  ['pdf', { ...S, format: '0x297mm' }, 'format', 'greater than 0'],
  ['pdf', { ...S, format: '210mmx297in' }, 'format', 'same unit'],
  ['pdf', { ...S, format: 'autox297mm' }, 'format', 'auto'],
  ['pdf', { ...S, disable_backgrounds: 1 }, 'disable_backgrounds', 'boolean'],
  ['pdf', { ...S, remove_blank: null }, 'remove_blank', 'boolean'],
  ['pdf', { ...S, pages: '0' }, 'pages', 'page 0'],
  ['pdf', { ...S, pages: '5-1' }, 'pages', 'backwards'],
  ['pdf', { ...S, pages: '1-' }, 'pages', 'range'],
  ['pdf', { ...S, pages: 'a' }, 'pages', 'page numbers'],
  ['pdf', { ...S, pages: '1,,2' }, 'pages', 'empty'],
  ['pdf', { ...S, pages: '' }, 'pages', 'empty'],
  ['pdf', { ...S, pages: 3 }, 'pages', 'string'],
  ['pdf', { ...S, zoom: 0.05 }, 'zoom', 'between 0.1 and 2'],
  ['pdf', { ...S, zoom: 2.5 }, 'zoom', 'between 0.1 and 2'],
  ['pdf', { ...S, zoom: '1' }, 'zoom', 'number'],
  ['pdf', { ...S, margin: -10 }, 'margin', 'negative'],
  ['pdf', { ...S, margin: '10pt' }, 'margin', 'length'],
  ['pdf', { ...S, margin: '1mm 2mm 3mm 4mm 5mm' }, 'margin', '1 to 4'],
  ['pdf', { ...S, margin: true }, 'margin', 'integer'],
  ['pdf', { ...S, margin: { top: 'wide' } }, 'margin.top', 'length'],
  ['pdf', { ...S, margin: { tp: '10mm' } }, 'margin.tp', 'top'],
  ['pdf', { ...S, header: { height: '20px' } }, 'header.source', 'required'],
  ['pdf', { ...S, header: { source: 'h', start_at: 0 } }, 'header.start_at', 'at least 1'],
  ['pdf', { ...S, footer: { source: 'f', height: 'tall' } }, 'footer.height', 'length'],
  [
    'pdf',
    { ...S, header: { source: 'h', start_at: 2 }, footer: { source: 'f', start_at: 3 } },
    'footer.start_at',
    'header.start_at',
  ],
  ['pdf', { ...S, metadata: { producer: 'me' } }, 'metadata.producer', 'reserved'],
  ['pdf', { ...S, metadata: { title_raw: 'x' } }, 'metadata.title_raw', 'reserved'],
  ['pdf', { ...S, metadata: { title: 3 } }, 'metadata.title', 'string'],
  ['pdf', { ...S, protection: { no_print: 'yes' } }, 'protection.no_print', 'boolean'],
  ['pdf', { ...S, protection: { password: 'x' } }, 'protection.password', 'user_password'],
  ['pdf', { ...S, watermark: { font_size: 20 } }, 'watermark', 'source'],
  ['pdf', { ...S, watermark: { text: 'DRAFT', font_size: 301 } }, 'watermark.font_size', 'between'],
  ['pdf', { ...S, watermark: { text: 'DRAFT', font_family: 'Arial' } }, 'watermark.font_family', 'Helvetica'],
  ['pdf', { ...S, watermark: { text: 'DRAFT', font_color: 'red' } }, 'watermark.font_color', 'hex'],
  ['pdf', { ...S, watermark: { text: 'DRAFT', font_opacity: 101 } }, 'watermark.font_opacity', 'between'],
  ['pdf', { ...S, watermark: { text: 'DRAFT', offset_x: 'middle' } }, 'watermark.offset_x', 'center'],
  ['pdf', { ...S, watermark: { text: 'DRAFT', offset_y: '10em' } }, 'watermark.offset_y', 'length'],
  ['pdf', { ...S, watermark: { text: 'DRAFT', rotate: 360 } }, 'watermark.rotate', 'between'],
  ['pdf', { ...S, pdfa: 'on' }, 'pdfa', 'boolean'],
  ['pdf', { ...S, linearize: 0 }, 'linearize', 'boolean'],
  ['pdf', { ...S, viewport: '1280x1024' }, 'viewport', 'PNG option'],
  ['pdf', { ...S, quality: 80 }, 'quality', 'JPEG'],
  // PNG options
  ['png', { ...S, landscape: true }, 'landscape', 'PDF option'],
  ['png', { ...S, format: 'A4' }, 'format', 'PDF option'],
  ['png', { ...S, quality: 80 }, 'quality', 'JPEG'],
  ['png', { ...S, viewport: '1280' }, 'viewport', 'width'],
  ['png', { ...S, viewport: '0x1024' }, 'viewport', 'pixels'],
  ['png', { ...S, transparent: 'yes' }, 'transparent', 'boolean'],
  ['png', { ...S, fullpage: 1 }, 'fullpage', 'boolean'],
  ['png', { ...S, css_selector: '' }, 'css_selector', 'empty'],
  ['png', { ...S, clip: { x: 0, y: 0, width: 100 } }, 'clip.height', 'required'],
  ['png', { ...S, clip: { x: 0, y: 0, width: 0, height: 10 } }, 'clip.width', 'at least 1'],
  ['png', { ...S, clip: { x: 0.5, y: 0, width: 1, height: 1 } }, 'clip.x', 'integer'],
  ['png', { ...S, dpi: 3 }, 'dpi', '1, 2 or 4'],
  ['png', { ...S, dpi: '2' }, 'dpi', '1, 2 or 4'],
  ['png', { ...S, fullpage: true, css_selector: 'main' }, 'css_selector', 'only one'],
  ['png', { ...S, css_selector: 'main', clip: { x: 0, y: 0, width: 1, height: 1 } }, 'clip', 'only one'],
  ['png', { ...S, fullpag: true }, 'fullpag', 'fullpage'],
  // not an object at all
  ['pdf', 'https://example.com', '', 'object'],
  ['png', null, '', 'object'],
  ['png', [S], '', 'object'],
];

function refusal(kind: 'pdf' | 'png', options: unknown): ValidationError {
  try {
    if (kind === 'pdf') parsePdfOptions(options);
    else parsePngOptions(options);
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error(`accepted: ${JSON.stringify(options)}`);
}

describe('invalid options are refused before sending', () => {
  it('the corpus is large enough to mean something', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(45);
  });

  it.each(corpus)('%s %j → %s', (kind, options, field, ruleWord) => {
    const error = refusal(kind, options);
    expect(error.field).toBe(field);
    expect(error.message).toContain(ruleWord);
    expect(error.message).toContain(field === '' ? 'options' : `${field}: `);
    expect(error.issues[0].path).toBe(field);
  });
});
