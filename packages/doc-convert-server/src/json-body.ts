// JSON request bodies read safely: the text is scanned once before it is parsed, and refused with a 400
// - when objects and arrays nest deeper than MAX_JSON_DEPTH: JSON.parse copes with any depth, but the
//   recursive code after it (the option parsers, the redaction of recorded requests) would overflow its
//   stack, and no option or template variable needs more than a few levels;
// - when it holds more than MAX_JSON_VALUES values (object members and array items): the work after the
//   parse grows with them, and it runs on the server's one thread while every other client waits. A 32 MiB
//   body of 1.4 million option names took V8 seconds to parse and as long again to list; a million cookies
//   with a misspelt field took the option parser 15 s to refuse. A conversion has about 40 options.

/** Deepest nesting of objects and arrays a request body may have. */
export const MAX_JSON_DEPTH = 64;
/** Most values (object members and array items, at any depth, counted together) a request body may hold. */
export const MAX_JSON_VALUES = 100_000;

/** The rules, as a refusal states them. */
export const JSON_DEPTH_RULE = `must not nest objects and arrays more than ${MAX_JSON_DEPTH} levels deep`;
export const JSON_VALUES_RULE = `must not hold more than ${MAX_JSON_VALUES} values (object members and array items)`;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** What a scan of a JSON text found against the limits (brackets and commas inside strings do not count). */
type JsonShapeProblem = 'too-deep' | 'too-many-values';

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/** The first limit `text` breaks, or undefined: nesting past `maxDepth`, more than `maxValues` values. */
function jsonShapeProblem(
  text: string,
  maxDepth = MAX_JSON_DEPTH,
  maxValues = MAX_JSON_VALUES,
): JsonShapeProblem | undefined {
  let depth = 0;
  let values = 0;
  let inString = false;
  // Just past an opening bracket: the next character says whether the object or array holds anything.
  let opened = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (opened && !isSpace(code)) {
      opened = false;
      if (code !== CLOSE_BRACE && code !== CLOSE_BRACKET && ++values > maxValues) return 'too-many-values';
    }
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > maxDepth) return 'too-deep';
      opened = true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    } else if (code === COMMA && ++values > maxValues) {
      return 'too-many-values';
    }
  }
  return undefined;
}

/** What a JSON body holds: its value, or why it has none. */
export type JsonBody = { value: unknown } | { problem: 'not-json' | JsonShapeProblem };

/** Parses a request body as JSON, refusing one that breaks MAX_JSON_DEPTH or MAX_JSON_VALUES first. */
export function parseJsonBody(text: string): JsonBody {
  const problem = jsonShapeProblem(text);
  if (problem) return { problem };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { problem: 'not-json' };
  }
}
