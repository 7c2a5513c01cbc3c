// The built-in print stylesheet: a document a reader would want, from GitHub's Markdown look made for paper.
// Readable type (system sans-serif, 10.5 pt, 1.5 leading), headings kept with what follows them, code and
// tables that break across pages cleanly (a table's header row repeats on each page, rows and code lines are
// not split), images that fit the page, the alert boxes and problem boxes, and page margins (`@page`, which a
// request's `margin` overrides). Replaced whole by the user's stylesheet (`stylesheet`), and `css` is
// appended after it by the service.
export const PRINT_STYLESHEET = `@page { margin: 18mm 16mm 20mm; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0;
  color: #1f2328;
  background: #fff;
  font-family: -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif;
  font-size: 10.5pt;
  line-height: 1.5;
  overflow-wrap: break-word;
}
.markdown-body { max-width: 100%; }
.markdown-body > :first-child { margin-top: 0; }
h1, h2, h3, h4, h5, h6 {
  margin: 1.4em 0 0.6em;
  font-weight: 600;
  line-height: 1.25;
  break-after: avoid-page;
  page-break-after: avoid;
}
h1 { font-size: 2em; padding-bottom: 0.3em; border-bottom: 1px solid #d1d9e0; }
h2 { font-size: 1.5em; padding-bottom: 0.3em; border-bottom: 1px solid #d1d9e0; }
h3 { font-size: 1.25em; }
h4 { font-size: 1em; }
h5 { font-size: 0.875em; }
h6 { font-size: 0.85em; color: #59636e; }
p, blockquote, ul, ol, dl, table, pre, details, .markdown-alert { margin: 0 0 1em; }
p, li { orphans: 3; widows: 3; }
a { color: #0969da; text-decoration: underline; text-underline-offset: 0.15em; }
hr { height: 0.25em; margin: 1.5em 0; border: 0; background: #d1d9e0; }
ul, ol { padding-left: 2em; }
li + li { margin-top: 0.25em; }
ul.contains-task-list { list-style: none; padding-left: 1.2em; }
.task-list-item input { margin: 0 0.3em 0 -1.2em; vertical-align: middle; }
blockquote { margin-left: 0; padding: 0 1em; color: #59636e; border-left: 0.25em solid #d1d9e0; }
img, svg { max-width: 100%; }
img { break-inside: avoid; }
code, pre, kbd, samp {
  font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace;
  font-size: 0.85em;
}
:not(pre) > code { padding: 0.1em 0.35em; border-radius: 4px; background: #eff1f3; }
pre {
  padding: 0.9em 1em;
  border-radius: 6px;
  background: #f6f8fa !important;
  line-height: 1.45;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
pre code { padding: 0; background: none; font-size: 1em; }
pre .line { break-inside: avoid; }
table { border-collapse: collapse; border-spacing: 0; display: table; width: auto; max-width: 100%; }
thead { display: table-header-group; }
tr { break-inside: avoid; page-break-inside: avoid; }
th, td { padding: 0.4em 0.8em; border: 1px solid #d1d9e0; }
th { font-weight: 600; background: #f6f8fa; }
tr:nth-child(2n) td { background: #f6f8fa; }
del { color: #59636e; }
.footnotes { font-size: 0.85em; color: #59636e; border-top: 1px solid #d1d9e0; margin-top: 2em; }
.footnotes h2.sr-only, .sr-only {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.markdown-alert { padding: 0.5em 1em; border-left: 0.25em solid #d1d9e0; color: inherit; break-inside: avoid; }
.markdown-alert > :last-child { margin-bottom: 0; }
.markdown-alert-title { display: flex; align-items: center; font-weight: 600; margin-bottom: 0.3em; }
.markdown-alert-note { border-left-color: #0969da; } .markdown-alert-note .markdown-alert-title { color: #0969da; }
.markdown-alert-tip { border-left-color: #1a7f37; } .markdown-alert-tip .markdown-alert-title { color: #1a7f37; }
.markdown-alert-important { border-left-color: #8250df; } .markdown-alert-important .markdown-alert-title { color: #8250df; }
.markdown-alert-warning { border-left-color: #9a6700; } .markdown-alert-warning .markdown-alert-title { color: #9a6700; }
.markdown-alert-caution { border-left-color: #d1242f; } .markdown-alert-caution .markdown-alert-title { color: #d1242f; }
.katex-display { margin: 1em 0; overflow: hidden; break-inside: avoid; }
.doc-convert-diagram { margin: 0 0 1em; text-align: center; break-inside: avoid; }
.doc-convert-problem {
  display: block;
  margin: 0 0 1em;
  padding: 0.6em 0.9em;
  border: 1px solid #d1242f;
  border-left-width: 0.3em;
  border-radius: 4px;
  background: #fff5f5;
  color: #82071e;
  font-size: 0.9em;
  text-align: left;
  white-space: pre-wrap;
  break-inside: avoid;
}
span.doc-convert-problem { display: inline; padding: 0.1em 0.4em; margin: 0; }
`;
