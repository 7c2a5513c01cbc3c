// Wait for the Document sends its conversion only once n8n has saved the execution as waiting.
//
// Why: n8n saves a waiting execution after the node returns (its engine stops at the node that called
// putExecutionToWait, and the lifecycle hook that runs when the execution stops writes status "waiting" with
// the execution). Until then n8n answers a call to the resume URL with 409 ("The execution … is running
// already": WaitingWebhooks.executeWebhook in n8n's cli), and the service does not call twice. A render faster
// than that save (≈70 ms of inline HTML against tens of milliseconds to seconds of saving) lost the document
// when the node sent the conversion before waiting. n8n's own Wait node and "send and wait" operations have the
// same order (they hand out the URL, then wait) and rely on people and systems being slower than the save. On a
// time-out n8n does not run the node again (the engine resumes it disabled, or failing with its resumeError),
// so a missed call cannot be recovered later either.
//
// So the node puts the execution to wait first, and sends once n8n has saved it:
// - n8n tells, through its execution lifecycle (waitSaved.ts): a handler after n8n's own save handler records
//   the status the run ended with. "waiting" means saved: the conversion goes out, and nothing calls the resume
//   URL before the service does. This is what a main and a queue-mode worker of n8n 1.8x and later offer.
// - Otherwise (no lifecycle hooks in the context, or none ran within HOOK_LIMIT_MS), the node asks n8n itself:
//   it calls the resume URL with the wait's secret and `X-Doc-Convert-Call: probe`. While n8n has not saved
//   the wait it answers 409, and logs it as an error ("Error in handling webhook request POST
//   /webhook-waiting/…: The execution … is running already."); once it has, it hands the call to the node's
//   webhook(), which answers "waiting" and leaves the execution waiting (it outputs nothing). The first probe
//   waits for what a save usually takes, so most waits need one probe and leave no such line.
// A failed send resumes the execution with the error (`X-Doc-Convert-Call: failure`, answered by the waiting
// node, so n8n logs no error), and the node fails as a direct conversion would, with the service's words.
//
// This runs in the n8n process that ran the node (main, or a queue-mode worker) after the node returned; the
// probes and the failure call need that process to reach the resume URL (N8N_WEBHOOK_URL). If the probes get no
// HTTP answer at all for a while, it sends anyway (n8n saves a wait in milliseconds; the URL may only be
// reachable from outside). n8n's log tells what happened (search it for the execution ID).
import { WEBHOOK_SECRET_HEADER } from '@doc-convert/core';

/** The header of the calls the node makes to its own resume URL, and what each asks. */
export const OWN_CALL_HEADER = 'X-Doc-Convert-Call';
type OwnCall = 'probe' | 'failure';
/** What the node's webhook() answers to a probe once the execution is waiting. */
export const WAITING_ANSWER = { docConvert: 'waiting' } as const;

/**
 * Before each probe: the first waits for what a save usually takes (tens of milliseconds), so that most waits
 * need one probe and n8n logs no 409; then short, then steady.
 */
const PROBE_DELAYS_MS = [150, 100, 200, 400, 800, 1000];
/** How long to wait for n8n's lifecycle to tell the save before asking the resume URL instead. */
const HOOK_LIMIT_MS = 10_000;
/** How often to look whether it has told. */
const HOOK_POLL_MS = 20;
/** How long n8n may answer 409 (running) before the node gives up without sending: no credit is spent. */
const SAVE_LIMIT_MS = 120_000;
/** How long without any HTTP answer (connection refused, timeouts) before the node sends anyway. */
const UNREACHABLE_LIMIT_MS = 10_000;
const PROBE_TIMEOUT_MS = 10_000;

export interface HttpAnswer {
  status: number;
  body: unknown;
}

export interface WaitSender {
  /** The resume URL as the service gets it (its query names the wait). */
  url: string;
  /** The wait's secret: the service's call carries it, and so do the node's own calls. */
  secret: string;
  /** POSTs JSON to a URL and answers its status and body, whatever the status (n8n's request helper). */
  post: (
    url: string,
    headers: Record<string, string>,
    body: unknown,
    timeoutMs: number,
  ) => Promise<HttpAnswer>;
  /** Sends the conversion; answers its request ID. */
  send: () => Promise<string | undefined>;
  /** The failure of a send, as the node would fail with it (redacted). */
  describe: (error: unknown) => { message: string; description?: string };
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** n8n's logger, for operators. */
  log: (level: 'info' | 'warn', message: string) => void;
  /**
   * What n8n's lifecycle told about the end of the run that waits (waitSaved.ts): "waiting" once saved;
   * undefined where the context has no lifecycle hooks, and the resume URL is asked instead.
   */
  saved?: () => string | undefined;
}

