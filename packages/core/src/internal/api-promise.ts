// What every method returns: a Promise of its answer, as before, that can also give the answer's metadata
// (`withResponse()`), and for lists, an async iterable over every item of every page (`for await`).
//
// The call runs once, from the moment the method is called. Awaiting gives its data; withResponse() gives the
// same call's data with its status, headers, request id and rate limit. The data promise is made on first use,
// so a caller who only asks withResponse() leaves no second promise to reject unhandled.
import type { RateLimit } from '../metadata';

/** An answer with what its HTTP response said about it: `await client.credits.usage().withResponse()`. */
export interface WithResponse<T> {
  /** What a plain `await` of the call gives. */
  data: T;
  /** The service's id of the request (`X-Request-Id`), to quote to support or look up with `logs.get()`. */
  requestId: string | undefined;
  /** The rate-limit window as this answer described it. */
  rateLimit: RateLimit | undefined;
  /** The HTTP status of the answer (after any retries: the one that succeeded). */
  status: number;
  /** The answer's headers, names lower-cased; `set-cookie` and any value holding a secret are left out. */
  headers: Readonly<Record<string, string>>;
}

/** The Promise every method returns: await it for the answer, or call `withResponse()` for its metadata too. */
export interface APIPromise<T> extends Promise<T> {
  /** The same call's answer with its status, headers, request id and rate limit. */
  withResponse(): Promise<WithResponse<T>>;
}

/**
 * What `list()` returns: await it for one page (`P`), or walk every item `T` of every page with
 * `for await (const item of client.templates.list())`, from the page (or cursor) asked for on.
 */
export interface PagePromise<T, P> extends APIPromise<P>, AsyncIterable<T> {}

class CallPromise<T> extends Promise<T> implements APIPromise<T> {
  // then() and friends of the base class make plain Promises, never a CallPromise (it has no executor).
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }

  readonly #answer: Promise<WithResponse<T>>;
  #data: Promise<T> | undefined;

  constructor(answer: Promise<WithResponse<T>>) {
    // The base promise is never looked at: then(), catch() and finally() answer from #answer.
    super((resolve) => resolve(undefined as T));
    this.#answer = answer;
  }

  withResponse(): Promise<WithResponse<T>> {
    return this.#answer;
  }

  #dataPromise(): Promise<T> {
    return (this.#data ??= this.#answer.then((answer) => answer.data));
  }

  override then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#dataPromise().then(onFulfilled, onRejected);
  }

  override catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<T | B> {
    return this.#dataPromise().catch(onRejected);
  }

  override finally(onFinally?: (() => void) | null): Promise<T> {
    return this.#dataPromise().finally(onFinally);
  }
}

/** Fetches the page after `page`, the `walked`-th page of this walk, or answers undefined when the walk ends. */
export type NextPage<P> = (page: P, walked: number) => Promise<P | undefined>;

class ListPromise<T, P extends { data: T[] }> extends CallPromise<P> implements PagePromise<T, P> {
  readonly #next: NextPage<P>;

  constructor(answer: Promise<WithResponse<P>>, next: NextPage<P>) {
    super(answer);
    this.#next = next;
  }

  /** Each walk starts from this call's page (fetched once) and fetches the rest as it goes. */
  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    let walked = 0;
    for (let page: P | undefined = await this; page; page = await this.#next(page, walked)) {
      walked++;
      yield* page.data;
    }
  }
}

/** Runs `call` now and returns its answer as an APIPromise; a throw inside `call` becomes the rejection. */
export function apiPromise<T>(call: () => Promise<WithResponse<T>>): APIPromise<T> {
  return new CallPromise(start(call));
}

function start<T>(call: () => Promise<T>): Promise<T> {
  try {
    return call();
  } catch (error) {
    return Promise.reject(error);
  }
}

/** A list call as a PagePromise: `next` fetches each page after the first while the walk goes on. */
export function pagePromise<T, P extends { data: T[] }>(
  call: () => Promise<WithResponse<P>>,
  next: NextPage<P>,
): PagePromise<T, P> {
  return new ListPromise(start(call), next);
}

/** The answer with its data replaced by `pick(data)` (an envelope's field, say); the metadata stays. */
export function mapData<A, B>(answer: WithResponse<A>, pick: (data: A) => B): WithResponse<B> {
  return { ...answer, data: pick(answer.data) };
}
