// Which renderer a server uses: the `renderer` server option, else DOC_CONVERT_RENDERER, else Chromium
// wherever it can run (Linux x64 with glibc, its packages installed). Where it cannot, or when it fails to
// start, the text renderer serves, and the reason is said once per process on stderr. A renderer asked for
// by name is never swapped: "chromium" where Chromium cannot run is an error.
import { createRequire } from 'node:module';
import { announceOnce } from './announce';
import { createChromiumRenderer, ChromiumUnavailableError, type ChromiumRendererOptions } from './chromium';
import { chromiumUnavailableReason } from './chromium/launch';
import { RENDERER_NAMES, type Renderer, type RendererName } from './renderer';
import { createTextRenderer } from './text';

export const RENDERER_ENV = 'DOC_CONVERT_RENDERER';

/** The packages the Chromium renderer loads; optional for the server as a whole. */
const CHROMIUM_PACKAGES = ['puppeteer-core', '@sparticuz/chromium', '@libpdf/core'];

const require = createRequire(import.meta.url);

function missingPackage(): string | undefined {
  for (const name of CHROMIUM_PACKAGES) {
    try {
      require.resolve(name);
    } catch {
      return `${name} is not installed`;
    }
  }
  return undefined;
}

/** Why Chromium cannot render here, or undefined when it can. */
function chromiumUnavailable(): string | undefined {
  return chromiumUnavailableReason() ?? missingPackage();
}

/** The renderer asked for: the option, else DOC_CONVERT_RENDERER (blank counts as unset); undefined for none. */
function named(choice: RendererName | undefined, env: NodeJS.ProcessEnv): RendererName | undefined {
  const fromEnv = choice === undefined;
  const name = fromEnv ? env[RENDERER_ENV]?.trim() || undefined : choice;
  if (name !== undefined && !(RENDERER_NAMES as readonly string[]).includes(name)) {
    const from = fromEnv ? RENDERER_ENV : 'renderer';
    throw new Error(`${from} must be ${RENDERER_NAMES.join(' or ')}, got "${String(name)}"`);
  }
  return name as RendererName | undefined;
}

/** Chromium, until it fails to start: then text for the rest of the server's life. */
function chromiumOrText(options: ChromiumRendererOptions): Renderer {
  const chromium = createChromiumRenderer(options);
  let fallback: Renderer | undefined;
  /** `use` on Chromium; once Chromium cannot start, on the text renderer (said once, with the reason). */
  async function serve<T>(use: (renderer: Renderer) => Promise<T>): Promise<T> {
    if (fallback) return use(fallback);
    try {
      return await use(chromium);
    } catch (error) {
      if (!(error instanceof ChromiumUnavailableError)) throw error;
      const reason = `${error.message}; rendering with the text renderer`;
      announceOnce(reason);
      return use((fallback ??= createTextRenderer(reason)));
    }
  }
  return {
    get name() {
      return fallback ? fallback.name : chromium.name;
    },
    render: (job, context) => serve((renderer) => renderer.render(job, context)),
    ready: () => serve((renderer) => renderer.ready()),
    close: () => chromium.close(),
  };
}

export interface RendererChoice extends ChromiumRendererOptions {
  renderer?: RendererName;
}

export function createRenderer(choice: RendererChoice = {}, env: NodeJS.ProcessEnv = process.env): Renderer {
  const { renderer, ...chromiumOptions } = choice;
  const name = named(renderer, env);
  const source = renderer !== undefined ? 'renderer option' : RENDERER_ENV;
  if (name === 'text') return createTextRenderer(`chosen (${source}: text)`);
  const unavailable = chromiumUnavailable();
  if (name === 'chromium') {
    if (unavailable) throw new Error(`the chromium renderer was chosen (${source}), but ${unavailable}`);
    return createChromiumRenderer(chromiumOptions);
  }
  if (unavailable) {
    const reason = `Chromium cannot run here (${unavailable}); rendering with the text renderer`;
    announceOnce(reason);
    return createTextRenderer(reason);
  }
  return chromiumOrText(chromiumOptions);
}
