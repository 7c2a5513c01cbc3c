// Which renderer a server gets: the option, else DOC_CONVERT_RENDERER, else Chromium where it can run; the
// text renderer when Chromium fails to start, said once on stderr with the reason.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRenderer } from '../src/render/choose';

const context = { origin: 'http://127.0.0.1:9', signal: new AbortController().signal };

afterEach(() => {
  jest.restoreAllMocks();
});

describe('createRenderer', () => {
  it('gives the renderer the option names, over the environment', async () => {
    const text = createRenderer({ renderer: 'text' }, { DOC_CONVERT_RENDERER: 'chromium' });
    expect(text.name).toBe('text');
    expect(await text.ready()).toEqual({ name: 'text', detail: 'chosen (renderer option: text)' });
  });

  it('reads DOC_CONVERT_RENDERER', async () => {
    const text = createRenderer({}, { DOC_CONVERT_RENDERER: 'text' });
    expect(await text.ready()).toEqual({ name: 'text', detail: 'chosen (DOC_CONVERT_RENDERER: text)' });
    expect(createRenderer({}, { DOC_CONVERT_RENDERER: 'chromium' }).name).toBe('chromium');
  });

  it('refuses a name it does not know, saying where it came from and what is allowed', () => {
    expect(() => createRenderer({}, { DOC_CONVERT_RENDERER: 'webkit' })).toThrow(
      'DOC_CONVERT_RENDERER must be chromium or text, got "webkit"',
    );
    expect(() => createRenderer({ renderer: 'gecko' as 'text' }, {})).toThrow(
      'renderer must be chromium or text, got "gecko"',
    );
  });

  it('trims DOC_CONVERT_RENDERER, takes a blank one as unset, and ignores it when the option names one', async () => {
    expect(await createRenderer({}, { DOC_CONVERT_RENDERER: ' text ' }).ready()).toEqual({
      name: 'text',
      detail: 'chosen (DOC_CONVERT_RENDERER: text)',
    });
    expect(createRenderer({}, { DOC_CONVERT_RENDERER: '  ' }).name).toBe('chromium');
    expect(createRenderer({ renderer: 'text' }, { DOC_CONVERT_RENDERER: 'webkit' }).name).toBe('text');
  });

  it('chooses Chromium by default where it can run, starting nothing yet', () => {
    expect(createRenderer({}, {}).name).toBe('chromium');
  });
});

describe('falling back to the text renderer', () => {
  const saved = process.env.DOC_CONVERT_CHROMIUM_CACHE;
  let dir: string;

  afterEach(() => {
    if (saved === undefined) delete process.env.DOC_CONVERT_CHROMIUM_CACHE;
    else process.env.DOC_CONVERT_CHROMIUM_CACHE = saved;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves with text when Chromium cannot start, and says why once', async () => {
    dir = mkdtempSync(join(tmpdir(), 'render-choose-'));
    writeFileSync(join(dir, 'a-file'), '');
    // A cache folder inside a file: Chromium cannot be unpacked, so it cannot start.
    process.env.DOC_CONVERT_CHROMIUM_CACHE = join(dir, 'a-file', 'cache');
    const said: string[] = [];
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      said.push(String(chunk));
      return true;
    });
    for (let i = 0; i < 2; i++) {
      const renderer = createRenderer({}, {});
      expect(renderer.name).toBe('chromium');
      const rendered = await renderer.render(
        { kind: 'pdf', options: { source: '<p>fallback</p>' } },
        context,
      );
      expect(renderer.name).toBe('text');
      const chunks: Buffer[] = [];
      for await (const chunk of rendered.body.chunks()) chunks.push(chunk);
      expect(Buffer.concat(chunks).subarray(0, 8).toString('latin1')).toBe('%PDF-1.7'); // the text writer's
      expect((await renderer.ready()).name).toBe('text');
      await renderer.close();
    }
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /^Doc Convert local server: Chromium could not start: .*; rendering with the text renderer\n$/,
    );
  });
});
