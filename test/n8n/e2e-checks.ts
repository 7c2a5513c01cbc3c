// What the end-to-end run must show, node by node of examples/n8n/doc-convert-every-operation.json: each
// operation's output in n8n (binary size, MIME type and first bytes; JSON fields) agrees with the local server's
// state (its logs, templates, keys, stored files, webhook deliveries), and credits moved by what was converted.
import { isDeepStrictEqual } from 'node:util';
import { SANDBOX_KEY, type LocalServer } from '../../server/index';

export interface ExpectedState {
  creditsUsedBefore: number;
  /** References of the five newest invoices. */
  invoices: string[];
  templates: Array<{ slug: string; html: string }>;
  disabledKeyTail: string;
}

interface Item {
  json: Record<string, unknown>;
  binary?: Record<
    string,
    { mimeType: string; fileName?: string; bytes?: number; id?: string; data?: string }
  >;
}

export interface RunCheck {
  data: Record<string, unknown>;
  stdout: string;
  nodeNames: string[];
  server: LocalServer;
  expected: ExpectedState;
  readBinary: (id: string) => Promise<Buffer>;
  log: (message: string) => void;
}

const PDF_MAGIC = '%PDF-';
const PNG_MAGIC = '\x89PNG';

/** Conversions of the workflow that spend credits (the others run in sandbox). */
const CHARGED = ['PDF from HTML File', 'PDF from HTML', 'PDF Stored', 'PDF Both'];