/** How the node learnt that the wait was saved: from n8n's lifecycle, from its own probes, or not at all. */
type SaveKnownBy = 'lifecycle' | 'probes' | 'assumed';

/** What became of the wait's conversion, and how many probes it took (n8n logs each 409 as an error). */
export type SendOutcome =
  | { sent: true; requestId: string | undefined; knownBy: SaveKnownBy; probes: number; refusals: number }
  | { sent: false; reason: string; probes: number; refusals: number }
  | { sent: false; failed: string; reported: boolean; probes: number; refusals: number };

function parsed(body: unknown): unknown {
  if (typeof body === 'string') {
    try {
      return JSON.parse(body);
    } catch {
      return body;
    }
  }
  if (body instanceof Uint8Array) return parsed(new TextDecoder().decode(body));
  return body;
}

function isWaitingAnswer(answer: HttpAnswer): boolean {
  const body = parsed(answer.body) as { docConvert?: unknown } | undefined;
  return answer.status === 200 && body?.docConvert === WAITING_ANSWER.docConvert;
}

/** n8n's 409 while the execution runs (not yet saved as waiting), as told from one after it ended. */
function stillRunning(answer: HttpAnswer): boolean {
  const body = parsed(answer.body);
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
  return answer.status === 409 && /running/i.test(text);
}

function headers(secret: string, call: OwnCall): Record<string, string> {
  return {
    'content-type': 'application/json',
    [WEBHOOK_SECRET_HEADER]: secret,
    [OWN_CALL_HEADER]: call,
  };
}

type Readiness =
  { ready: true; knownBy: SaveKnownBy; assumed?: string; note?: string } | { ready: false; reason: string };

/**
 * What n8n's lifecycle tells within HOOK_LIMIT_MS: ready, not (the run ended otherwise), or undefined (it did
 * not tell: ask the resume URL).
 */
async function toldByLifecycle(
  sender: WaitSender,
  saved: () => string | undefined,
): Promise<Readiness | undefined> {
  const started = sender.now();
  for (;;) {
    const status = saved();
    if (status === 'waiting') return { ready: true, knownBy: 'lifecycle' };
    if (status !== undefined) {
      return {
        ready: false,
        reason: `n8n ended the execution as "${status}" instead of saving it as waiting`,
      };
    }
    if (sender.now() - started >= HOOK_LIMIT_MS) return undefined;
    await sender.sleep(HOOK_POLL_MS);
  }
}

/** Probes the resume URL until n8n hands the call to the node (the execution is saved as waiting). */
async function untilWaiting(
  sender: WaitSender,
  counts: { probes: number; refusals: number },
): Promise<Readiness> {
  const started = sender.now();
  let lastAnswered = started;
  let lastAnswer = 'no answer';
  for (let attempt = 0; ; attempt++) {
    await sender.sleep(PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)]!);
    counts.probes++;
    let answer: HttpAnswer | undefined;
    try {
      answer = await sender.post(sender.url, headers(sender.secret, 'probe'), {}, PROBE_TIMEOUT_MS);
    } catch (error) {
      lastAnswer = (error as { code?: string }).code ?? (error as Error).message ?? 'network error';
    }
    const now = sender.now();
    if (answer) {
      lastAnswered = now;
      if (isWaitingAnswer(answer)) return { ready: true, knownBy: 'probes' };
      if (answer.status === 409) {
        counts.refusals++;
        if (!stillRunning(answer)) {
          return { ready: false, reason: 'n8n answers 409: the execution has ended (stopped or failed)' };
        }
        lastAnswer = '409, the execution is not saved as waiting yet';
      } else if (answer.status === 401 || answer.status === 404) {
        // 401: this node could not verify its own call (the credential's key changed); 404: no such
        // execution or waiting webhook any more. Either way the service's call would be refused too.
        return { ready: false, reason: `n8n answers ${answer.status} to the resume URL` };
      } else {
        lastAnswer = `HTTP ${answer.status}`;
      }
    }
    if (now - lastAnswered >= UNREACHABLE_LIMIT_MS) {
      return {
        ready: true,
        knownBy: 'assumed',
        assumed: `the resume URL gave no HTTP answer for ${Math.round((now - lastAnswered) / 1000)} s (${lastAnswer})`,
      };
    }
    if (now - started >= SAVE_LIMIT_MS) {
      return {
        ready: false,
        reason: `n8n did not save the execution as waiting within ${SAVE_LIMIT_MS / 1000} s (last answer: ${lastAnswer})`,
      };
    }
  }
}

