import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  lazy
} from "./chunk-2PAOQWF4.mjs";
import {
  ConnectionError,
  DocConvertError,
  ResponseDecodeError
} from "./chunk-VRUNUPZX.mjs";

// src/file-amendment.ts
var Collector = class {
  #buffer;
  length = 0;
  constructor(expected, room) {
    this.#buffer = new Uint8Array((expected ?? 256 * 1024) + room);
  }
  #fit(size) {
    if (size <= this.#buffer.length) return;
    const grown = new Uint8Array(Math.max(size, this.#buffer.length * 2));
    grown.set(this.#buffer.subarray(0, this.length));
    this.#buffer = grown;
  }
  push(chunk) {
    this.#fit(this.length + chunk.length);
    this.#buffer.set(chunk, this.length);
    this.length += chunk.length;
  }
  view() {
    return this.#buffer.subarray(0, this.length);
  }
  /** The file with `tail` after it, in the same buffer. */
  withTail(tail) {
    this.#fit(this.length + tail.length);
    this.#buffer.set(tail, this.length);
    return this.#buffer.subarray(0, this.length + tail.length);
  }
};
function checkLength(received, expected) {
  if (expected !== void 0 && received !== expected) {
    throw new ConnectionError(`The file ended after ${received} of ${expected} bytes; the connection broke.`);
  }
}
async function* amendedChunks(chunks, expected, amendment) {
  const collector = new Collector(expected, amendment.room);
  for await (const chunk of chunks) {
    collector.push(chunk);
    yield chunk;
  }
  checkLength(collector.length, expected);
  const tail = amendment.append(collector.view());
  if (tail.length > 0) yield tail;
}
async function amendedBytes(chunks, expected, amendment) {
  const collector = new Collector(expected, amendment.room);
  for await (const chunk of chunks) collector.push(chunk);
  checkLength(collector.length, expected);
  return collector.withTail(amendment.append(collector.view()));
}

// src/metadata.ts
function int(value) {
  if (value === void 0 || value.trim() === "") return void 0;
  const n = Number(value.trim());
  return Number.isFinite(n) ? Math.trunc(n) : void 0;
}
function first(headers, ...names) {
  for (const name of names) {
    const value = headers[name];
    if (value !== void 0) return value;
  }
  return void 0;
}
function requestIdOf(headers) {
  return first(headers, "x-request-id", "x-pdfshift-request-id");
}
function parseRateLimit(headers) {
  const limit = int(headers["x-ratelimit-limit"]);
  const remaining = int(headers["x-ratelimit-remaining"]);
  const reset = int(headers["x-ratelimit-reset"]);
  if (limit === void 0 && remaining === void 0 && reset === void 0) return void 0;
  return { limit, remaining, reset, resetAt: reset === void 0 ? void 0 : new Date(reset * 1e3) };
}
function parseConversionMetadata(headers, rateLimit = parseRateLimit(headers)) {
  return {
    creditsCost: int(headers["x-credits-cost"]),
    creditsUsed: int(headers["x-credits-used"]),
    responseDuration: int(headers["x-response-duration"]),
    serviceDuration: int(first(headers, "x-service-duration", "x-pdfshift-duration")),
    processor: first(headers, "x-service-processor", "x-pdfshift-processor"),
    sourceStatusCode: int(headers["x-response-status-code"]),
    requestId: requestIdOf(headers),
    rateLimit
  };
}
function normalizeHeaders(raw) {
  const out = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === void 0 || value === null) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return out;
}

// src/responses-loader.ts
var responses = lazy(() => import("./responses-ZIFJAQ7Q.mjs"));
var loadedResponses = responses.loaded;
var loadResponses = responses.load;

// src/conversion.ts
var CONVERSION_CONTENT_TYPES = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp"
};
var FileConversion = class {
  /** @internal made by the client from an answer */
  constructor(format, status, metadata, response, sink, amendment) {
    this.format = format;
    this.status = status;
    this.metadata = metadata;
    this.#sink = sink;
    this.#amendment = amendment;
    this.contentType = response.headers["content-type"] ?? "application/octet-stream";
    const length = Number(response.headers["content-length"]);
    this.contentLength = response.headers["content-length"] !== void 0 && Number.isFinite(length) ? length : void 0;
    this.#body = response.body;
  }
  format;
  status;
  metadata;
  /** Tells the three answers apart. */
  kind = "file";
  /** The Content-Type the service sent, e.g. `application/pdf`. */
  contentType;
  /** From Content-Length, when the service sent it. */
  contentLength;
  #body;
  #sink;
  #amendment;
  /**
   * With the `outline` request option: what the outline did, once the file was read (`bytes()`, `toFile()`,
   * or `stream()` to its end): the bookmarks written, the headings found on no page. Undefined without it.
   */
  get outline() {
    return this.#amendment?.result;
  }
  #take() {
    const body = this.#body;
    if (!body) throw new DocConvertError("The file of this conversion was already read (or discarded).");
    this.#body = void 0;
    return body;
  }
  /** The whole file in memory. Fails with ConnectionError when fewer bytes arrive than announced. */
  async bytes() {
    if (this.#amendment) return amendedBytes(this.#take(), this.contentLength, this.#amendment);
    const bytes = await this.#take().bytes();
    checkLength(bytes.byteLength, this.contentLength);
    return bytes;
  }
  /** The file as it arrives, chunk by chunk (pass to stream.pipeline or Readable.from). */
  stream() {
    const body = this.#take();
    return this.#amendment ? amendedChunks(body, this.contentLength, this.#amendment) : body;
  }
  /**
   * Writes the file to `path` without holding it in memory: into a temporary file beside it, checked against
   * Content-Length, then renamed. Returns the number of bytes. The folder must exist (it is not created).
   * On any failure `path` is left as it was and no temporary file remains: a file system failure throws
   * FileWriteError (naming `path`, the system error as `cause`), a broken download ConnectionError, an abort
   * AbortError.
   */
  async toFile(path) {
    if (!this.#sink) {
      await this.discard();
      throw new DocConvertError(
        "toFile() needs a file system: this client was created without one; use bytes()."
      );
    }
    const body = this.#take();
    try {
      const amendment = this.#amendment;
      const chunks = amendment ? amendedChunks(body, this.contentLength, amendment) : body;
      const expected = amendment ? void 0 : this.contentLength;
      return await this.#sink.write(path, chunks, expected, { releaseWritten: body.releasable });
    } catch (error) {
      await body.cancel().catch(() => void 0);
      throw error;
    }
  }
  /** Drops the file unread and frees the connection. */
  async discard() {
    const body = this.#body;
    this.#body = void 0;
    await body?.cancel();
  }
};
async function readJson(response) {
  const text = await response.body.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ResponseDecodeError(`The conversion answered ${response.status} with a body that is not JSON.`);
  }
}
function mediaTypeOf(contentType) {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type || void 0;
}
function fileTypesOf(format, encoded) {
  const own = CONVERSION_CONTENT_TYPES[format];
  return encoded ? [own, "text/plain"] : [own];
}
async function readConversion({ format, encoded, amendment }, response, sink, rateLimit) {
  const metadata = parseConversionMetadata(response.headers, rateLimit);
  const type = mediaTypeOf(response.headers["content-type"]);
  const isJson = type !== void 0 && /\bjson\b/.test(type);
  if (response.status !== 202 && !isJson) {
    const expected = fileTypesOf(format, encoded);
    if (type === void 0 || !expected.includes(type)) {
      await response.body.cancel().catch(() => void 0);
      throw new ResponseDecodeError(
        `The conversion to ${format} answered ${response.status} with ${type ?? "no content type"}, not ${expected.join(" or ")}: that is not the document, and nothing was written. Something other than the service may have answered (a proxy or a captive portal); check baseUrl.`
      );
    }
    return new FileConversion(format, response.status, metadata, response, sink, amendment);
  }
  const { conversionAnswers, READ_ONCE } = loadedResponses() ?? await loadResponses();
  if (response.status === 202) {
    const parsed2 = conversionAnswers.queued.safeParse(await readJson(response), READ_ONCE);
    if (!parsed2.success) throw new ResponseDecodeError("The 202 answer is not a queued acknowledgement.");
    return { kind: "queued", format, status: 202, metadata, acknowledgement: parsed2.data };
  }
  const parsed = conversionAnswers.result.safeParse(await readJson(response), READ_ONCE);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ResponseDecodeError(
      `The JSON conversion result is not as documented: ${issue?.path.join(".") || "body"}: ${issue?.message}.`
    );
  }
  return { kind: "stored", format, status: response.status, metadata, result: parsed.data };
}

export {
  requestIdOf,
  parseRateLimit,
  normalizeHeaders,
  loadedResponses,
  loadResponses,
  CONVERSION_CONTENT_TYPES,
  readConversion
};
