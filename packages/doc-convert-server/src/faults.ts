// Injectable faults. A test queues a fault for a route (or for any request) and the next N matching
// requests suffer it: added latency, an error status instead of the answer, a broken connection before the
// headers or in the middle of the body, a body shorter than its Content-Length, an HTML error page, or a
// body dripped slowly. Faults are consumed in the order they were added; every matching latency fault adds
// its delay, and at most one other fault applies to a request.

/** `'POST /convert/pdf'` (method and path under /v3), `'/convert/pdf'` (any method), or a RegExp tested on `'METHOD /path'`. */
export type FaultRoute = string | RegExp;

interface FaultBase {
  route?: FaultRoute;
  /** How many matching requests suffer it; default 1, Infinity until `clear()`. */
  times?: number;
}

export type Fault = FaultBase &
  (
    | { kind: 'latency'; ms: number }
    /** An Error-form answer (429, 500, 502, 503, or any other). 429 carries the rate-limit headers with a reset `resetInMs` away (default 1000). */
    | { kind: 'status'; status: number; resetInMs?: number; message?: string }
    /** The socket is reset before any byte of the answer; the request is not handled. */
    | { kind: 'reset-before-headers' }
    /** The request is handled, then the socket is reset (RST) after `afterBytes` of the body (default half). */
    | { kind: 'reset-mid-body'; afterBytes?: number }
    /** The full Content-Length is announced, `afterBytes` (default half) are sent, then the socket ends (FIN). */
    | { kind: 'truncate'; afterBytes?: number }
    /** A proxy's HTML error page (default 502 Bad Gateway) instead of the answer. */
    | { kind: 'non-json-error'; status?: number }
    /** The body goes out in `chunkBytes` pieces (default 64) with `intervalMs` pauses (default 20). */
    | { kind: 'slow-drip'; chunkBytes?: number; intervalMs?: number }
  );

export type BodyFault = Extract<Fault, { kind: 'reset-mid-body' | 'truncate' | 'slow-drip' }>;

/** Faults that change how the real answer's body is sent (the request is handled as usual). */
export function isBodyFault(fault: Fault): fault is BodyFault {
  return fault.kind === 'reset-mid-body' || fault.kind === 'truncate' || fault.kind === 'slow-drip';
}

/** What the faults of one request amount to. */
export interface AppliedFaults {
  latencyMs: number;
  /** The one non-latency fault that applies, if any. */
  fault: Exclude<Fault, { kind: 'latency' }> | undefined;
}

interface Pending {
  fault: Fault;
  remaining: number;
}

function matches(route: FaultRoute | undefined, method: string, path: string): boolean {
  if (route === undefined) return true;
  if (route instanceof RegExp) return route.test(`${method} ${path}`);
  const space = route.indexOf(' ');
  if (space < 0) return route === path;
  return route.slice(0, space).toUpperCase() === method && route.slice(space + 1) === path;
}

export class FaultController {
  private pending: Pending[] = [];
  /** Faults applied so far, in order, for assertions. */
  readonly applied: Array<{ kind: Fault['kind']; method: string; path: string }> = [];

  /** Queues a fault; returns the controller so calls chain. */
  add(fault: Fault): this {
    const times = fault.times ?? 1;
    if (!(times > 0)) throw new RangeError('fault.times must be above 0');
    this.pending.push({ fault, remaining: times });
    return this;
  }

  clear(): void {
    this.pending = [];
  }

  /** Faults still queued (with their remaining counts). */
  get queued(): ReadonlyArray<{ fault: Fault; remaining: number }> {
    return this.pending.map((p) => ({ ...p }));
  }

  /** Consumes the faults that apply to this request. `path` is relative to /v3. */
  take(method: string, path: string): AppliedFaults {
    const result: AppliedFaults = { latencyMs: 0, fault: undefined };
    for (const entry of this.pending) {
      const { fault } = entry;
      if (!matches(fault.route, method, path)) continue;
      if (fault.kind === 'latency') result.latencyMs += fault.ms;
      else if (result.fault) continue;
      else result.fault = fault;
      entry.remaining -= 1;
      this.applied.push({ kind: fault.kind, method, path });
    }
    this.pending = this.pending.filter((p) => p.remaining > 0);
    return result;
  }
}
