// The server over Streamable HTTP, reached by the SDK's own client (StreamableHTTPClientTransport): the tools
// work as over stdio, and the endpoint defends itself like a service on a workstation should: a Host or Origin
// it does not answer to (DNS rebinding) is refused, a bearer token is required when one is set, a body over the
// limit is refused, only /mcp answers, and it will not listen off loopback without a token.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { SANDBOX_KEY } from 'doc-convert-server';
import { readPng } from '@doc-convert/testing/png';
import { serveHttp } from '../src/http';
import { cancelMidDownload, overHttp } from './mcp-client';

type Answer = {
  content: Array<{ type: string; [key: string]: unknown }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

/** A raw POST to the endpoint, with the headers a test chooses (fetch would not let it set Host). */
function post(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const sent = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          'Content-Length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const LIST_TOOLS = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });

describe('over Streamable HTTP', () => {
  let mcp: Awaited<ReturnType<typeof overHttp>>;
  beforeAll(async () => {
    mcp = await overHttp();
  }, 60_000);
  afterAll(async () => {
    await mcp?.close();
  });

  it('lists the tools and converts HTML into the root, answering its link and page 1', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('convert');
    const answer = (await mcp.client.callTool({
      name: 'convert',
      arguments: { source: '<h1>Over HTTP</h1>', output_path: 'http.pdf' },
    })) as Answer;
    expect(answer.isError).toBeFalsy();
    const path = join(mcp.root, 'http.pdf');
    expect(answer.content.find((block) => block.type === 'resource_link')).toMatchObject({
      uri: `file://${path}`,
      size: statSync(path).size,
    });
    const image = answer.content.find((block) => block.type === 'image')!;
    expect(readPng(Buffer.from(image.data as string, 'base64')).width).toBe(480);
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reports progress over the response stream', async () => {
    const steps: string[] = [];
    await mcp.client.callTool(
      { name: 'convert', arguments: { source: '<p>steps</p>', preview: false } },
      { onprogress: (progress: { message?: string }) => steps.push(progress.message ?? '') },
    );
    expect(steps).toEqual(['rendering the PDF', 'rendered; writing the file']);
  });

  it('ends a cancelled download and leaves no file', async () => {
    expect(await cancelMidDownload(mcp)).toEqual({ rejected: true, left: [], sawStaged: true });
  });

  it('refuses a wrong option before anything reaches the API', async () => {
    const sent = mcp.api.state.requests.length;
    const answer = (await mcp.client.callTool({
      name: 'convert',
      arguments: { source: '<p>x</p>', format: 'jpeg', quality: 5 },
    })) as Answer;
    expect(answer.isError).toBe(true);
    expect(JSON.stringify(answer.content)).toContain('quality');
    expect(mcp.api.state.requests.length).toBe(sent);
  });

  it('refuses a Host it does not answer to (DNS rebinding) and a foreign Origin', async () => {
    const rebound = await post(mcp.url, { Host: 'evil.example:80' }, LIST_TOOLS);
    expect(rebound.status).toBe(403);
    const foreign = await post(mcp.url, { Origin: 'https://evil.example' }, LIST_TOOLS);
    expect(foreign.status).toBe(403);
    const local = await post(mcp.url, { Origin: 'http://localhost:5173' }, LIST_TOOLS);
    expect(local.status).toBe(200);
  });

  it('answers only at /mcp', async () => {
    const other = await post(mcp.url.replace('/mcp', '/other'), {}, LIST_TOOLS);
    expect(other.status).toBe(404);
    expect(other.body).toContain('the MCP endpoint is /mcp');
  });

  it('refuses a body over the limit', async () => {
    const big = JSON.stringify({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'convert', arguments: { source: 'x'.repeat(5 * 1024 * 1024) } },
    });
    const sent = mcp.api.state.requests.length;
    expect((await post(mcp.url, {}, big)).status).toBe(413);
    expect(mcp.api.state.requests.length).toBe(sent);
  });
});

describe('a 2025-era client (initialize), served statelessly', () => {
  let mcp: Awaited<ReturnType<typeof overHttp>>;
  beforeAll(async () => {
    mcp = await overHttp({ era: 'legacy' });
  }, 60_000);
  afterAll(async () => {
    await mcp?.close();
  });

  it('lists the tools, converts and gets progress', async () => {
    expect((await mcp.client.listTools()).tools).toHaveLength(9);
    const steps: string[] = [];
    const answer = (await mcp.client.callTool(
      { name: 'convert', arguments: { source: '<p>2025</p>', output_path: 'legacy.pdf', preview: false } },
      { onprogress: (progress: { message?: string }) => steps.push(progress.message ?? '') },
    )) as Answer;
    expect(answer.structuredContent).toMatchObject({ path: join(mcp.root, 'legacy.pdf'), kind: 'file' });
    expect(steps).toEqual(['rendering the PDF', 'rendered; writing the file']);
  });
});

describe('with a bearer token', () => {
  const token = 'mcp-token-0f9e8d7c6b5a4932';
  let mcp: Awaited<ReturnType<typeof overHttp>>;
  beforeAll(async () => {
    mcp = await overHttp({ token, headers: { Authorization: `Bearer ${token}` } });
  }, 60_000);
  afterAll(async () => {
    await mcp?.close();
  });

  it('serves a client that sends it', async () => {
    const answer = (await mcp.client.callTool({ name: 'get_credits', arguments: {} })) as Answer;
    expect(answer.structuredContent).toEqual(mcp.api.state.creditsUsage());
  });

  it('refuses a request without it or with another, and says neither the token nor the key', async () => {
    for (const headers of [{}, { Authorization: 'Bearer wrong-token-0000000000' }] as Array<
      Record<string, string>
    >) {
      const refused = await post(mcp.url, headers, LIST_TOOLS);
      expect(refused.status).toBe(401);
      expect(refused.body).not.toContain(token);
      expect(refused.body).not.toContain(SANDBOX_KEY);
    }
  });
});

describe('where it listens', () => {
  it('refuses to listen off loopback without a token', async () => {
    await expect(
      serveHttp({ client: undefined as never, roots: [], secrets: [], host: '0.0.0.0' }),
    ).rejects.toThrow('Refusing to serve on 0.0.0.0 without a token');
  });
});
