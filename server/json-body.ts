// JSON request bodies read safely: the nesting depth is counted on the text before it is parsed, so a body
// of thousands of nested arrays is refused with a 400 instead of overflowing the stack of whatever walks it
// next (the option parsers, the redaction of recorded requests). JSON.parse itself copes with any depth;
// the recursive code after it does not, and no option or template variable needs more than a few levels.

/** Deepest nesting of objects and arrays a request body may have. */
export const MAX_JSON_DEPTH = 64;

/** The rule, as a refusal states it. */
export const JSON_DEPTH_RULE = `must not nest objects and arrays more than ${MAX_JSON_DEPTH} levels deep`;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** True when `text` nests objects and arrays deeper than `max` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** What a JSON body holds: its value, or why it has none. */
export type JsonBody = { value: unknown } | { problem: 'not-json' | 'too-deep' };

/** Parses a request body as JSON, refusing one nested deeper than MAX_JSON_DEPTH before parsing it. */
export function parseJsonBody(text: string): JsonBody {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { problem: 'too-deep' };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { problem: 'not-json' };
  }
}
