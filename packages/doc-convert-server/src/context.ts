// What a route handler receives: the state, the authenticated key, the decoded path parameters, the query,
// the raw body, and the server's lifetime (signal and background tasks) for work that outlives the answer.
import type { IncomingMessage } from 'node:http';
import type { Renderer } from './render/renderer';
import type { Reply } from './reply';
import type { KeyRecord } from './resources';
import type { ServerState } from './state';

export interface RequestContext {
  state: ServerState;
  /** Renders the conversions (render/renderer.ts). */
  renderer: Renderer;
  req: IncomingMessage;
  requestId: string;
  /** The authenticated key (routes outside /v3 run without one). */
  key: KeyRecord | undefined;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Buffer;
  /** `http://127.0.0.1:PORT`. */
  origin: string;
  /** When the request was received (ms). */
  startedAt: number;
  /** When the answer leaves at the earliest (arrival plus latency), in epoch ms. */
  answerAt: number;
  /** Aborted when the server closes. */
  signal: AbortSignal;
  /** Runs `task` after the answer; the server waits for it on close. */
  background(task: () => Promise<void>): void;
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;