export async function checkRun(run: RunCheck): Promise<number> {
  const { server, expected, log } = run;
  const resultData = (
    run.data.data as { resultData: { runData: Record<string, unknown[]>; error?: unknown } }
  ).resultData;
  let failures = 0;
  const check = (node: string, label: string, ok: boolean, detail = '') => {
    if (!ok) failures++;
    log(`${ok ? 'ok  ' : 'FAIL'} ${node}: ${label}${ok || !detail ? '' : ` (${detail})`}`);
  };
  const items = (node: string): Item[] => {
    const task = resultData.runData[node]?.[0] as { data?: { main?: Item[][] } } | undefined;
    return task?.data?.main?.[0] ?? [];
  };
  const first = (node: string): Item => items(node)[0] ?? { json: {} };
  const json = (node: string) => first(node).json;
  const metadata = (node: string) => (json(node).metadata ?? {}) as Record<string, unknown>;

  async function checkFile(node: string, field: string, mimeType: string, fileName: string, magic: string) {
    const binary = first(node).binary?.[field];
    check(
      node,
      `binary "${field}" is ${mimeType} named ${fileName}`,
      binary?.mimeType === mimeType && binary.fileName === fileName,
      JSON.stringify(binary),
    );
    if (!binary) return;
    const bytes = binary.id ? await run.readBinary(binary.id) : Buffer.from(binary.data ?? '', 'base64');
    check(
      node,
      `file starts with ${JSON.stringify(magic)}, ${bytes.length} bytes`,
      bytes.subarray(0, magic.length).toString('latin1') === magic,
    );
    check(
      node,
      'binary size = fileSize in JSON',
      binary.bytes === bytes.length && json(node).fileSize === bytes.length,
      `bytes ${binary.bytes}, file ${bytes.length}, json ${String(json(node).fileSize)}`,
    );
    return bytes;
  }

  check(
    'workflow',
    'executed without error',
    resultData.error === undefined && run.data.status === 'success',
  );
  for (const name of run.nodeNames) check(name, 'ran', (resultData.runData[name]?.length ?? 0) > 0);
  check('workflow', 'the API key appears nowhere in the output', !run.stdout.includes(SANDBOX_KEY));

  check(
    'Credits Before',
    'credits used before',
    json('Credits Before').used === expected.creditsUsedBefore,
    JSON.stringify(json('Credits Before')),
  );
  check(
    'Account',
    'account of the key',
    json('Account').email === server.state.account.email &&
      (json('Account').plan as { name?: string })?.name === server.state.account.plan.name,
  );
  check(
    'Invoices',
    'the five newest invoices',
    isDeepStrictEqual(
      items('Invoices').map((i) => i.json.reference),
      expected.invoices,
    ),
    JSON.stringify(items('Invoices').map((i) => i.json.reference)),
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
    'the raw HTML of "invoice"',
    json('Template HTML').html === expected.templates.find((t) => t.slug === 'invoice')?.html,
  );

  const fromFile = await checkFile('PDF from HTML File', 'data', 'application/pdf', 'invoice.pdf', PDF_MAGIC);
  const fromFileLog = server.state.logs.get(String(metadata('PDF from HTML File').requestId));
  check(
    'PDF from HTML File',
    'the server converted the template HTML from the binary field',
    fromFileLog?.code === 200 &&
      fromFileLog.filesize === fromFile?.length &&
      (fromFileLog.query as { source?: string })?.source ===
        expected.templates.find((t) => t.slug === 'invoice')?.html,
    JSON.stringify(fromFileLog),
  );

  await checkFile('PDF from HTML', 'report', 'application/pdf', 'quarterly-report.pdf', PDF_MAGIC);
  const report = metadata('PDF from HTML');
  const reportRequest = server.state.requests.find((r) => r.requestId === report.requestId);
  const reportBody = (reportRequest?.body ?? {}) as Record<string, unknown>;
  check(
    'PDF from HTML',
    'options sent under their API names, processor version header, n8n user agent',
    reportRequest?.headers['x-processor-version'] === '142' &&
      /^doc-convert\/\S+ n8n$/.test(reportRequest.headers['user-agent'] ?? '') &&
      reportBody.format === 'A4' &&
      isDeepStrictEqual(reportBody.margin, { top: '20mm', right: '15mm', bottom: '20mm', left: '15mm' }) &&
      isDeepStrictEqual(reportBody.metadata, { title: 'Quarterly report', department: 'Finance' }) &&
      (reportBody.watermark as { text?: string })?.text === 'CONFIDENTIAL' &&
      (reportBody.footer as { height?: string })?.height === '12mm',
    JSON.stringify({ headers: reportRequest?.headers, body: reportBody }),
  );
  check(
    'PDF from HTML',
    'metadata: credits, timings, processor, rate limit',
    report.creditsCost === 1 &&
      report.creditsUsed === 1 &&
      typeof report.serviceDuration === 'number' &&
      report.processor === server.state.processor &&
      typeof (report.rateLimit as { remaining?: number })?.remaining === 'number',
    JSON.stringify(report),
  );

  await checkFile('PNG Full Page', 'data', 'image/png', 'dashboard.png', PNG_MAGIC);
  check(
    'PNG Full Page',
    'sandbox: cost 1, used 0',
    metadata('PNG Full Page').creditsCost === 1 && metadata('PNG Full Page').creditsUsed === 0,
  );

  const stored = json('PDF Stored');
  const storedId = /\/files\/([^/]+)\//.exec(String(stored.url))?.[1];
  const storedFile = storedId ? server.state.files.get(storedId) : undefined;
  check(
    'PDF Stored',
    'JSON result: URL of the stored file, size, pages',
    first('PDF Stored').binary === undefined &&
      storedFile?.filename === 'stored-report-001.pdf' &&
      stored.filesize === storedFile.body.length &&
      typeof stored.pdf_pages === 'number' &&
      metadata('PDF Stored').pages === stored.pdf_pages,
    JSON.stringify(stored),
  );

  const both = await checkFile('PDF Both', 'data', 'application/pdf', 'both.pdf', PDF_MAGIC);
  check(
    'PDF Both',
    'JSON result and the downloaded stored file agree',
    String(json('PDF Both').url).includes('/both-report-001.pdf') &&
      json('PDF Both').filesize === both?.length,
  );

  const queued = json('PDF Queued');
  check(
    'PDF Queued',
    'queued acknowledgement',
    queued.success === true && queued.queued === true && first('PDF Queued').binary === undefined,
    JSON.stringify(queued),
  );
  const delivery = await server.state
    .waitForWebhook(String(metadata('PDF Queued').requestId), 10_000)
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
    'the log of the PDF from HTML request',
    logEntry.request_id === report.requestId && logEntry.code === 200 && logEntry.credits === 1,
    JSON.stringify(logEntry),
  );

  const enabled = json('Enable API Key');
  const key = [...server.state.keys.values()].find((k) => k.token.endsWith(expected.disabledKeyTail));
  check(
    'Enable API Key',
    'key enabled, secret masked in the output',
    key?.active === true && enabled.name === key.name && enabled.token === `…${expected.disabledKeyTail}`,
    JSON.stringify(enabled),
  );

  check(
    'Delete Template',
    'template deleted',
    json('Delete Template').deleted === true && !server.state.templates.has('receipt'),
  );

  const after = json('Credits After');
  const spent = CHARGED.reduce((sum, node) => sum + Number(metadata(node).creditsUsed ?? NaN), 0);
  check(
    'Credits After',
    `credits moved by the ${CHARGED.length} charged conversions (${spent})`,
    spent === CHARGED.length &&
      after.used === expected.creditsUsedBefore + spent &&
      after.used === server.state.credits.used,
    JSON.stringify(after),
  );
  return failures;
}
