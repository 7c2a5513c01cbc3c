// The PDF's Info dictionary from `metadata`, for both renderers: the names the contract shares with the
// standard keys (title, author, subject, keywords, creator, in any case) become those keys, any other name
// is kept as a custom key; the title defaults to the source's <title>.
import type { PdfMetadata } from 'doc-convert/internal/rules';

const STANDARD_KEYS: Record<string, string> = {
  title: 'Title',
  author: 'Author',
  subject: 'Subject',
  keywords: 'Keywords',
  creator: 'Creator',
};

/** Info dictionary entries, key → text. */
export function infoEntries(
  metadata: PdfMetadata | undefined,
  title: string | undefined,
): Record<string, string> {
  const info: Record<string, string> = {};
  if (title) info.Title = title;
  for (const [key, value] of Object.entries(metadata ?? {}))
    info[STANDARD_KEYS[key.toLowerCase()] ?? key] = value;
  return info;
}
