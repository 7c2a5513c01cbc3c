// The `outline` request option of convert.pdf() and templates.generate(…, 'pdf', …): bookmarks from the
// document's headings, added by the client to the PDF the service answers. It is the client's own, never sent.
// The rules live here, for the library, the n8n node's field and the Action's input alike: `true` means h1 to
// h3, `{ depth }` h1 down to h<depth> (1 to 6); and only a PDF the answer carries, from HTML the client sends or
// a template it fills, can get one.
import { ValidationError, type ValidationIssue } from '../errors';

/** Bookmarks from headings: `true` (h1 to h3) or `{ depth: 1..6 }` (h1 down to that level). */
export type OutlineOption = boolean | { depth?: number };

/** The heading levels an outline may go down to. */
export const OUTLINE_MIN_DEPTH = 1;
export const OUTLINE_MAX_DEPTH = 6;
/** What `outline: true` means: h1, h2 and h3. */
export const DEFAULT_OUTLINE_DEPTH = 3;

const RULE = `must be true, false or { depth: ${OUTLINE_MIN_DEPTH}..${OUTLINE_MAX_DEPTH} }`;

/** The depth `outline` asks for, or undefined when it asks for none; a ValidationError naming it otherwise. */
export function outlineDepth(option: unknown): number | undefined {
  if (option === undefined || option === false) return undefined;
  if (option === true) return DEFAULT_OUTLINE_DEPTH;
  if (typeof option !== 'object' || option === null || Array.isArray(option)) {
    throw new ValidationError([{ path: 'outline', message: `${RULE} (got ${JSON.stringify(option)})` }]);
  }
  const unknown = Object.keys(option).filter((key) => key !== 'depth');
  if (unknown.length > 0) {
    throw new ValidationError([
      { path: `outline.${unknown[0]}`, message: `is not an outline setting: ${RULE}` },
    ]);
  }
  const { depth = DEFAULT_OUTLINE_DEPTH } = option as { depth?: unknown };
  if (
    typeof depth !== 'number' ||
    !Number.isInteger(depth) ||
    depth < OUTLINE_MIN_DEPTH ||
    depth > OUTLINE_MAX_DEPTH
  ) {
    throw new ValidationError([
      {
        path: 'outline.depth',
        message: `must be a whole number from ${OUTLINE_MIN_DEPTH} to ${OUTLINE_MAX_DEPTH} (h1 down to that heading level; got ${JSON.stringify(depth)})`,
      },
    ]);
  }
  return depth;
}

/**
 * Why a request with `outline` cannot have one, as issues naming `outline`: the options that keep the PDF
 * out of the answer (`filename` stores it, `webhook` queues it, `encode` makes it Base64 text), a URL source
 * (its HTML is the site's, not ours to prepare), and `protection` with passwords or permissions (the PDF is
 * then encrypted: an update would need its key). Checked before anything is sent.
 */
export function outlineIssues(body: Record<string, unknown>, template: boolean): ValidationIssue[] {
  const because = (reason: string): ValidationIssue => ({
    path: 'outline',
    message: `cannot be added ${reason}`,
  });
  const issues: ValidationIssue[] = [];
  if (body.filename !== undefined) {
    issues.push(because('with filename: the service stores the PDF instead of answering it'));
  }
  if (body.webhook !== undefined) {
    issues.push(because('with webhook: the PDF goes to the webhook, not to this call'));
  }
  if (body.encode === true) {
    issues.push(because('with encode: the answer is Base64 text, not the PDF'));
  }
  if (!template && typeof body.source === 'string' && /^\s*https?:\/\//i.test(body.source)) {
    issues.push(
      because("to a URL source: the page is the site's, so its headings cannot be prepared; send the HTML"),
    );
  }
  const protection = body.protection as Record<string, unknown> | undefined;
  if (
    protection &&
    (protection.user_password ||
      protection.owner_password ||
      protection.no_print ||
      protection.no_copy ||
      protection.no_modify)
  ) {
    issues.push(because('with protection: the PDF is encrypted, and bookmarks would need its key'));
  }
  return issues;
}
