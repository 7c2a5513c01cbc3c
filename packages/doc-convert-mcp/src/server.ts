// The MCP server: one McpServer with every tool of tools/index.ts, each call given the shared client, its roots,
// its cancellation signal and a way to report progress. What a call fails with reaches the agent as a tool error
// (`isError`) in the words of the library's errors, with every secret (the API key, the HTTP token) scrubbed.
import { McpServer, type CallToolResult, type ServerContext } from '@modelcontextprotocol/server';
import type { DocConvert } from 'doc-convert';
import { redact, VERSION } from '@doc-convert/core';
import { foldersOfRootUris, realFolders, type Roots } from './files/roots';
import { TOOLS } from './tools/index';
import type { ToolCall } from './tools/tool';

export interface DocConvertMcpServerOptions {
  /** The client every call uses (one per process: its rate-limit pacing is shared). */
  client: DocConvert;
  /** The folders the tools may read and write, as real paths; when empty, the client's roots are asked for. */
  roots: readonly string[];
  /** Strings that must never appear in what the server answers (the API key, the HTTP token). */
  secrets: readonly string[];
}

const INSTRUCTIONS =
  'Doc Convert renders HTML and web pages as PDF, PNG, JPEG or WebP, and fills stored templates with data. ' +
  'Files are read from and written into the allowed folders only; each document comes back as a link with ' +
  'page 1 drawn small, so look at it and fix the HTML before the final render. Calls run in the sandbox ' +
  '(free, watermarked) unless sandbox is false.';

/** The roots of one call: the configured folders, else the client's (asked anew each call: they may change). */
async function rootsOf(server: McpServer, configured: readonly string[], ctx: ServerContext): Promise<Roots> {
  if (configured.length > 0) return { folders: [...configured], source: 'configured' };
  if (!server.server.getClientCapabilities()?.roots) return { folders: [], source: 'client' };
  const { roots } = await ctx.mcpReq.send({ method: 'roots/list' }, { signal: ctx.mcpReq.signal });
  // A root the client offers that is gone is left out, not an error of the call.
  const folders = await realFolders(foldersOfRootUris(roots.map((root) => root.uri)), 'roots', {
    skipMissing: true,
  });
  return { folders, source: 'client' };
}

/** Progress notifications, when the client asked for them (a progressToken), each one step further. */
function progressOf(ctx: ServerContext): ToolCall['progress'] {
  const token = ctx.mcpReq._meta?.progressToken;
  let step = 0;
  return async (message) => {
    if (token === undefined) return;
    step += 1;
    await ctx.mcpReq.notify({
      method: 'notifications/progress',
      params: { progressToken: token, progress: step, message },
    });
  };
}

function errorResult(error: unknown, secrets: readonly string[]): CallToolResult {
  const message = error instanceof Error ? error.message : String(error);
  return { content: [{ type: 'text', text: redact(message, [...secrets]) }], isError: true };
}

/** An MCP server offering Doc Convert's tools. Connect it to a transport (stdio, or one HTTP request). */
export function createDocConvertMcpServer(options: DocConvertMcpServerOptions): McpServer {
  const server = new McpServer(
    { name: 'doc-convert', title: 'Doc Convert', version: VERSION },
    { instructions: INSTRUCTIONS },
  );
  for (const tool of TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        outputSchema: tool.outputSchema,
        annotations: { title: tool.title, ...tool.annotations },
      },
      async (input: unknown, ctx: ServerContext) => {
        const call: ToolCall = {
          client: options.client,
          roots: () => rootsOf(server, options.roots, ctx),
          signal: ctx.mcpReq.signal,
          progress: progressOf(ctx),
        };
        try {
          return await tool.run(input, call);
        } catch (error) {
          return errorResult(error, options.secrets);
        }
      },
    );
  }
  return server;
}
