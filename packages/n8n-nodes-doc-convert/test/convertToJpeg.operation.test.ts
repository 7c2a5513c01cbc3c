// Conversion → Convert to JPEG: what PNG shows, with Quality in the Image group (the core's range and default);
// the capture and the Image group become the request's options, the answer the output item, and a quality out
// of range is refused naming its field before any request.
import { describe, expect, it } from '@jest/globals';
import type { INodeProperties } from 'n8n-workflow';
import { IMAGE_QUALITY } from '@doc-convert/core/options';
import { useNock } from '@doc-convert/testing/nock';
import { JPEG, answerFacts, api, conversionHeaders } from './helpers/answers';
import { createContext, failureOf, runNode } from './helpers/context';
import { childrenOf, field, fieldsOf, labels, names } from './helpers/description';
import { imageParameters } from './helpers/parameters';

useNock();

describe('Convert to JPEG layout', () => {
  it('shows what PNG shows, with Quality in the Image group instead of a transparent background', () => {
    expect(names(fieldsOf('conversion', 'convertToJpeg'))).toEqual(
      names(fieldsOf('conversion', 'convertToPng')),
    );
    expect(labels(childrenOf(field('conversion', 'convertToJpeg', 'image')!))).toEqual([
      'DPI Scale',
      'Quality',
      'Viewport Size',
    ]);
    const quality = field('conversion', 'convertToJpeg', 'image', 'quality') as INodeProperties;
    expect([quality.typeOptions, quality.default]).toEqual([
      { minValue: IMAGE_QUALITY.min, maxValue: IMAGE_QUALITY.max, numberPrecision: 0 },
      IMAGE_QUALITY.default,
    ]);
  });
});

describe('Conversion → Convert to JPEG', () => {
  it('posts the capture and the Image group with its quality to /convert/jpeg and outputs the image', async () => {
    api()
      .post('/v3/convert/jpeg', {
        source: '<h1>Hello</h1>',
        css_selector: '#chart',
        viewport: '800x600',
        dpi: 2,
        quality: 55,
        delay: 100,
      })
      .reply(200, JPEG, conversionHeaders('image/jpeg', JPEG));
    const [item] = await runNode(
      createContext({
        parameters: imageParameters('convertToJpeg', {
          capture: 'css_selector',
          cssSelector: '#chart',
          fileName: 'chart.jpeg',
          image: { viewport: '800x600', dpi: 2, quality: 55 },
          options: { pageLoading: { delay: 100 } },
        }),
      }),
    );
    expect(item!.json).toEqual({
      format: 'jpeg',
      fileName: 'chart.jpeg',
      mimeType: 'image/jpeg',
      fileSize: JPEG.length,
      ...answerFacts,
    });
    expect(Buffer.from(item!.binary!.data!.data, 'base64')).toEqual(JPEG);
    expect(item!.binary!.data!.mimeType).toBe('image/jpeg');
  });

  it('refuses a quality out of 10–100, naming Image → Quality, before any request', async () => {
    const test = createContext({ parameters: imageParameters('convertToJpeg', { image: { quality: 101 } }) });
    const error = await failureOf(test);
    expect(error.message).toMatch(/^Invalid Image → Quality: /);
    expect(test.calls).toEqual([]);
  });
});
