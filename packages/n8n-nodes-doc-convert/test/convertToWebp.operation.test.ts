// Conversion → Convert to WebP: what PNG shows, with Quality in the Image group (the core's range and default);
// the capture and the Image group become the request's options, the answer the output item, and a stored WebP is
// named with its format's extension and MIME type.
import { describe, expect, it } from '@jest/globals';
import type { INodeProperties } from 'n8n-workflow';
import { IMAGE_QUALITY } from '@doc-convert/core/options';
import { storedResult } from '@doc-convert/testing/api-bodies';
import { useNock } from '@doc-convert/testing/nock';
import { WEBP, answerFacts, api, conversionHeaders, metadataHeaders } from './helpers/answers';
import { createContext, runNode } from './helpers/context';
import { childrenOf, field, fieldsOf, labels, names } from './helpers/description';
import { imageParameters } from './helpers/parameters';

useNock();

describe('Convert to WebP layout', () => {
  it('shows what PNG shows, with Quality in the Image group instead of a transparent background', () => {
    expect(names(fieldsOf('conversion', 'convertToWebp'))).toEqual(
      names(fieldsOf('conversion', 'convertToPng')),
    );
    expect(labels(childrenOf(field('conversion', 'convertToWebp', 'image')!))).toEqual([
      'DPI Scale',
      'Quality',
      'Viewport Size',
    ]);
    const quality = field('conversion', 'convertToWebp', 'image', 'quality') as INodeProperties;
    expect([quality.typeOptions, quality.default]).toEqual([
      { minValue: IMAGE_QUALITY.min, maxValue: IMAGE_QUALITY.max, numberPrecision: 0 },
      IMAGE_QUALITY.default,
    ]);
  });
});

describe('Conversion → Convert to WebP', () => {
  it('posts the capture and the Image group with its quality to /convert/webp and outputs the image', async () => {
    api()
      .post('/v3/convert/webp', {
        source: '<h1>Hello</h1>',
        css_selector: '#chart',
        viewport: '800x600',
        dpi: 2,
        quality: 55,
        delay: 100,
      })
      .reply(200, WEBP, conversionHeaders('image/webp', WEBP));
    const [item] = await runNode(
      createContext({
        parameters: imageParameters('convertToWebp', {
          capture: 'css_selector',
          cssSelector: '#chart',
          fileName: 'chart.webp',
          image: { viewport: '800x600', dpi: 2, quality: 55 },
          options: { pageLoading: { delay: 100 } },
        }),
      }),
    );
    expect(item!.json).toEqual({
      format: 'webp',
      fileName: 'chart.webp',
      mimeType: 'image/webp',
      fileSize: WEBP.length,
      ...answerFacts,
    });
    expect(Buffer.from(item!.binary!.data!.data, 'base64')).toEqual(WEBP);
    expect(item!.binary!.data!.mimeType).toBe('image/webp');
  });

  it('a stored WebP is named with the format’s extension and MIME type (JSON Result)', async () => {
    const url = 'https://files.doc-convert.test/w1/banner-0001.webp';
    api()
      .post('/v3/convert/webp', { source: '<h1>Hello</h1>', fullpage: true, filename: 'banner-0001' })
      .reply(200, storedResult(url, { filesize: WEBP.length, pdf_pages: undefined }), metadataHeaders);
    const [item] = await runNode(
      createContext({
        parameters: imageParameters('convertToWebp', {
          capture: 'fullpage',
          output: 'json',
          storageFileName: 'banner-0001',
        }),
      }),
    );
    expect(item!.json).toMatchObject({
      format: 'webp',
      fileName: 'banner-0001.webp',
      mimeType: 'image/webp',
      fileSize: WEBP.length,
      url,
    });
  });
});
