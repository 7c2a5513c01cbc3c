// The review as Markdown, for the pull request comment and the job summary alike: a headline, then a table per
// changed document (its pages changed, added, removed and moved, the largest change first), each changed page's
// text diff in a collapsible block, and its before/after/diff images linked. A comment holds 65,536
// characters: past a budget the rest of the diffs are counted, not shown.
import { changedPagesOf, type ReviewDocument, type ReviewPage, type ReviewReport } from './review-report';

/** The hidden marker the comment is found by, to be updated in place on the next push. */
export const REVIEW_MARKER = '<!-- doc-convert-review -->';

/** Below GitHub's 65,536 characters a comment holds, with room for the tail. */
const BODY_BUDGET = 60_000;
/** A page's text diff shows at most this many lines. */
const DIFF_LINES = 40;

const percent = (share: number): string => {
  const value = share * 100;
  return `${value === 0 ? '0' : value < 0.01 ? '<0.01' : value.toFixed(2)}%`;
};

/** A table cell: one line, `|` escaped, HTML shown as text. */
const cell = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

const code = (text: string): string => `\`${cell(text).replace(/`/g, "'")}\``;

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Changed pages by their share, then added, removed and moved pages. */
function largestFirst(pages: readonly ReviewPage[]): ReviewPage[] {
  const rank = { changed: 0, added: 1, removed: 2, moved: 3 } as const;
  return [...pages].sort((a, b) =>
    a.status === 'changed' && b.status === 'changed'
      ? b.changedPixels - a.changedPixels
      : rank[a.status] - rank[b.status],
  );
}

function pageCell(page: ReviewPage): string {
  if (page.status === 'added') return `new ${page.after}`;
  if (page.status === 'removed') return `was ${page.before}`;
  return page.before === page.after ? String(page.after) : `${page.before} → ${page.after}`;
}

function imagesCell(page: ReviewPage): string {
  if (page.status !== 'changed' || !page.images) return '';
  const { before, after, diff } = page.images;
  return `[before](${before}) · [after](${after}) · [diff](${diff})`;
}

function countsOf(document: ReviewDocument): string {
  const s = document.summary;
  if (!s) return '';
  return [
    s.changed && `${s.changed} changed`,
    s.added && `${s.added} added`,
    s.removed && `${s.removed} removed`,
    s.moved && `${s.moved} moved`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** A fence longer than any run of backticks in the lines. */
function fenced(lines: string[]): string {
  const longest = Math.max(
    2,
    ...lines.map((line) => Math.max(0, ...(line.match(/`+/g) ?? []).map((r) => r.length))),
  );
  const fence = '`'.repeat(longest + 1);
  return `${fence}diff\n${lines.join('\n')}\n${fence}`;
}

function diffBlock(page: ReviewPage & { status: 'changed' }): string {
  const lines = [
    ...page.text.removed.map((line) => `- ${line}`),
    ...page.text.added.map((line) => `+ ${line}`),
  ];
  const shown = lines.slice(0, DIFF_LINES);
  if (lines.length > shown.length) shown.push(`… ${lines.length - shown.length} more lines`);
  const what = lines.length === 0 ? 'the same text, drawn otherwise' : plural(lines.length, 'line');
  return [
    `<details><summary>Page ${pageCell(page)}: ${what}</summary>`,
    '',
    lines.length === 0
      ? 'The text is the same; the page is drawn otherwise (a colour, an image, a font).'
      : fenced(shown),
    '',
    '</details>',
  ].join('\n');
}

function documentSection(document: ReviewDocument, measured: ReviewReport['measured']): string[] {
  const out = [
    `#### ${code(document.source)}: ${plural(changedPagesOf(document), 'page')} of ${document.afterPages} changed (${countsOf(document)})`,
    '',
    `| Page | Change | ${measured === 'pixels' ? 'Pixels changed' : 'Lines changed'} | Images |`,
    '| --- | --- | --- | --- |',
  ];
  for (const page of largestFirst(document.pages)) {
    const share = page.status === 'changed' ? percent(page.changedPixels) : '—';
    out.push(`| ${pageCell(page)} | ${page.status} | ${share} | ${imagesCell(page)} |`);
  }
  return out;
}

export function reviewBody(report: ReviewReport): string {
  const compared = report.documents.filter((d) => d.status === 'changed');
  const added = report.documents.filter((d) => d.status === 'added');
  const removed = report.documents.filter((d) => d.status === 'removed');
  const failed = report.documents.filter((d) => d.status === 'failed');
  const unchanged = report.documents.filter((d) => d.status === 'unchanged');
  const head = [
    REVIEW_MARKER,
    '### Doc Convert review',
    '',
    report.changedDocuments === 0 && failed.length === 0
      ? `**No document changed** (${plural(unchanged.length, 'source')} compared with the base ${report.base.slice(0, 7)}).`
      : `**${plural(report.changedDocuments, 'document')} changed, ${plural(report.changedPages, 'page')}** (compared with the base ${report.base.slice(0, 7)}).`,
  ];
  if (report.measured === 'text')
    head.push(
      '',
      'Compared by their text only: the canvas pages are drawn on could not be loaded (see the log).',
    );
  // Whole blocks (a document's table, a page's diff) are kept or left out, never cut in the middle.
  const blocks: string[] = [];
  for (const document of [...compared].sort((a, b) => b.largestChange - a.largestChange)) {
    blocks.push(documentSection(document, report.measured).join('\n'));
    for (const page of largestFirst(document.pages))
      if (page.status === 'changed') blocks.push(diffBlock(page));
  }
  const list = (title: string, documents: ReviewDocument[], detail: (d: ReviewDocument) => string) => {
    if (documents.length === 0) return;
    blocks.push(`**${title}:** ${documents.map((d) => `${code(d.source)}${detail(d)}`).join(', ')}`);
  };
  list('Added', added, (d) => ` (${plural(d.afterPages ?? 0, 'page')}${d.note ? `; ${cell(d.note)}` : ''})`);
  list('Removed', removed, (d) => (d.beforePages ? ` (${plural(d.beforePages, 'page')})` : ''));
  list('Not converted', failed, (d) => (d.note ? `: ${cell(d.note)}` : ''));
  list('Unchanged', unchanged, () => '');
  if (report.imagesLeftOut > 0)
    blocks.push(
      `${plural(report.imagesLeftOut, 'changed page')} without images (review-max-images, or too large).`,
    );
  if (report.imagesAt) blocks.push(`[All the images](${report.imagesAt})`);
  let text = head.join('\n');
  let left = 0;
  for (const [index, block] of blocks.entries()) {
    if (text.length + block.length + 2 > BODY_BUDGET) {
      left = blocks.length - index;
      break;
    }
    text += `\n\n${block}`;
  }
  if (left > 0)
    text += `\n\n… and ${plural(left, 'more part')}: see the review-report output's file and the job's log.`;
  return text;
}
