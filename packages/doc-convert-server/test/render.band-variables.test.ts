// The variables of a PDF header or footer, as both renderers fill them: the five names with their values,
// spaces inside the braces allowed, every other name left as written.
import { describe, expect, it } from '@jest/globals';
import { fillBand } from '../src/render/band-variables';

const VALUES = { page: '2', total: '5', title: 'Report', url: 'http://127.0.0.1/r', date: 'Sun Nov 22 2026' };

describe('fillBand', () => {
  it('fills the five variables, with or without spaces inside the braces', () => {
    expect(fillBand('{{title}} {{ page }}/{{total }} {{url}} {{  date}}', VALUES)).toBe(
      'Report 2/5 http://127.0.0.1/r Sun Nov 22 2026',
    );
  });

  it('leaves unknown names as written, those every object inherits included', () => {
    const inherited = '{{constructor}} {{toString}} {{hasOwnProperty}} {{__proto__}} {{valueOf}}';
    expect(fillBand(`${inherited} {{pages}} {{ nope }}`, VALUES)).toBe(`${inherited} {{pages}} {{ nope }}`);
  });

  it('fills an empty value as empty', () => {
    expect(fillBand('[{{url}}]', { ...VALUES, url: '' })).toBe('[]');
  });
});
