// What the end-to-end run must show. Node by node of examples/n8n/doc-convert-every-operation.json: each
// operation's output in n8n (binary size, MIME type and first bytes; JSON fields in the node's one output shape)
// agrees with the local server's state (its logs, templates, keys, stored files, webhook deliveries, the
// request bodies), documents generated from a template hold their data, credits moved by what was converted,
// and no secret reached the output. For the two examples to learn from: the invoice template was stored on the
// first run and the invoice PDF holds the item's data; the screenshot is a full-page PNG as configured.
import { isDeepStrictEqual } from 'node:util';
import type { LocalServer } from 'doc-convert-server';
import { pageTexts } from '@doc-convert/testing/pdf';
import { readOutline } from '@doc-convert/testing/pdf-outline';

/**
 * A generate body holds the item's fields as its variables, flat beside the options (as the service reads it),
 * each as it was, and no `data` wrapper the item did not have.
 */
function holdsVariables(body: Record<string, unknown>, data: Record<string, unknown>): boolean {
  if (Object.hasOwn(body, 'data') && !Object.hasOwn(data, 'data')) return false;
  return (
    Object.keys(data).length > 0 &&
    Object.entries(data).every(([key, value]) => isDeepStrictEqual(body[key], value))
  );
}

export interface ExpectedState {
  creditsUsedBefore: number;
  /** References of the five newest invoices. */
  invoices: string[];
  templates: Array<{ slug: string; html: string }>;
  disabledKeyTail: string;
}

/** The page behind Basic Auth, its login, and what it saw. */
export interface ProtectedPage {
  url: string;
  login: { user: string; password: string };
  authorized: number;
  refused: number;
}

export interface ExecutionRun {
  data: Record<string, unknown>;
  stdout: string;
  nodeNames: string[];
}

interface Item {
  json: Record<string, unknown>;
  binary?: Record<
    string,
    { mimeType: string; fileName?: string; bytes?: number; id?: string; data?: string }
  >;
}

/** What n8n's dynamic-parameters endpoint answered for Generate Document's Variables (run.ts askTheEditor). */
export interface MapperAnswers {
  /** For the template the every-operation workflow created and updated. */
  known: { fields?: Array<{ id: string; type?: string; display?: boolean }>; emptyFieldsNotice?: string };
  /** For a slug with no template. */
  missing: { fields?: unknown[]; emptyFieldsNotice?: string };
  /** The requests the local server received while n8n answered both. */
  paths: string[];
}

export interface RunCheck {
  mapper: MapperAnswers;
  everyOperation: ExecutionRun;
  invoice: ExecutionRun;
  screenshot: ExecutionRun;
  server: LocalServer;
  page: ProtectedPage;
  pdfPassword: string;
  /** The API key Recent Logs filters on. */
  logKey: string;
  /** What must appear in no output: the API key, the key to enable, the page's and the PDF's passwords. */
  secrets: string[];
  expected: ExpectedState;
  readBinary: (id: string) => Promise<Buffer>;
  log: (message: string) => void;
}

const PDF_MAGIC = '%PDF-';
const PNG_MAGIC = '\x89PNG';
const JPEG_MAGIC = '\xff\xd8\xff';
const WEBP_MAGIC = 'RIFF';

/** Conversions of the every-operation workflow that spend credits (the others run in sandbox). */
const CHARGED = ['PDF from HTML File', 'PDF from HTML', 'PDF Stored', 'PDF Both'];

/** The names of the one conversion output shape (ConversionOutput in nodes/DocConvert/document/output.ts). */
const OUTPUT_KEYS = [
  'format',
  'bookmarks',
  'fileName',
  'mimeType',
  'fileSize',
  'pages',
  'url',
  'base64',
  'queued',
  'requestId',
  'creditsCost',
  'creditsUsed',
  'sandbox',
  'durationMs',
  'loadDurationMs',
  'sourceStatusCode',
  'processor',
  'executedAt',
  'rateLimit',
];
/** What each answer tells: a file (in the item or stored), a stored file's JSON too, or a queued conversion. */
const CONVERTED = [
  'format',
  'fileName',
  'mimeType',
  'fileSize',
  'queued',
  'requestId',
  'creditsCost',
  'creditsUsed',
];
const WANTED = {
  file: [...CONVERTED, 'durationMs', 'rateLimit'],
  stored: [...CONVERTED, 'durationMs', 'rateLimit', 'url', 'pages', 'executedAt'],
  storedImage: [...CONVERTED, 'durationMs', 'rateLimit', 'url', 'executedAt'],
  queued: ['format', 'queued', 'requestId', 'rateLimit'],
};

