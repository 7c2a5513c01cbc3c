// Markdown into the page the service prints, as a story: read the front matter (checked, or nothing is sent),
// parse GitHub's Markdown (CommonMark, tables, task lists, strikethrough, autolinks, footnotes, math), render
// code, math and diagrams aside (slots.ts), turn the rest into HTML with the author's raw HTML sanitised as
// GitHub sanitises it, give headings GitHub's ids, make alerts, put the rendered parts back, read relative
// images where the face can, and wrap it all in a page with its stylesheet and, only when used, KaTeX's
// stylesheet and fonts and the pinned Mermaid. The request's options are the call's, then the front matter's.
//
// Why unified (remark and rehype) rather than markdown-it: GitHub's rules come ready-made and exact there:
// micromark implements CommonMark and GFM to their specs, remark-gfm writes footnotes as GitHub does,
// rehype-sanitize's default schema is GitHub's allow-list, rehype-slug uses github-slugger (GitHub's heading
// ids), and every node keeps its line, which problems are reported with.
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { toHtml } from 'hast-util-to-html';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Code, Nodes, Parent, Root as MdastRoot } from 'mdast';
import type { InlineMath, Math } from 'mdast-util-math';
import {
  ValidationError,
  escapeAttributeValue,
  escapeHtml,
  type ConversionFormat,
  type MarkdownProblem,
  type MarkdownSource,
  type PreparedMarkdown,
} from '@doc-convert/core';
import { assets } from '#assets';
import { githubAlerts } from './alerts';
import { highlightedBlock } from './code';
import { diagramBlock, DIAGRAMS_DRAWN, drawingScript, mermaidElement } from './diagrams';
import { readFrontMatter, type FrontMatter } from './front-matter';
import { katexStylesheet, mathProblemBox, typeset } from './math';
import { placeOf } from './problems';
import { Slots, withoutMarkers } from './slots';
import { PRINT_STYLESHEET } from './stylesheet';

/** A file the Markdown refers to, as read from its folder. */
export interface Asset {
  bytes: Uint8Array;
  /** Its media type, e.g. `image/png`. */
  mime: string;
}

/** Reads a relative reference of the Markdown (`img/logo.png`), or answers undefined when it cannot be. */
export type ReadAsset = (reference: string) => Promise<Asset | undefined>;

export interface PrepareSettings {
  format: ConversionFormat;
  /** The call's own request options (without `source`). */
  options: Record<string, unknown>;
  /**
   * What relative references (images, a front matter stylesheet) become: read and inlined (`ReadAsset`, the
   * library), kept for the caller to inline (`'keep'`, the Action, which inlines the page's assets itself), or
   * reported as problems (`'report'`, the n8n node, which has no files).
   */
  relative: ReadAsset | 'keep' | 'report';
}

// GitHub's allow-list, with the author's ids kept as written (GitHub prefixes them with `user-content-` and
// mends `#links` with a script on its site; a printed page has no script, so links must find the very ids).
const SANITIZE: SanitizeSchema = { ...defaultSchema, clobberPrefix: '' };

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkMath);
const toHast = unified()
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize, SANITIZE)
  .use(rehypeSlug);

const isRelative = (reference: string) =>
  reference !== '' && !/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(reference);

function documentOf(markdown: MarkdownSource): { text: string; file?: string; stylesheet?: string | false } {
  if (typeof markdown === 'string') return { text: markdown };
  if (markdown === null || typeof markdown !== 'object' || typeof markdown.text !== 'string') {
    throw new ValidationError([
      { path: 'markdown', message: 'must be the Markdown text, or an object { text, file?, stylesheet? }' },
    ]);
  }
  const { text, file, stylesheet } = markdown;
  const issues = [];
  if (file !== undefined && (typeof file !== 'string' || file === ''))
    issues.push({
      path: 'markdown.file',
      message: 'must be a non-empty string (the file the Markdown is from)',
    });
  if (stylesheet !== undefined && stylesheet !== false && typeof stylesheet !== 'string')
    issues.push({ path: 'markdown.stylesheet', message: 'must be CSS text, or false for no stylesheet' });
  if (issues.length > 0) throw new ValidationError(issues);
  return {
    text,
    ...(file === undefined ? {} : { file }),
    ...(stylesheet === undefined ? {} : { stylesheet }),
  };
}

