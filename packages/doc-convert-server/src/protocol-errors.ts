// The answers Node's HTTP server would otherwise give bare, each the contract's JSON Error form instead: a
// request its parser refuses (a control byte in a header, Transfer-Encoding and Content-Length together, a
// bad chunk, headers too large, a client too slow to send them), an `Expect` it cannot meet, a CONNECT, and
// an HTTP/1.1 request without Host. Node answers those itself, with no body and no Content-Type (a fuzzer
// counted them as answers outside the contract). None of them reaches a route, so none is logged (there is
// no key to log it against), but each is counted in `statusCounts`; the connection is closed after the answer,
// as HTTP asks after a framing error.
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorReply, errorsReply, type Reply } from './reply';

/** How long a client may take to send a request's headers, and the whole request (Node's defaults, stated). */
const HEADERS_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 300_000;
/** The most bytes of headers a request may have (Node's default, stated). */
const MAX_HEADER_BYTES = 16 * 1024;

/** The HTTP server's options these answers go with. */
export const SERVER_OPTIONS = {
  requireHostHeader: false,
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  maxHeaderSize: MAX_HEADER_BYTES,
} as const;

/** Node's parser errors: `code` (llhttp's `HPE_…`, or Node's own) and llhttp's words for what broke. */
interface ParseError extends Error {
  code?: string;
  reason?: string;
}

/** The status a refused request gets: what Node itself would send, with words saying why. */
function parseErrorReply(error: ParseError): Reply {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return errorReply(
        431,
        `The request headers are larger than the local server reads (${MAX_HEADER_BYTES} bytes in all).`,
      );
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return errorReply(
        408,
        `The request was not received in time: its headers within ${HEADERS_TIMEOUT_MS / 1000} s, all of it within ${REQUEST_TIMEOUT_MS / 1000} s.`,
      );
    case 'HPE_PAUSED_H2_UPGRADE':
      return errorReply(400, 'The request is HTTP/2: the local server speaks HTTP/1.1 only.');
    default: {
      const why = (error.reason ?? error.message).replace(/^Parse Error: /, '');
      return errorReply(400, `The request is not valid HTTP/1.1 (${why}, ${error.code ?? 'unknown'}).`);
    }
  }
}

/** The body of an error answer, which is one buffer of JSON. */
function bodyOf(reply: Reply): Buffer {
  return Buffer.concat([...(reply.body.chunks() as Iterable<Buffer>)]);
}

/** `reply` as the raw bytes of an HTTP/1.1 answer that closes the connection. */
function rawAnswer(reply: Reply): Buffer {
  const body = bodyOf(reply);
  const head = [
    `HTTP/1.1 ${reply.status} ${STATUS_CODES[reply.status] ?? 'Error'}`,
    ...Object.entries(reply.headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${body.length}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

/** Writes `reply` on a socket that no ServerResponse owns, then closes it. */
function answerOnSocket(socket: Duplex, reply: Reply): void {
  if (!socket.writable) return void socket.destroy();
  socket.end(rawAnswer(reply));
}

/** The 400 of an HTTP/1.1 request without Host (RFC 9112, 3.2), or undefined when it has one. */
export function missingHost(req: IncomingMessage): Reply | undefined {
  if (req.httpVersion !== '1.1' || req.headers.host !== undefined) return undefined;
  return errorsReply({ Host: ['is required in an HTTP/1.1 request (RFC 9112, 3.2)'] });
}

/**
 * Makes `server` answer in the Error form what Node would answer bare; `counted` is told each status. The
 * server is created with SERVER_OPTIONS (missingHost() answers the request without Host in its place).
 */
export function answerProtocolErrors(server: Server, counted: (status: number) => void): void {
  server.on('clientError', (error: ParseError, socket: Duplex) => {
    // A client gone, or one whose answer was already sent: nothing to say to it.
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const reply = parseErrorReply(error);
    counted(reply.status);
    answerOnSocket(socket, reply);
  });
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const reply = errorReply(417, `Expect: ${req.headers.expect} is not supported; only 100-continue is.`);
    counted(reply.status);
    const body = bodyOf(reply);
    res.writeHead(reply.status, { ...reply.headers, 'Content-Length': body.length, Connection: 'close' });
    res.end(body);
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    const reply = errorReply(405, 'Method CONNECT is not allowed: the local server is not a proxy.');
    counted(reply.status);
    answerOnSocket(socket, reply);
  });
}
