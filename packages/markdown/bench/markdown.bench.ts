// Markdown preparation against conversion (issue 35): a 100-file Markdown fixture (headings, prose, a table,
// highlighted code in several languages, inline and display math, and a Mermaid diagram in every fourth
// file) is prepared into its 100 requests, first use included (shiki's grammars, KaTeX, Mermaid's script
// read), then the same 100 requests are converted to PDF one at a time by the local server's Chromium (its
// own process), each answer read whole. Target: preparing costs at most 10 % of converting, both measured in
// this run. The requests are prepared twice: the second time must give the same bytes (the Action's cache
// keys on them).
import { DocConvert } from 'doc-convert';
import { SANDBOX_KEY } from 'doc-convert-server';
import { check, ms, serverProcess, timed, type BenchResult } from '@doc-convert/testing/bench/report';
import { prepareMarkdown, type PrepareSettings } from '../src/index';

const FILES = 100;
const TARGET = '<= 0.10';

const LANGUAGES: Array<[string, string]> = [
  [
    'ts',
    'export function total(items: Array<{ price: number }>): number {\n  return items.reduce((sum, item) => sum + item.price, 0);\n}',
  ],
  ['python', 'def total(items):\n    return sum(item["price"] for item in items)'],
  ['bash', 'npm install doc-convert\nexport DOC_CONVERT_API_KEY="sk_..."'],
  ['json', '{ "format": "A4", "margin": "12mm", "landscape": false }'],
];

/** File `n` of the fixture: what a docs folder's page holds. */
function page(n: number): string {
  const [lang, code] = LANGUAGES[n % LANGUAGES.length]!;
  const rows = Array.from(
    { length: 12 },
    (_, i) => `| item ${i} | ${(i * 7.25).toFixed(2)} | ${i % 2 ? 'yes' : 'no'} |`,
  );
  const diagram =
    n % 4 === 0
      ? `\n## Flow\n\n\`\`\`mermaid\nflowchart LR\n  Start${n}[Request] --> Check{Valid?}\n  Check -->|yes| Render[Render]\n  Check -->|no| Refuse[Refuse]\n\`\`\`\n`
      : '';
  return `---
title: Page ${n}
---
# Page ${n}

${'Prose about the topic, with **bold**, _emphasis_, `code` and a [link](other.md#section). '.repeat(8)}

## Table

| Name | Price | Taxed |
| ---- | ----: | :---: |
${rows.join('\n')}

## Code

\`\`\`${lang}
${code}
\`\`\`

## Math

The mean is $\\bar{x} = \\frac{1}{n}\\sum_{i=1}^{n} x_i$ and

$$
\\int_0^\\infty e^{-x^2}\\,dx = \\frac{\\sqrt{\\pi}}{2}
$$
${diagram}
> [!NOTE]
> Page ${n} ends here.
`;
}

const settings: PrepareSettings = { format: 'pdf', options: { format: 'A4' }, relative: 'report' };

export default async function markdown(): Promise<BenchResult> {
  const fixture = Array.from({ length: FILES }, (_, n) => page(n));
  let bodies: Array<Record<string, unknown>> = [];
  const prepareMs = await timed(async () => {
    bodies = [];
    for (const [n, text] of fixture.entries())
      bodies.push((await prepareMarkdown({ text, file: `docs/page-${n}.md` }, settings)).body);
  });
  let again: Array<Record<string, unknown>> = [];
  const warmMs = await timed(async () => {
    again = [];
    for (const [n, text] of fixture.entries())
      again.push((await prepareMarkdown({ text, file: `docs/page-${n}.md` }, settings)).body);
  });
  const same = bodies.every((body, i) => JSON.stringify(body) === JSON.stringify(again[i]));

  const server = await serverProcess({ renderer: 'chromium', rateLimit: false, history: 0 });
  const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
  try {
    // One conversion first, so the browser's launch is not counted against the conversions.
    const first = await client.convert.pdf(bodies[1] as never);
    if (first.kind === 'file') await first.bytes();
    const convertMs = await timed(async () => {
      for (const body of bodies) {
        const conversion = await client.convert.pdf(body as never);
        if (conversion.kind !== 'file') throw new Error(`answered ${conversion.kind}`);
        await conversion.bytes();
      }
    });
    const ratio = prepareMs / convertMs;
    const ok = check(ratio, TARGET) && same;
    return {
      name: 'markdown',
      figure: `${FILES} Markdown files (code, tables, math, ${FILES / 4} with diagrams): prepared in ${ms(prepareMs)} (first use included; again ${ms(warmMs)}), converted in ${ms(convertMs)}${same ? '' : ', NOT the same requests twice'}`,
      ratio,
      target: TARGET,
      ok,
      details: { files: FILES, prepareMs, warmPrepareMs: warmMs, convertMs, sameRequests: String(same) },
    };
  } finally {
    await client.close();
    await server.stop();
  }
}