/** The text of a node and its descendants. */
function textOf(node: Nodes | ElementContent | HastRoot): string {
  // Typeset math is written out as KaTeX's HTML (html-fragment.ts): no text of its own for a title.
  if ((node.type as string) === 'raw') return '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Array<Nodes | ElementContent>).map(textOf).join('');
  return '';
}

/** The page's trusted parts, in document order: rendered, then held (each replaced by its placeholder). */
class Parts {
  readonly slots = new Slots();
  readonly problems: MarkdownProblem[] = [];
  readonly diagrams: PreparedMarkdown['diagrams'] = [];
  math = false;

  constructor(private readonly file: string | undefined) {}

  place(line: number): { file?: string; line: number } {
    return this.file === undefined ? { line } : { file: this.file, line };
  }

  async render(node: Code | Math | InlineMath): Promise<ElementContent[]> {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'code' && node.lang?.toLowerCase() === 'mermaid') {
      this.diagrams.push(this.place(line));
      return diagramBlock(node.value, this.diagrams.length - 1, placeOf(this.place(line)));
    }
    if (node.type === 'code' && node.lang?.toLowerCase() !== 'math') {
      return highlightedBlock(node.value, node.lang ?? undefined);
    }
    const display = node.type !== 'inlineMath';
    const result = typeset(node.value, display);
    if ('html' in result) {
      this.math = true;
      return display
        ? [
            {
              type: 'element',
              tagName: 'div',
              properties: { className: ['math-display'] },
              children: result.html,
            },
          ]
        : result.html;
    }
    // A display formula's own line: the one after `$$` or the fence.
    const at = display && node.value !== '' ? line + 1 : line;
    this.problems.push({ kind: 'math', ...this.place(at), message: result.error });
    return mathProblemBox(result.error, display, placeOf(this.place(at)));
  }
}

/** Every code, math and inline math node of the tree with its parent, in document order. */
function* renderable(parent: Parent): Generator<[Code | Math | InlineMath, Parent]> {
  for (const child of parent.children) {
    if (child.type === 'code' || child.type === 'math' || child.type === 'inlineMath') yield [child, parent];
    else if ('children' in child) yield* renderable(child);
  }
}

async function holdParts(tree: MdastRoot, parts: Parts): Promise<void> {
  const found = [...renderable(tree)];
  const rendered = await Promise.all(found.map(([node]) => parts.render(node)));
  found.forEach(([node, parent], i) => {
    const placeholder = parts.slots.hold(rendered[i]!);
    const index = parent.children.indexOf(node as never);
    parent.children[index] = (
      node.type === 'inlineMath'
        ? { type: 'text', value: placeholder }
        : { type: 'paragraph', children: [{ type: 'text', value: placeholder }] }
    ) as never;
  });
}

/** The elements of the tree, in document order. */
function* elements(node: HastRoot | Element): Generator<Element> {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    yield child;
    yield* elements(child);
  }
}

function dataUri({ bytes, mime }: { bytes: Uint8Array; mime: string }): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${mime};base64,${btoa(binary)}`;
}

/** Relative images read and inlined, kept, or reported, as the face can (PrepareSettings.relative). */
async function relativeImages(tree: HastRoot, settings: PrepareSettings, parts: Parts): Promise<void> {
  const { relative } = settings;
  if (relative === 'keep') return;
  const images = [...elements(tree)].filter(
    (element) => element.tagName === 'img' && typeof element.properties.src === 'string',
  );
  await Promise.all(
    images.map(async (image) => {
      const src = image.properties.src as string;
      if (!isRelative(src)) return;
      const line = image.position?.start.line ?? 1;
      const asset = relative === 'report' ? undefined : await relative(decodeURI(src.split(/[?#]/)[0]!));
      if (asset) {
        image.properties.src = dataUri(asset);
        return;
      }
      const message =
        relative === 'report'
          ? `${src} is a relative path, and there is no folder to read it from here: use a URL`
          : `${src} was not found`;
      parts.problems.push({ kind: 'image', ...parts.place(line), message });
    }),
  );
}

/** The page's stylesheet element(s): the front matter's file, the document's own, the built-in one, or none. */
async function stylesheetOf(
  own: string | false | undefined,
  front: FrontMatter,
  settings: PrepareSettings,
  parts: Parts,
  line: number,
): Promise<string> {
  const style = (css: string) => `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
  if (front.stylesheet !== undefined) {
    const { relative } = settings;
    if (relative === 'keep')
      return `<link rel="stylesheet" href="${escapeAttributeValue(front.stylesheet)}">`;
    const asset = relative === 'report' ? undefined : await relative(front.stylesheet);
    if (asset) return style(new TextDecoder().decode(asset.bytes));
    const message =
      relative === 'report'
        ? `${front.stylesheet} cannot be read here (no folder): the built-in stylesheet is used`
        : `${front.stylesheet} was not found: the built-in stylesheet is used`;
    parts.problems.push({ kind: 'stylesheet', ...parts.place(line), message });
  }
  if (own === false) return '';
  return style(typeof own === 'string' ? own : PRINT_STYLESHEET);
}

