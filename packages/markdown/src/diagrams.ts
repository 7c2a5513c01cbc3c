// Mermaid diagrams (```mermaid blocks), drawn in the page by the pinned Mermaid the request carries: no CDN,
// and the same against the local server. The page waits for them: a script draws each diagram in turn and the
// request's `wait_for` names the function that says when all are drawn, so the print never catches one half
// done. Labels are SVG text (`htmlLabels: false`), which prints and which a PDF's text holds; html labels are
// foreignObjects, which Chromium prints as pictures of text, if at all.
//
// A diagram Mermaid cannot parse (or draw) becomes a box with Mermaid's message, where the diagram was, and
// the rest of the page renders. The box's element gets an id that carries the diagram's number and the
// message (hex of its UTF-8), and a hidden link to it, so that Chromium, the service's renderer, writes a
// named destination by that name (it does for an element a link of the page points at: the same mechanism
// that bookmarks headings, packages/core/src/outline/html.ts); drawnProblems() reads those names back from
// the PDF, so each failure is reported with its file, its line and Mermaid's own message.
import type { Element, ElementContent } from 'hast';
import type { MarkdownProblem, PreparedMarkdown } from '@doc-convert/core';
import { PdfFile } from '@doc-convert/core/pdf';
import type { MarkdownAssets } from './assets/names';

/** The function the print waits for (`wait_for`): true once every diagram is drawn (or failed). */
export const DIAGRAMS_DRAWN = 'docConvertDiagramsDrawn';

const FAILED_PREFIX = 'doc-convert-diagram-error-';
/** The longest message carried back, in characters: Mermaid's parse errors quote the line, which is enough. */
const MESSAGE_CHARACTERS = 400;

/** The block that stands for diagram `index` until the script draws it: its source, shown if it never is. */
export function diagramBlock(source: string, index: number, where: string): ElementContent[] {
  const block: Element = {
    type: 'element',
    tagName: 'div',
    properties: { className: ['doc-convert-diagram'], dataDiagram: String(index), dataWhere: where },
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [
          { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: source }] },
        ],
      },
    ],
  };
  return [block];
}

let mermaid: string | undefined;

/** The pinned Mermaid's script element, made once (megabytes: a page with diagrams copies it, nothing more). */
export function mermaidElement(assets: MarkdownAssets): string {
  return (mermaid ??= `<script>${assets.mermaidScript().replace(/<\/(script)/gi, '<\\/$1')}</script>`);
}

/** `text` as a JavaScript string literal that cannot end the script element it is in. */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(/</g, '\\u003c');
}

/**
 * The script that draws the diagrams after Mermaid's, and defines DIAGRAMS_DRAWN. `alsoWaitFor`: the request's
 * own `wait_for`, which the print then waits for too.
 */
export function drawingScript(alsoWaitFor: string | undefined): string {
  const also = alsoWaitFor === undefined ? 'null' : scriptString(alsoWaitFor);
  return `(function () {
  var drawn = false;
  var also = ${also};
  window[${scriptString(DIAGRAMS_DRAWN)}] = function () {
    return drawn && (also === null || typeof window[also] !== 'function' || Boolean(window[also]()));
  };
  function hex(text) {
    var out = '';
    new TextEncoder().encode(text).forEach(function (b) { out += (b < 16 ? '0' : '') + b.toString(16); });
    return out;
  }
  function fail(block, index, error) {
    var message = String((error && error.message) || error || 'unknown error').slice(0, ${MESSAGE_CHARACTERS});
    var id = ${scriptString(FAILED_PREFIX)} + index + '-' + hex(message);
    var box = document.createElement('div');
    box.className = 'doc-convert-problem';
    box.setAttribute('role', 'note');
    box.id = id;
    var title = document.createElement('strong');
    title.textContent = 'Diagram not drawn';
    box.append(title, ' (' + block.getAttribute('data-where') + '): ' + message);
    var link = document.createElement('a');
    link.href = '#' + id;
    link.style.setProperty('display', 'none', 'important');
    block.replaceChildren(box, link);
  }
  async function draw() {
    var blocks = document.querySelectorAll('.doc-convert-diagram');
    if (typeof mermaid === 'undefined') {
      blocks.forEach(function (block) { fail(block, block.getAttribute('data-diagram'), 'Mermaid did not load'); });
      return;
    }
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      htmlLabels: false,
      flowchart: { htmlLabels: false },
      suppressErrorRendering: true,
      theme: 'default',
    });
    for (var i = 0; i < blocks.length; i++) {
      var block = blocks[i];
      var index = block.getAttribute('data-diagram');
      var source = block.querySelector('code').textContent;
      try {
        await mermaid.parse(source);
        var result = await mermaid.render('doc-convert-diagram-svg-' + index, source);
        block.innerHTML = result.svg;
      } catch (error) {
        fail(block, index, error);
      }
    }
  }
  draw().catch(function () {}).then(function () { drawn = true; });
})();`;
}

function fromHex(hex: string): string {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return new TextDecoder().decode(bytes);
}

/** The diagrams the renderer could not draw, read from the named destinations of the PDF it printed. */
export function drawnProblems(pdf: Uint8Array, prepared: PreparedMarkdown): MarkdownProblem[] {
  if (prepared.diagrams.length === 0) return [];
  const problems: MarkdownProblem[] = [];
  const names = new PdfFile(pdf).namedDestinations().keys();
  for (const name of names) {
    const match = new RegExp(`^${FAILED_PREFIX}(\\d+)-((?:[0-9a-f]{2})*)$`).exec(name);
    const place = match ? prepared.diagrams[Number(match[1])] : undefined;
    if (!match || !place) continue;
    problems.push({
      kind: 'diagram',
      ...(place.file === undefined ? {} : { file: place.file }),
      line: place.line,
      message: fromHex(match[2]!),
    });
  }
  return problems.sort((a, b) => a.line - b.line);
}
