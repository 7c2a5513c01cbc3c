// What a tool is here: its name, words and hints as an agent reads them, its input and output schemas (from the
// core's zod schemas, schema.ts), and a `run` that gets the checked input and what a call may use: the one
// client (its retries and rate-limit pacing shared by every call), the call's roots, its cancellation signal
// and its progress. server.ts registers every tool of tools/index.ts with the SDK the same way.
import type { CallToolResult, StandardSchemaWithJSON, ToolAnnotations } from '@modelcontextprotocol/server';
import type { DocConvert } from 'doc-convert';
import type { Roots } from '../files/roots';

/** What one call of a tool may use. */
export interface ToolCall {
  /** The server's client: one per server process, so every call shares its rate-limit pacing. */
  client: DocConvert;
  /** The folders this call may read and write (asked of the client when none are configured). */
  roots(): Promise<Roots>;
  /** Aborted when the client cancels the call or goes away: passed to every request and download. */
  signal: AbortSignal;
  /** Tells the client how far the call is (a progress notification, when the client asked for them). */
  progress(message: string): Promise<void>;
}

export interface DocConvertTool<Input = unknown, Output = unknown> {
  /** snake_case, what the agent calls. */
  name: string;
  /** What a host shows the user. */
  title: string;
  /** What the model reads to choose the tool and fill its input. */
  description: string;
  inputSchema: StandardSchemaWithJSON<Input, Input>;
  outputSchema: StandardSchemaWithJSON<Output, Output>;
  /** Hints for the host (auto-approve what reads, confirm what destroys): set truthfully, per tool. */
  annotations: ToolAnnotations;
  run(input: Input, call: ToolCall): Promise<CallToolResult & { structuredContent?: Output }>;
}

/** A tool, typed by its schemas (the list of tools holds them as DocConvertTool<any, any>). */
export const defineTool = <Input, Output>(
  tool: DocConvertTool<Input, Output>,
): DocConvertTool<Input, Output> => tool;

/** The result of a tool that answers JSON: the object as structured content, and as text for older clients. */
export function jsonResult<Output extends object>(output: Output, summary?: string): CallToolResult {
  const text = JSON.stringify(output, null, 2);
  return {
    content: [{ type: 'text', text: summary ? `${summary}\n\n${text}` : text }],
    structuredContent: output as Record<string, unknown>,
  };
}