/** The request's options: the call's, then the front matter's, the page as `source`, and what the page needs. */
function requestOf(
  settings: PrepareSettings,
  front: FrontMatter,
  html: string,
  diagrams: number,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...settings.options, ...front.options, source: html };
  if (settings.format === 'pdf' && front.author !== undefined) {
    const protection = (body.protection ?? {}) as Record<string, unknown>;
    if (protection.author === undefined) body.protection = { ...protection, author: front.author };
  }
  if (diagrams > 0) {
    if (body.disable_javascript === true) {
      throw new ValidationError([
        {
          path: 'disable_javascript',
          message: `must not be true for Markdown with Mermaid diagrams: a script in the page draws them (${diagrams} here)`,
        },
      ]);
    }
    body.wait_for = DIAGRAMS_DRAWN;
  }
  return body;
}

/** The page and the request for `markdown` (see the header). */
export async function prepareMarkdown(
  markdown: MarkdownSource,
  settings: PrepareSettings,
): Promise<PreparedMarkdown> {
  const { text, file, stylesheet } = documentOf(markdown);
  const tree = parser.parse(withoutMarkers(text.replace(/^\uFEFF/, '')));
  const first = tree.children[0];
  const block =
    first?.type === 'yaml'
      ? { yaml: first.value, firstLine: (first.position?.start.line ?? 1) + 1 }
      : undefined;
  if (block) tree.children.shift();
  const front = readFrontMatter(block, settings.format, file);

  const parts = new Parts(file);
  await holdParts(tree, parts);
  const hast = (await toHast.run(tree)) as HastRoot;
  githubAlerts(hast);
  parts.slots.fill(hast);
  await relativeImages(hast, settings, parts);

  const firstHeading = [...elements(hast)].find((element) => element.tagName === 'h1');
  const title = front.title ?? (firstHeading ? textOf(firstHeading).trim() || undefined : undefined);
  const head = [
    '<meta charset="utf-8">',
    title === undefined ? '' : `<title>${escapeHtml(title)}</title>`,
    front.author === undefined ? '' : `<meta name="author" content="${escapeAttributeValue(front.author)}">`,
    front.description === undefined
      ? ''
      : `<meta name="description" content="${escapeAttributeValue(front.description)}">`,
    await stylesheetOf(stylesheet, front, settings, parts, block?.firstLine ?? 1),
    parts.math ? `<style>${katexStylesheet(assets)}</style>` : '',
  ].join('');
  const userWaitFor = ({ ...settings.options, ...front.options }.wait_for ?? undefined) as string | undefined;
  const scripts =
    parts.diagrams.length === 0
      ? ''
      : `${mermaidElement(assets)}<script>${drawingScript(userWaitFor)}</script>`;
  const lang = escapeAttributeValue(front.lang ?? 'en');
  const html = `<!DOCTYPE html>\n<html lang="${lang}"><head>${head}</head><body><article class="markdown-body">${toHtml(hast, { allowDangerousHtml: true })}</article>${scripts}</body></html>\n`;
  return {
    body: requestOf(settings, front, html, parts.diagrams.length),
    title,
    problems: parts.problems.sort((a, b) => a.line - b.line),
    diagrams: parts.diagrams,
  };
}
