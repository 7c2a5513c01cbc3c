// Conversion → Convert to PNG: what it shows (the capture and the Image group where the PDF shows its page
// layout), and how the capture and the Image group become the request's options, the answer the output item.
import { describe, expect, it } from '@jest/globals';
import type { IDataObject } from 'n8n-workflow';
import { useNock } from '@doc-convert/testing/nock';
import { PNG, answerFacts, api, conversionHeaders } from './helpers/answers';
import { createContext, runNode } from './helpers/context';
import {
  OUTPUT_FIELDS,
  SOURCE_FIELDS,
  childrenOf,
  field,
  fieldsOf,
  labels,
  names,
} from './helpers/description';
import { imageParameters } from './helpers/parameters';

useNock();

describe('Convert to PNG layout', () => {
  it('shows the capture and the image group where the PDF shows its page layout', () => {
    expect(names(fieldsOf('conversion', 'convertToPng'))).toEqual([
      ...SOURCE_FIELDS,
      'capture',
      'cssSelector',
      'clipX',
      'clipY',
      'clipWidth',
      'clipHeight',
      'image',
      ...OUTPUT_FIELDS,
      'options',
      'includeInputFields',
    ]);
    expect(labels(childrenOf(field('conversion', 'convertToPng', 'image')!))).toEqual([
      'DPI Scale',
      'Transparent Background',
      'Viewport Size',
    ]);
    // By use, not by the alphabet: where the result goes, what the page needs, Batching (about the node) last.
    expect(labels(childrenOf(field('conversion', 'convertToPng', 'options')!))).toEqual([
      'Delivery',
      'Page Loading',
      'Rendering',
      'Source Access',
      'Privacy',
      'Batching',
    ]);
  });
});

describe('Conversion → Convert to PNG', () => {
  const pngParameters = (extra: IDataObject = {}) => imageParameters('convertToPng', extra);

  it.each([
    ['fullpage', {}, { fullpage: true }],
    ['css_selector', { cssSelector: '#chart' }, { css_selector: '#chart' }],
    [
      'clip',
      { clipX: 10, clipY: 20, clipWidth: 300, clipHeight: 200 },
      { clip: { x: 10, y: 20, width: 300, height: 200 } },
    ],
    ['viewport', {}, {}],
  ])(
    'capture %s becomes its one API option; the Image group its options',
    async (capture, fields, expected) => {
      api()
        .post('/v3/convert/png', {
          source: '<h1>Hello</h1>',
          viewport: '800x600',
          dpi: 2,
          transparent: true,
          lazy_load_images: true,
          ...expected,
        })
        .reply(200, PNG, conversionHeaders('image/png', PNG));
      const [item] = await runNode(
        createContext({
          parameters: pngParameters({
            capture,
            ...fields,
            image: { viewport: '800x600', dpi: 2, transparent: true },
            options: { pageLoading: { lazy_load_images: true } },
          }),
        }),
      );
      expect(item!.json).toEqual({
        format: 'png',
        fileName: 'document.png',
        mimeType: 'image/png',
        fileSize: PNG.length,
        ...answerFacts,
      });
      expect(Buffer.from(item!.binary!.data!.data, 'base64')).toEqual(PNG);
      expect(item!.binary!.data!.mimeType).toBe('image/png');
    },
  );

  it('a PDF-only group in a PNG node’s parameters is not read', async () => {
    api()
      .post('/v3/convert/png', { source: '<h1>Hello</h1>' })
      .reply(200, PNG, conversionHeaders('image/png', PNG));
    await runNode(createContext({ parameters: pngParameters({ pageLayout: { format: 'A3' } }) }));
  });
});