const isIso = (value: unknown) => typeof value === 'string' && new Date(value).toISOString() === value;

export async function checkRun(run: RunCheck): Promise<number> {
  const { server, expected, log, page } = run;
  let failures = 0;
  const check = (node: string, label: string, ok: boolean, detail = '') => {
    if (!ok) failures++;
    log(`${ok ? 'ok  ' : 'FAIL'} ${node}: ${label}${ok || !detail ? '' : ` (${detail})`}`);
  };

  /** The items and JSON of one execution's nodes. */
  const reader = (execution: ExecutionRun) => {
    const resultData = (
      execution.data.data as { resultData: { runData: Record<string, unknown[]>; error?: unknown } }
    ).resultData;
    const items = (node: string): Item[] => {
      const task = resultData.runData[node]?.[0] as { data?: { main?: Item[][] } } | undefined;
      return task?.data?.main?.[0] ?? [];
    };
    const first = (node: string): Item => items(node)[0] ?? { json: {} };
    return { resultData, items, first, json: (node: string) => first(node).json };
  };

  function checkRan(name: string, execution: ExecutionRun) {
    const { resultData } = reader(execution);
    check(
      name,
      'executed without error',
      resultData.error === undefined && execution.data.status === 'success',
    );
    for (const node of execution.nodeNames)
      check(name, `${node} ran`, (resultData.runData[node]?.length ?? 0) > 0);
    // Where a secret shows up, with the secret itself replaced: enough to find the leak, nothing to leak.
    const leaks = run.secrets.flatMap((secret, index) => {
      const at = execution.stdout.indexOf(secret);
      if (at < 0) return [];
      const around = execution.stdout.slice(Math.max(0, at - 120), at + secret.length + 40);
      return [`secret #${index + 1} in …${around.split(secret).join('[secret]')}…`];
    });
    check(
      name,
      'no secret (API key, key to enable, page password, PDF password) in the output',
      leaks.length === 0,
      leaks.join('\n'),
    );
  }

  async function checkFile(
    execution: ExecutionRun,
    node: string,
    field: string,
    mimeType: string,
    fileName: string,
    magic: string,
  ): Promise<Buffer | undefined> {
    const { first, json } = reader(execution);
    const binary = first(node).binary?.[field];
    check(
      node,
      `binary "${field}" is ${mimeType} named ${fileName}`,
      binary?.mimeType === mimeType && binary.fileName === fileName,
      JSON.stringify(binary),
    );
    if (!binary) return undefined;
    const bytes = binary.id ? await run.readBinary(binary.id) : Buffer.from(binary.data ?? '', 'base64');
    check(
      node,
      `file starts with ${JSON.stringify(magic)}, ${bytes.length} bytes`,
      bytes.subarray(0, magic.length).toString('latin1') === magic,
    );
    check(
      node,
      'binary size = fileSize, file name = fileName in JSON',
      binary.bytes === bytes.length &&
        json(node).fileSize === bytes.length &&
        json(node).fileName === fileName,
      `bytes ${binary.bytes}, file ${bytes.length}, json ${JSON.stringify(json(node))}`,
    );
    return bytes;
  }

  /** The one output shape: known camelCase names only, what the mode tells present, dates ISO. */
  /** The one output shape; a document generated from a template adds the variables its data lacked. */
  function checkShape(execution: ExecutionRun, node: string, mode: keyof typeof WANTED, generated = false) {
    const json = reader(execution).json(node);
    const keys = Object.keys(json);
    const wanted = generated ? [...WANTED[mode], 'missingVariables'] : WANTED[mode];
    const allowed = generated ? [...OUTPUT_KEYS, 'missingVariables'] : OUTPUT_KEYS;
    const rateLimit = (json.rateLimit ?? {}) as Record<string, unknown>;
    check(
      node,
      `output shape (${mode}): ${wanted.length} names present, none outside the shape, dates ISO`,
      keys.every((key) => allowed.includes(key)) &&
        (!generated || Array.isArray(json.missingVariables)) &&
        wanted.every((key) => key in json) &&
        (json.executedAt === undefined || isIso(json.executedAt)) &&
        (json.sandbox === undefined || json.sandbox === true) &&
        isIso(rateLimit.resetAt) &&
        !('reset' in rateLimit),
      JSON.stringify(json),
    );
  }

  // ---- every operation -------------------------------------------------------------------------------------
  const every = run.everyOperation;
  const { items, first, json } = reader(every);
  const requestOf = (requestId: unknown) => server.state.requests.find((r) => r.requestId === requestId);
  checkRan('every operation', every);

  check(
    'Credits Before',
    'credits used before',
    json('Credits Before').used === expected.creditsUsedBefore,
    JSON.stringify(json('Credits Before')),
  );
  check(
    'Account',
    'account of the key, camelCase, ISO dates',
    json('Account').email === server.state.account.email &&
      (json('Account').plan as { name?: string })?.name === server.state.account.plan.name &&
      json('Account').firstName === server.state.account.firstname &&
      isIso(json('Account').createdAt),
    JSON.stringify(json('Account')),
  );
  check(
    'Invoices',
    'the five newest invoices',
    isDeepStrictEqual(
      items('Invoices').map((i) => i.json.reference),
      expected.invoices,
    ) && items('Invoices').every((i) => isIso(i.json.createdAt) && typeof i.json.downloadUrl === 'string'),
    JSON.stringify(items('Invoices').map((i) => i.json)),
  );
  check(
    'Templates',
    'every template',
    isDeepStrictEqual(
      items('Templates').map((i) => i.json.slug),
      expected.templates.map((t) => t.slug),
    ),
  );
  check(
    'Template HTML',
    'the raw HTML of "invoice", picked from the list',
    json('Template HTML').html === expected.templates.find((t) => t.slug === 'invoice')?.html,
  );

  const fromFile = await checkFile(
    every,
    'PDF from HTML File',
    'data',
    'application/pdf',
    'invoice.pdf',
    PDF_MAGIC,
  );
  checkShape(every, 'PDF from HTML File', 'file');
  // What was sent is read from the request the server received: its log keeps no query for a conversion (the
  // service's log shows query: null unless the request sets log_request).
  const fromFileId = json('PDF from HTML File').requestId;
  const fromFileLog = server.state.logs.get(String(fromFileId));
  const fromFileBody = (requestOf(fromFileId)?.body ?? {}) as { source?: string; format?: string };
  check(
    'PDF from HTML File',
    'the server converted the template HTML from the binary field, Letter pages',
    fromFileLog?.code === 200 &&
      fromFileLog.filesize === fromFile?.length &&
      fromFileBody.source === expected.templates.find((t) => t.slug === 'invoice')?.html &&
      fromFileBody.format === 'Letter',
    JSON.stringify({ log: fromFileLog, format: fromFileBody.format }),
  );

  await checkFile(every, 'PDF from HTML', 'report', 'application/pdf', 'quarterly-report.pdf', PDF_MAGIC);
  const report = json('PDF from HTML');
  const reportRequest = requestOf(report.requestId);
  const reportBody = (reportRequest?.body ?? {}) as Record<string, unknown>;
  check(
    'PDF from HTML',
    'Page Layout and Options groups sent under their API names, processor version header, n8n user agent',
    reportRequest?.headers['x-processor-version'] === '142' &&
      /^doc-convert\/\S+ n8n$/.test(reportRequest.headers['user-agent'] ?? '') &&
      reportBody.format === 'A4' &&
      isDeepStrictEqual(reportBody.margin, { top: '20mm', right: '15mm', bottom: '20mm', left: '15mm' }) &&
      isDeepStrictEqual(reportBody.metadata, { title: 'Quarterly report', department: 'Finance' }) &&
      (reportBody.watermark as { text?: string })?.text === 'CONFIDENTIAL' &&
      (reportBody.watermark as { offset_y?: string })?.offset_y === '40mm' &&
      (reportBody.footer as { height?: string })?.height === '12mm',
    JSON.stringify({ headers: reportRequest?.headers, body: reportBody }),
  );
  check(
    'PDF from HTML',
    'the open password came from the environment through an expression',
    isDeepStrictEqual(reportBody.protection, { user_password: run.pdfPassword, no_print: true }),
    JSON.stringify(reportBody.protection),
  );
  checkShape(every, 'PDF from HTML', 'file');
  check(
    'PDF from HTML',
    'credits, timings and processor in the output',
    report.creditsCost === 1 &&
      report.creditsUsed === 1 &&
      typeof report.durationMs === 'number' &&
      typeof report.loadDurationMs === 'number' &&
      report.processor === server.state.processor &&
      typeof (report.rateLimit as { remaining?: number })?.remaining === 'number',
    JSON.stringify(report),
  );

  await checkFile(
    every,
    'PDF from Protected URL',
    'data',
    'application/pdf',
    'intranet-report.pdf',
    PDF_MAGIC,
  );
  const protectedBody = (requestOf(json('PDF from Protected URL').requestId)?.body ?? {}) as Record<
    string,
    unknown
  >;
  check(
    'PDF from Protected URL',
    'the Source Login credential reached the service as auth, and the page let it in',
    protectedBody.source === page.url &&
      isDeepStrictEqual(protectedBody.auth, { username: page.login.user, password: page.login.password }) &&
      page.authorized === 1 &&
      page.refused === 0 &&
      json('PDF from Protected URL').sourceStatusCode === 200,
    JSON.stringify({ auth: protectedBody.auth !== undefined, page: { ...page, login: undefined } }),
  );

  await checkFile(every, 'PNG Full Page', 'data', 'image/png', 'dashboard.png', PNG_MAGIC);
  checkShape(every, 'PNG Full Page', 'file');
  check(
    'PNG Full Page',
    'sandbox: cost 1, used 0, and the output says it was a sandbox run',
    json('PNG Full Page').creditsCost === 1 &&
      json('PNG Full Page').creditsUsed === 0 &&
      json('PNG Full Page').sandbox === true,
    JSON.stringify(json('PNG Full Page')),
  );

  const bodyOf = (node: string, execution = every) =>
    (requestOf(reader(execution).json(node).requestId)?.body ?? {}) as Record<string, unknown>;

  await checkFile(every, 'JPEG Clip', 'data', 'image/jpeg', 'clip.jpeg', JPEG_MAGIC);
  checkShape(every, 'JPEG Clip', 'file');
  check(
    'JPEG Clip',
    'POST /convert/jpeg with the clip region and quality 70, in sandbox',
    isDeepStrictEqual(bodyOf('JPEG Clip').clip, { x: 0, y: 0, width: 400, height: 300 }) &&
      bodyOf('JPEG Clip').quality === 70 &&
      bodyOf('JPEG Clip').sandbox === true &&
      requestOf(json('JPEG Clip').requestId)?.path === '/v3/convert/jpeg' &&
      json('JPEG Clip').creditsUsed === 0,
    JSON.stringify({ ...bodyOf('JPEG Clip'), source: undefined }),
  );

  await checkFile(every, 'WebP Element', 'data', 'image/webp', 'chart.webp', WEBP_MAGIC);
  checkShape(every, 'WebP Element', 'file');
  check(
    'WebP Element',
    'POST /convert/webp of the #chart element at 2x, quality 90',
    bodyOf('WebP Element').css_selector === '#chart' &&
      bodyOf('WebP Element').dpi === 2 &&
      bodyOf('WebP Element').quality === 90 &&
      requestOf(json('WebP Element').requestId)?.path === '/v3/convert/webp',
    JSON.stringify({ ...bodyOf('WebP Element'), source: undefined }),
  );

  const stored = json('PDF Stored');
  const storedId = /\/files\/([^/]+)\//.exec(String(stored.url))?.[1];
  const storedFile = storedId ? server.state.files.get(storedId) : undefined;
  check(
    'PDF Stored',
    'JSON Result: URL of the stored file, its name, size and pages; no binary',
    first('PDF Stored').binary === undefined &&
      storedFile?.filename === 'stored-report-001.pdf' &&
      stored.fileName === 'stored-report-001.pdf' &&
      stored.fileSize === storedFile.body.length &&
      typeof stored.pages === 'number',
    JSON.stringify(stored),
  );
  checkShape(every, 'PDF Stored', 'stored');

  const both = await checkFile(every, 'PDF Both', 'data', 'application/pdf', 'both.pdf', PDF_MAGIC);
  check(
    'PDF Both',
    'JSON Result and the downloaded stored file agree',
    String(json('PDF Both').url).includes('/both-report-001.pdf') &&
      json('PDF Both').fileSize === both?.length,
  );
  checkShape(every, 'PDF Both', 'stored');

  const queued = json('PDF Queued');
  check(
    'PDF Queued',
    'queued acknowledgement',
    queued.queued === true && first('PDF Queued').binary === undefined,
    JSON.stringify(queued),
  );
  checkShape(every, 'PDF Queued', 'queued');
  const delivery = await server.state
    .waitForWebhook(String(queued.requestId), 10_000)
    .catch((error: Error) => error);
  check(
    'PDF Queued',
    'the service was asked to call the webhook',
    !(delivery instanceof Error) &&
      delivery.url === 'https://example.com/hooks/doc-convert' &&
      delivery.method === 'POST',
    delivery instanceof Error ? delivery.message : JSON.stringify(delivery),
  );

  const logEntry = json('Log Entry');
  check(
    'Log Entry',
    'the log of the PDF from HTML request, camelCase, executedAt ISO, durationMs',
    logEntry.requestId === report.requestId &&
      logEntry.statusCode === 200 &&
      logEntry.creditsUsed === 1 &&
      isIso(logEntry.executedAt) &&
      typeof logEntry.durationMs === 'number',
    JSON.stringify(logEntry),
  );

  const enabled = json('Enable API Key');
  const key = [...server.state.keys.values()].find((k) => k.token.endsWith(expected.disabledKeyTail));
  check(
    'Enable API Key',
    'the key read from the environment was enabled, its secret masked in the output',
    key?.active === true && enabled.name === key.name && enabled.token === `…${expected.disabledKeyTail}`,
    JSON.stringify(enabled),
  );

  const recent = items('Recent Logs').map((item) => item.json);
  check(
    'Recent Logs',
    'the five newest successful requests of the key, newest first, in Log → Get’s form',
    recent.length === 5 &&
      recent.every(
        (entry, i) =>
          entry.error === null &&
          Number(entry.statusCode) < 400 &&
          server.state.logKey(String(entry.requestId)) === run.logKey &&
          isIso(entry.executedAt) &&
          typeof entry.durationMs === 'number' &&
          (i === 0 || Number(entry.id) < Number(recent[i - 1]!.id)),
      ),
    JSON.stringify(recent.map(({ id, requestId, statusCode }) => ({ id, requestId, statusCode }))),
  );
  const logsRequest = server.state.requests.find((r) => r.path.startsWith('/v3/logs?'));
  check(
    'Recent Logs',
    'GET /logs with limit 5, status success, the key and a before time',
    /[?&]limit=5(&|$)/.test(logsRequest?.path ?? '') &&
      /[?&]status=success(&|$)/.test(logsRequest?.path ?? '') &&
      /[?&]key=/.test(logsRequest?.path ?? '') &&
      /[?&]before=\d{4}-\d{2}-\d{2}T/.test(logsRequest?.path ?? ''),
    logsRequest?.path,
  );

  const certificate = server.state.templates.get('course-certificate');
  check(
    'Create Template',
    'the template stored, its record in the output',
    json('Create Template').slug === 'course-certificate' &&
      json('Create Template').name === 'Course certificate' &&
      isIso(json('Create Template').createdAt),
    JSON.stringify(json('Create Template')),
  );
  check(
    'Update Template',
    'new name and content, picked from the list',
    json('Update Template').name === 'Course certificate 2026' &&
      certificate?.name === 'Course certificate 2026' &&
      certificate.html.includes('Issued {{issued}}'),
    JSON.stringify(json('Update Template')),
  );

  const certificatePdf = await checkFile(
    every,
    'Certificate PDF',
    'data',
    'application/pdf',
    'certificate.pdf',
    PDF_MAGIC,
  );
  checkShape(every, 'Certificate PDF', 'file', true);
  const certificateText = certificatePdf
    ? (await pageTexts(certificatePdf)).join(' ').replace(/\s+/g, ' ')
    : '';
  const bookmarks = certificatePdf ? await readOutline(certificatePdf) : [];
  check(
    'Certificate PDF',
    'Bookmarks from Headings: the PDF has a bookmark for its heading, opening its page, and the item says 1',
    json('Certificate PDF').bookmarks === 1 &&
      bookmarks.length === 1 &&
      bookmarks[0]!.title === 'Certificate for Ada Lovelace' &&
      bookmarks[0]!.page === 0,
    JSON.stringify({ bookmarks, json: json('Certificate PDF').bookmarks }),
  );
  check(
    'Certificate PDF',
    'the item filled the updated template: name, every course, the issue date',
    [
      'Certificate for Ada Lovelace',
      'Analytical Engines: A',
      'Notes on the Bernoulli numbers: A+',
      'Issued 2026-03-01',
    ].every((text) => certificateText.includes(text)),
    certificateText.slice(0, 400),
  );
  check(
    'Certificate PDF',
    'POST /templates/course-certificate.pdf with the whole item as its variables, flat beside A5 landscape, sandbox',
    requestOf(json('Certificate PDF').requestId)?.path === '/v3/templates/course-certificate.pdf' &&
      holdsVariables(bodyOf('Certificate PDF'), json('Certificate Data')) &&
      bodyOf('Certificate PDF').format === 'A5' &&
      bodyOf('Certificate PDF').landscape === true &&
      bodyOf('Certificate PDF').sandbox === true,
    JSON.stringify(bodyOf('Certificate PDF')),
  );

  const webp = json('Certificate WebP Stored');
  const webpId = /\/files\/([^/]+)\//.exec(String(webp.url))?.[1];
  check(
    'Certificate WebP Stored',
    'stored WebP: its URL and name in JSON, no binary; the data came from an expression',
    first('Certificate WebP Stored').binary === undefined &&
      webp.fileName === 'certificate-webp-001.webp' &&
      webp.mimeType === 'image/webp' &&
      (webpId ? server.state.files.get(webpId)?.filename : undefined) === 'certificate-webp-001.webp' &&
      holdsVariables(bodyOf('Certificate WebP Stored'), json('Certificate Data')) &&
      bodyOf('Certificate WebP Stored').quality === 75,
    JSON.stringify(webp),
  );
  checkShape(every, 'Certificate WebP Stored', 'storedImage', true);

  const filled = json('Certificate HTML');
  check(
    'Certificate HTML',
    'the filled HTML as text, from the JSON typed in Data; no binary',
    filled.slug === 'course-certificate' &&
      String(filled.html).includes('Certificate for Grace Hopper') &&
      String(filled.html).includes('<li>COBOL: A</li>') &&
      String(filled.html).includes('Issued 2026-03-02') &&
      first('Certificate HTML').binary === undefined,
    JSON.stringify(filled).slice(0, 400),
  );

  const mappedPdf = await checkFile(
    every,
    'Certificate Mapped',
    'data',
    'application/pdf',
    'course-certificate.pdf',
    PDF_MAGIC,
  );
  const mappedText = mappedPdf ? (await pageTexts(mappedPdf)).join(' ').replace(/\s+/g, ' ') : '';
  check(
    'Certificate Mapped',
    'Map Fields (the default in 1.1): the mapped name and list on the page, the unmapped date blank',
    mappedText.includes('Certificate for Charles Babbage') &&
      mappedText.includes('Difference Engine: B') &&
      // Blank where the date would be (the sandbox stamp may follow it).
      !/Issued \d/.test(mappedText),
    mappedText.slice(0, 400),
  );
  const mapped = json('Certificate Mapped');
  check(
    'Certificate Mapped',
    'missingVariables names the variable left unmapped; the input item’s fields are kept beside the result',
    isDeepStrictEqual(mapped.missingVariables, ['issued']) &&
      mapped.format === 'pdf' &&
      mapped.slug === 'course-certificate' &&
      typeof mapped.html === 'string',
    JSON.stringify({ ...mapped, html: typeof mapped.html }),
  );

  const { known, missing, paths } = run.mapper;
  check(
    'Variables (editor)',
    'n8n’s dynamic-parameters endpoint lists the created template’s variables with their kinds',
    isDeepStrictEqual(
      known.fields?.map((field) => [field.id, field.type, field.display]),
      [
        ['name', 'string', true],
        ['courses', 'array', true],
        ['issued', 'string', true],
      ],
    ) && known.emptyFieldsNotice === undefined,
    JSON.stringify(known),
  );
  check(
    'Variables (editor)',
    'a template that does not exist: a notice naming it, not an empty list; read with GET /templates/{slug}.html',
    (missing.fields ?? []).length === 0 &&
      /^The variables of the template "no-such-template" could not be read/.test(
        missing.emptyFieldsNotice ?? '',
      ) &&
      isDeepStrictEqual(paths, [
        'GET /v3/templates/course-certificate.html',
        'GET /v3/templates/no-such-template.html',
      ]),
    JSON.stringify({ missing, paths }),
  );

  check(
    'Delete Template',
    'template deleted (typed by slug)',
    json('Delete Template').deleted === true && !server.state.templates.has('receipt'),
  );

  // ---- the invoice example -----------------------------------------------------------------------------------
  checkRan('invoice example', run.invoice);
  const invoicePdf = await checkFile(
    run.invoice,
    'Invoice PDF',
    'data',
    'application/pdf',
    'invoice-INV-2024-042.pdf',
    PDF_MAGIC,
  );
  const invoiceText = invoicePdf ? (await pageTexts(invoicePdf)).join(' ').replace(/\s+/g, ' ') : '';
  check(
    'Invoice PDF',
    'the PDF holds the item: number, customer, every line and the total',
    [
      'INV-2024-042',
      'Analytical Engines Ltd',
      'Design workshop',
      'Implementation (days)',
      'Hosting, May',
      '4039.90 EUR',
    ].every((text) => invoiceText.includes(text)),
    invoiceText.slice(0, 600),
  );
  const invoiceBody = (requestOf(reader(run.invoice).json('Invoice PDF').requestId)?.body ?? {}) as Record<
    string,
    unknown
  >;
  const invoiceTemplate = server.state.templates.get('invoice-from-n8n');
  check(
    'Store Invoice Template',
    'the template was missing, so Find Invoice Template’s error output stored it',
    reader(run.invoice).items('Find Invoice Template').length === 0 &&
      reader(run.invoice).json('Store Invoice Template').slug === 'invoice-from-n8n' &&
      (invoiceTemplate?.html.includes('{{#each lines}}') ?? false),
    JSON.stringify(reader(run.invoice).json('Store Invoice Template')),
  );
  check(
    'Invoice PDF',
    'POST /templates/invoice-from-n8n.pdf with the whole item as its variables, flat beside the options',
    requestOf(reader(run.invoice).json('Invoice PDF').requestId)?.path ===
      '/v3/templates/invoice-from-n8n.pdf' &&
      holdsVariables(invoiceBody, reader(run.invoice).json('Invoice Data')),
    JSON.stringify(invoiceBody),
  );
  check(
    'Invoice PDF',
    'A4 with margins, the title from the item, page numbers in the footer, sandbox',
    invoiceBody.format === 'A4' &&
      invoiceBody.sandbox === true &&
      isDeepStrictEqual(invoiceBody.metadata, { title: 'Invoice INV-2024-042' }) &&
      String((invoiceBody.footer as { source?: string })?.source).includes('{{page}}'),
    JSON.stringify(invoiceBody),
  );
  checkShape(run.invoice, 'Invoice PDF', 'file', true);

  // ---- the screenshot example --------------------------------------------------------------------------------
  checkRan('screenshot example', run.screenshot);
  const day = new Date().toISOString().slice(0, 10);
  const screenshotName = String(reader(run.screenshot).json('Screenshot').fileName);
  await checkFile(run.screenshot, 'Screenshot', 'data', 'image/png', screenshotName, PNG_MAGIC);
  const screenshotBody = (requestOf(reader(run.screenshot).json('Screenshot').requestId)?.body ??
    {}) as Record<string, unknown>;
  check(
    'Screenshot',
    'a full-page 2x PNG of the URL, lazy images loaded, named after the day',
    /^example-com-\d{4}-\d{2}-\d{2}\.png$/.test(screenshotName) &&
      Math.abs(Date.parse(screenshotName.slice(12, 22)) - Date.parse(day)) <= 86_400_000 &&
      isDeepStrictEqual(
        { ...screenshotBody },
        {
          source: 'https://example.com',
          sandbox: true,
          fullpage: true,
          viewport: '1440x900',
          dpi: 2,
          lazy_load_images: true,
          delay: 500,
        },
      ),
    JSON.stringify({ screenshotName, screenshotBody }),
  );
  checkShape(run.screenshot, 'Screenshot', 'file');

  // ---- credits, after everything -----------------------------------------------------------------------------
  const after = json('Credits After');
  const spent = CHARGED.reduce((sum, node) => sum + Number(json(node).creditsUsed ?? NaN), 0);
  check(
    'Credits After',
    `credits moved by the ${CHARGED.length} charged conversions (${spent}); the examples ran in sandbox`,
    spent === CHARGED.length &&
      after.used === expected.creditsUsedBefore + spent &&
      after.used === server.state.credits.used,
    JSON.stringify(after),
  );
  return failures;
}