/** Whether, and how, n8n has saved the wait: its lifecycle's word, else the resume URL's. */
async function untilSaved(
  sender: WaitSender,
  counts: { probes: number; refusals: number },
): Promise<Readiness> {
  if (sender.saved) {
    const told = await toldByLifecycle(sender, sender.saved);
    if (told) return told;
  }
  const asked = await untilWaiting(sender, counts);
  if (sender.saved && asked.ready) {
    return {
      ...asked,
      note: `n8n's execution lifecycle did not tell the save within ${HOOK_LIMIT_MS / 1000} s, so the resume URL was asked`,
    };
  }
  return asked;
}

/** Resumes the waiting execution with the failure, so the node fails with it. */
async function report(
  sender: WaitSender,
  failure: { message: string; description?: string },
): Promise<boolean> {
  try {
    const answer = await sender.post(
      sender.url,
      headers(sender.secret, 'failure'),
      failure,
      PROBE_TIMEOUT_MS,
    );
    return answer.status >= 200 && answer.status < 300;
  } catch {
    return false;
  }
}

/** How the node knew, for n8n's log: operators read there what the error lines of the probes were. */
function howKnown(
  readiness: Extract<Readiness, { ready: true }>,
  counts: { probes: number; refusals: number },
): string {
  if (readiness.knownBy === 'lifecycle') return "as n8n's execution lifecycle told (no probe)";
  if (readiness.knownBy === 'assumed') return "without n8n's word (the warning before says why)";
  const refused =
    counts.refusals === 0
      ? 'none answered 409'
      : `${counts.refusals} answered 409 first, each logged by n8n as "Error in handling webhook request … is running already"`;
  return `as its resume URL answered ${counts.probes} probe(s) (${refused}${readiness.note ? `; ${readiness.note}` : ''})`;
}

/** Sends the wait's conversion once the execution is saved as waiting (see the top of this file). */
export async function sendWhenWaiting(sender: WaitSender): Promise<SendOutcome> {
  const counts = { probes: 0, refusals: 0 };
  const readiness = await untilSaved(sender, counts);
  if (!readiness.ready) {
    sender.log(
      'warn',
      `Doc Convert (Wait for the Document): the conversion was not sent: ${readiness.reason}.`,
    );
    return { sent: false, reason: readiness.reason, ...counts };
  }
  if (readiness.assumed) {
    sender.log(
      'warn',
      `Doc Convert (Wait for the Document): sending the conversion without n8n's word that the execution waits: ${readiness.assumed}. This n8n process should reach N8N_WEBHOOK_URL.`,
    );
  }
  try {
    const requestId = await sender.send();
    sender.log(
      'info',
      `Doc Convert (Wait for the Document): conversion queued${requestId ? ` as request ${requestId}` : ''} once n8n had saved the wait, ${howKnown(readiness, counts)}.`,
    );
    return { sent: true, requestId, knownBy: readiness.knownBy, ...counts };
  } catch (error) {
    const failure = sender.describe(error);
    const reported = await report(sender, failure);
    sender.log(
      'warn',
      `Doc Convert (Wait for the Document): the conversion failed: ${failure.message}${reported ? '' : ' (the waiting execution could not be told; it ends at Limit Wait Time)'}.`,
    );
    return { sent: false, failed: failure.message, reported, ...counts };
  }
}

/**
 * The sends started and not yet settled: n8n does not wait for them (the node returned), tests do
 * (settledSends), and nothing else reads them.
 */
const pending = new Set<Promise<SendOutcome>>();

export function startSendWhenWaiting(sender: WaitSender): Promise<SendOutcome> {
  const run = sendWhenWaiting(sender);
  pending.add(run);
  void run.finally(() => pending.delete(run)).catch(() => undefined);
  return run;
}

/** Every send started so far, settled: for tests, which must not end before the node's work does. */
export async function settledSends(): Promise<SendOutcome[]> {
  return Promise.all([...pending]);
}
