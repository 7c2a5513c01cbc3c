// A stand-in for node:http2 in undici's HTTP/2 client, in the bundle only (build/tsup.action.ts). undici
// requires node:http2 when its client loads, for eight constants, and that alone loads http2, tls and
// crypto: the largest part of the credits check's start. HTTP/2 is only spoken when a TLS server offers it,
// so this module gives the constants (the protocol's own names and codes, RFC 9113; a test checks them
// against node:http2) and loads the real module on the first HTTP/2 connection.
import type * as Http2 from 'node:http2';

export const constants = {
  HTTP2_HEADER_AUTHORITY: ':authority',
  HTTP2_HEADER_METHOD: ':method',
  HTTP2_HEADER_PATH: ':path',
  HTTP2_HEADER_SCHEME: ':scheme',
  HTTP2_HEADER_CONTENT_LENGTH: 'content-length',
  HTTP2_HEADER_EXPECT: 'expect',
  HTTP2_HEADER_STATUS: ':status',
  HTTP2_HEADER_PROTOCOL: ':protocol',
  NGHTTP2_NO_ERROR: 0,
  NGHTTP2_REFUSED_STREAM: 7,
};

export function connect(...args: Parameters<typeof Http2.connect>): Http2.ClientHttp2Session {
  return process.getBuiltinModule('node:http2').connect(...args);
}
