// The public surface of the built package, pinned: exactly these values at run time (ESM and CommonJS alike)
// and exactly these names in the declarations (.d.mts and .d.ts alike). packages/doc-convert/src/index.ts is the one place that
// decides them; anything added there, or leaking from elsewhere (a schema, a parser, editDistance, redact),
// fails here until it is added to this list on purpose. packages/doc-convert/test/public-api.package.test.ts pins each name's signature.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { CJS_ENTRY, CJS_TYPES, ESM_ENTRY, ESM_TYPES, runModule } from '@doc-convert/testing/packages/built';
import { ensureBuilt } from '@doc-convert/testing/packages/packed';

beforeAll(ensureBuilt, 600_000);

/** What a program can use at run time. */
const VALUES = [
  // The client and its constants
  'DocConvert',
  'DEFAULT_BASE_URL',
  'DEFAULT_TIMEOUT_MS',
  'VERSION',
  'PAGE_FORMATS',
  'PROCESSOR_VERSIONS',
  // A template's variables
  'templateVariables',
  'missingVariables',
  'nestVariables',
  // Errors
  'DocConvertError',
  'ValidationError',
  'APIError',
  'BadRequestError',
  'AuthenticationError',
  'ForbiddenError',
  'InsufficientCreditsError',
  'PermissionDeniedError',
  'NotFoundError',
  'SourceTimeoutError',
  'RateLimitError',
  'InternalServerError',
  'ConnectionError',
  'TimeoutError',
  'AbortError',
  'ResponseDecodeError',
  'FileWriteError',
  // Receiving a webhook call
  'parseWebhook',
  'WebhookVerificationError',
  // Bookmarks from headings for a PDF you already have
  'addOutline',
  // Two PDFs compared page by page
  'comparePdfs',
  // A book of PDFs you already have
  'mergePdfs',
];

/** Names that exist for the type checker only. */
const TYPES = [
  // Settings and per-call options
  'DocConvertOptions',
  'RequestOptions',
  'RetryPolicy',
  'Sleep',
  'Logger',
  'LogLevel',
  'UndiciTransportOptions',
  'ConvertRequestOptions',
  'PdfRequestOptions',
  'ProcessorVersion',
  // Bookmarks from headings
  'OutlineOption',
  'OutlineResult',
  'OutlineHeading',
  'AddOutlineOptions',
  // Two PDFs compared page by page
  'PdfComparison',
  'PdfComparisonOptions',
  'PdfComparisonImageOptions',
  'PdfCanvasModule',
  'PdfComparisonSummary',
  'PdfPageChange',
  'PdfChangedPage',
  'PdfAddedPage',
  'PdfRemovedPage',
  'PdfMovedPage',
  'PdfTextDiff',
  'PdfPageImages',
  // A book of PDFs you already have
  'BookCover',
  'BookDocument',
  'LinkCounts',
  'MergedBook',
  'MergePdfsDocument',
  'MergePdfsOptions',
  'MissingSection',
  // What each method returns, and the resources that have the methods
  'APIPromise',
  'PagePromise',
  'WithResponse',
  'AccountResource',
  'CreditsResource',
  'ApiKeysResource',
  'ConvertResource',
  'InvoicesResource',
  'LogsResource',
  'TemplatesResource',
  // Conversion options
  'ConversionOptions',
  'BasicAuth',
  'Cookie',
  'Webhook',
  'WebhookOptions',
  'PdfOptions',
  'PdfFormat',
  'PageFormat',
  'HeaderFooter',
  'PdfMetadata',
  'Protection',
  'Margin',
  'MarginSides',
  'Watermark',
  'WatermarkFontFamily',
  'WatermarkOffsetX',
  'WatermarkOffsetY',
  'ImageConversionOptions',
  'PngOptions',
  'JpegOptions',
  'WebpOptions',
  'Clip',
  'ImageDpi',
  // Conversion answers
  'Conversion',
  'ConversionFormat',
  'FileConversion',
  'StoredConversion',
  'QueuedConversion',
  'ConversionResult',
  'QueuedAcknowledgement',
  'ConversionMetadata',
  'RateLimit',
  // Markdown as a source
  'FromMarkdown',
  'MarkdownDocument',
  'MarkdownProblem',
  'MarkdownProblemKind',
  'MarkdownResult',
  'MarkdownSource',
  // Other operations
  'Account',
  'Plan',
  'Credits',
  'Invoice',
  'ApiKey',
  'LogEntry',
  'LogsPage',
  'Template',
  'Page',
  'PageParams',
  'IterateParams',
  'LogsListParams',
  'LogStatus',
  'TemplateCreateParams',
  'TemplateUpdateParams',
  'TemplateGenerateParams',
  'TemplateGenerateResult',
  'TemplateExt',
  'TemplateData',
  'TemplateVariable',
  'TemplateVariableType',
  // Receiving a webhook call
  'WebhookDelivery',
  'WebhookSuccess',
  'WebhookFailure',
  'WebhookHeaders',
  'WebhookRefusal',
  'ParseWebhookOptions',
  // Errors and custom transports
  'ValidationIssue',
  'Transport',
  'TransportRequest',
  'TransportResponse',
  'TransportBody',
  'HttpMethod',
];

const sorted = (names: Iterable<string>) => [...names].sort();

describe('the run-time exports', () => {
  it('of the ESM build are exactly the listed values', () => {
    const keys = runModule(
      `const lib = await import(${JSON.stringify(pathToFileURL(ESM_ENTRY).href)}); console.log(JSON.stringify(Object.keys(lib)))`,
    );
    expect(sorted(JSON.parse(keys) as string[])).toEqual(sorted(VALUES));
  });

  it('of the CommonJS build are the same', () => {
    const lib = createRequire(import.meta.url)(CJS_ENTRY) as object;
    expect(sorted(Object.keys(lib))).toEqual(sorted(VALUES));
  });
});

describe.each([
  ['.d.mts', ESM_TYPES],
  ['.d.ts', CJS_TYPES],
])('the declarations (%s)', (_name, file) => {
  it('export exactly the listed values and types', () => {
    const program = ts.createProgram([file], { strict: true });
    const checker = program.getTypeChecker();
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    const names = checker.getExportsOfModule(module).map((symbol) => symbol.name);
    expect(sorted(names)).toEqual(sorted([...VALUES, ...TYPES]));
  });
});
