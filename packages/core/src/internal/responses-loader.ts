// The response schemas are built on first use too: importing the library then loads neither zod nor the
// schemas, and the first answer that needs reading loads them (see lazy.ts).
import { lazy } from './lazy';

const responses = lazy(() => import('../responses'));

/** The response schemas once loaded (no await on the hot path), else undefined. */
export const loadedResponses = responses.loaded;

/** Loads the response schemas (once; concurrent callers share the load). */
export const loadResponses = responses.load;

export type ResponseSchemas = typeof import('../responses');
/** The envelopes of the JSON answers, by name: `{ success, account }`, `{ success, credits }`, ... */
export type Envelopes = ResponseSchemas['envelopes'];
