// A page cannot open windows: window.open returns null and a link with target=_blank opens nothing, so a page
// that calls window.open 200 times (which once held its conversion past the 30 s load deadline, each call
// opening a page in the conversion's context) renders at once, and the next conversion is served as usual.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { convert, convertOk } from '@doc-convert/testing/conversion';
import { pageTexts } from '@doc-convert/testing/pdf';
import { startLocalServer, type LocalServer } from '../src/index';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'chromium' });
});

afterAll(async () => {
  await server.close();
});

/** Writes how many of 200 window.open calls (to `url`) gave a window back. */
const opener = (url: string) => `<p id="out">not run</p><script>
  let opened = 0;
  for (let i = 0; i < 200; i++) if (window.open(${JSON.stringify(url)}) !== null) opened += 1;
  const link = Object.assign(document.createElement('a'), { href: ${JSON.stringify(url)}, target: '_blank' });
  document.body.append(link);
  link.click();
  document.getElementById('out').textContent = 'opened ' + opened + ' of 200';
</script>`;

describe('windows a page opens', () => {
  it.each(['about:blank', 'http://169.254.169.254/latest/meta-data/'])(
    'window.open(%s) ×200 opens none, and the page renders',
    async (url) => {
      const answer = await convert(server, 'pdf', { source: opener(url), timeout: 20 });
      expect(answer.status).toBe(200);
      expect((await pageTexts(answer.bytes)).join('\n')).toContain('opened 0 of 200');
    },
    60_000,
  );

  it('leaves the browser serving the next conversion', async () => {
    expect((await convertOk(server, 'pdf', { source: '<p>next</p>' })).status).toBe(200);
  }, 60_000);
});
