// The seam between the client and the network. The client speaks only this interface; the library and the
// Action plug in the undici transport (packages/doc-convert/src/internal/undici.ts), the n8n node an adapter over n8n's helpers,
// and tests can plug in anything. A transport throws ConnectionError, TimeoutError or AbortError (packages/core/src/errors.ts)
// for failures of its own, and never interprets HTTP statuses: every answer, error statuses included, is returned.

/** The HTTP methods the client sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request as the client hands it to a transport. */
export interface TransportRequest {
  /** HTTP method. */
  method: HttpMethod;
  /** Absolute URL, path parameters already encoded. */
  url: string;
  /**
   * Header names as the client writes them (the API key included: never log them). Often one frozen object
   * shared by many calls: read it, never change it.
   */
  headers: Readonly<Record<string, string>>;
  /** JSON text for POST and PUT bodies. */
  body?: string;
  /** Fires when the caller aborts; the transport rejects with AbortError and releases the connection. */
  signal?: AbortSignal;
  /** Limit for this attempt, from sending to the body's last byte; the transport fails it with TimeoutError. */
  timeoutMs: number;
}

/** A response body that is read once: whole, or streamed chunk by chunk. */
export interface TransportBody extends AsyncIterable<Uint8Array> {
  /**
   * True when a chunk this body yields that spans its whole ArrayBuffer is the reader's alone: nothing else
   * holds a view of that buffer, so the reader may release its memory (`ArrayBuffer.prototype.transfer(0)`)
   * once it is done with the chunk, instead of leaving it to the garbage collector.
   */
  readonly releasable?: boolean;
  /** The whole body. */
  bytes(): Promise<Uint8Array>;
  /** The whole body as UTF-8 text. */
  text(): Promise<string>;
  /** Drops what is left of the body and frees the connection. Safe to call more than once. */
  cancel(): Promise<void>;
}

/** One answer as a transport hands it back: status and headers, the body still to read. */
export interface TransportResponse {
  /** HTTP status, error statuses included (the client decodes them). */
  status: number;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** The body, read once. */
  body: TransportBody;
}

/** How requests reach the network (the `transport` setting): the client speaks only this interface. */
export interface Transport {
  /** Sends one request and answers as soon as the status and headers are in; throws only for failures of its own. */
  request(request: TransportRequest): Promise<TransportResponse>;
  /** Ends the requests in flight (with AbortError, their bodies' readers too) and closes pooled connections. */
  close?(): Promise<void>;
}
