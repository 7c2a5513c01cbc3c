// Escaping text for HTML and XML with `entities`' escape entry alone (without its decode tables, which a job
// summary or a fontconfig file never needs): the one escaper of the repository, exported by the core's main entry.
import { escapeAttribute, escapeUTF8 } from 'entities/escape';

/** `text` safe anywhere in HTML or XML: `&`, `<`, `>`, `"` and `'` escaped. */
export const escapeHtml = (text: string): string => escapeUTF8(text);

/** `value` safe inside a double-quoted attribute (`&` and `"` escaped). */
export const escapeAttributeValue = (value: string): string => escapeAttribute(value);
