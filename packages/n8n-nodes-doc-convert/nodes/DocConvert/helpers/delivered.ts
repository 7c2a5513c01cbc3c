// A document the service delivers by webhook, in the node's one output shape: the call is checked with the
// library's parseWebhook (the X-Doc-Convert-Secret header against the secret the conversion was sent with;
// a missing or wrong one answers 401 and starts nothing), a success becomes the item a conversion with a
// storage name outputs (the file downloaded into the binary field, or only its URL), and a failure an item
// carrying the error. Shared by the Doc Convert Trigger and Doc Convert's Wait for the Document.
import {
  NodeOperationError,
  type IDataObject,
  type INodeExecutionData,
  type IWebhookFunctions,
  type IWebhookResponseData,
} from 'n8n-workflow';
import {
  type ConversionFormat,
  parseConversionMetadata,
  type ConversionResult,
  parseWebhook,
  WEBHOOK_SECRET_HEADER,
  WebhookVerificationError,
  type WebhookRefusal,
  type WebhookFailure,
  type WebhookSuccess,
} from '@doc-convert/core';
import { storedItem, type OutputMode } from '../document/output';

export interface DeliverySettings {
  /** As a conversion's Output: the file (downloaded into the binary field), its URL, or both. */
  output: OutputMode;
  binaryField: string;
  /** The binary file's name; empty: the stored file's own name. */
  fileName: string;
  /** What was rendered, when the sender knows it; else read from the stored file's extension. */
  format?: ConversionFormat;
  /** Whether it was a sandbox conversion, when the sender knows it (Wait for the Document; not the Trigger). */
  sandbox?: boolean;
}

const EXTENSIONS: Record<string, ConversionFormat> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
};

/** The stored file's name (the last part of its URL's path) and its format. */
function storedFile(url: string): { name: string; format: ConversionFormat } {
  const path = new URL(url).pathname;
  const name = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  const extension = /\.([A-Za-z]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  // The service stores a PDF unless asked for an image; a name without a known extension is its PDF.
  return { name: name || 'document.pdf', format: EXTENSIONS[extension] ?? 'pdf' };
}

/** The delivery in the shape of a stored conversion's JSON result (what conversionOutput reads). */
function storedResult(delivery: WebhookSuccess): ConversionResult {
  return {
    ...delivery.payload,
    success: true,
    url: delivery.url,
    filesize: delivery.filesize,
    duration: delivery.durationMs,
    response: { duration: delivery.response.durationMs, 'status-code': delivery.response.statusCode },
    executed: delivery.executed.toISOString(),
    ...(delivery.pdfPages === undefined ? {} : { pdf_pages: delivery.pdfPages }),
  };
}

/**
 * The answer to a call refused for its secret, for whoever made it: the service, or an operator trying the URL
 * with curl (the core's own words speak to a library's developer).
 */
const REFUSED: Record<Exclude<WebhookRefusal, 'invalid-payload'>, string> = {
  'missing-secret': `This call has no ${WEBHOOK_SECRET_HEADER} header, so it was not sent with this webhook's secret: it starts nothing. A Doc Convert node sends the header when its Options → Delivery → Webhook Secret is set; with curl, add -H '${WEBHOOK_SECRET_HEADER}: <the secret>'.`,
  'wrong-secret': `This call's ${WEBHOOK_SECRET_HEADER} header is not the secret this webhook expects: it starts nothing. For a Doc Convert Trigger, set the same Webhook Secret there and in the Doc Convert node (Options → Delivery).`,
};

/** The service's call, read: refused (answered already), a failure the service reports, or a delivered file. */
export type ReadDelivery =
  | { kind: 'refused'; answer: IWebhookResponseData }
  | { kind: 'failure'; failure: WebhookFailure }
  | { kind: 'success'; delivery: WebhookSuccess };

/**
 * Checks the call with `secret`: a 401 (missing or wrong secret) or 400 (not a delivery) is answered here, with
 * no item, so no execution starts (or the waiting one keeps waiting).
 */
export function readDelivery(this: IWebhookFunctions, secret: string): ReadDelivery {
  let delivery;
  try {
    delivery = parseWebhook(this.getBodyData(), { headers: this.getHeaderData(), secret });
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) {
      throw new NodeOperationError(this.getNode(), error as Error);
    }
    const status = error.reason === 'invalid-payload' ? 400 : 401;
    const message = error.reason === 'invalid-payload' ? error.message : REFUSED[error.reason];
    this.getResponseObject().status(status).json({ error: message });
    return { kind: 'refused', answer: { noWebhookResponse: true } };
  }
  return delivery.success ? { kind: 'success', delivery } : { kind: 'failure', failure: delivery };
}

/** A failure the service reports, as an item carrying the error. */
export function failureJson(failure: WebhookFailure): IDataObject {
  return {
    error: failure.message,
    code: failure.code,
    ...(failure.identifier === undefined ? {} : { identifier: failure.identifier }),
  };
}

/**
 * The delivered file as the item a conversion outputs: the file downloaded into the binary field (or only its
 * URL). The delivery tells the durations and the source's status, as a direct answer's headers do.
 */
export async function deliveredItem(
  this: IWebhookFunctions,
  delivery: WebhookSuccess,
  settings: DeliverySettings,
): Promise<INodeExecutionData> {
  const file = storedFile(delivery.url);
  const format = settings.format ?? file.format;
  return storedItem.call(this, {
    format,
    metadata: {
      ...parseConversionMetadata({}),
      serviceDuration: delivery.durationMs,
      responseDuration: delivery.response.durationMs,
      sourceStatusCode: delivery.response.statusCode,
    },
    stored: storedResult(delivery),
    settings: {
      output: settings.output,
      binaryField: settings.binaryField,
      fileName: settings.fileName.trim() || file.name,
      storageName: file.name.replace(/\.[^.]*$/, ''),
      base64: false,
      sandbox: settings.sandbox,
    },
  });
}

/** The Doc Convert Trigger's answer: the delivered file's item, a failure's item, or the refusal. */
export async function receiveDelivery(
  this: IWebhookFunctions,
  secret: string,
  settings: DeliverySettings,
): Promise<IWebhookResponseData> {
  const read = readDelivery.call(this, secret);
  if (read.kind === 'refused') return read.answer;
  if (read.kind === 'failure') return { workflowData: [[{ json: failureJson(read.failure) }]] };
  return { workflowData: [[await deliveredItem.call(this, read.delivery, settings)]] };
}
