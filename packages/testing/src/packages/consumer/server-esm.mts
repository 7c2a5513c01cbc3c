// Type-checks doc-convert-server's ESM entry as a test author sees it (module: nodenext, .mts), beside the client.
import { DocConvert, type PdfOptions } from 'doc-convert';
import {
  SANDBOX_KEY,
  startLocalServer,
  type LocalServer,
  type RenderJob,
  type Scenario,
} from 'doc-convert-server';

const scenario: Scenario = { port: 0, renderer: 'chromium' };
export async function local(): Promise<number> {
  const server: LocalServer = await startLocalServer(scenario);
  const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
  const usage = await client.credits.usage();
  console.log(server.state.requests.at(-1)?.path, server.renderer.name);
  await server.close();
  return usage.remaining;
}
// @ts-expect-error the server's port is a number
export const badScenario: Scenario = { port: '8080' };
// @ts-expect-error a renderer is chromium or text
export const badRenderer: Scenario = { renderer: 'webkit' };

// A render job's options are the client's PdfOptions (declared by doc-convert, through its internal entry).
export const job = (options: PdfOptions): RenderJob => ({ kind: 'pdf', options });
// @ts-expect-error zoom must be a number, as in the client
export const badJob: RenderJob = { kind: 'pdf', options: { source: 'x', zoom: 'big' } };
