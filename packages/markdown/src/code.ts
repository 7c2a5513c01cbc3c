// Code blocks highlighted while the page is prepared, as GitHub colours them: shiki (VS Code's TextMate
// grammars) with GitHub's light theme, each token's colour written inline, so nothing runs at print. shiki runs
// on its JavaScript regular-expression engine (no WebAssembly to load, which the n8n node could not), and a
// grammar is loaded the first time a page has code in its language. A language not listed here is shown as
// plain code, as GitHub shows a language it does not know.
import { createHighlighterCore, type HighlighterCore, type LanguageRegistration } from '@shikijs/core';
import { createJavaScriptRegexEngine } from '@shikijs/engine-javascript';
import githubLight from '@shikijs/themes/github-light';
import type { Element, ElementContent } from 'hast';

type Grammar = () => Promise<{ default: LanguageRegistration[] }>;

// The languages READMEs and docs folders use most, by every name GitHub's fences know them by.
const shell: Grammar = () => import('@shikijs/langs/shellscript');
const javascript: Grammar = () => import('@shikijs/langs/javascript');
const typescript: Grammar = () => import('@shikijs/langs/typescript');
const GRAMMARS: Record<string, Grammar> = {
  bash: shell,
  sh: shell,
  shell,
  shellscript: shell,
  zsh: shell,
  c: () => import('@shikijs/langs/c'),
  cpp: () => import('@shikijs/langs/cpp'),
  'c++': () => import('@shikijs/langs/cpp'),
  csharp: () => import('@shikijs/langs/csharp'),
  cs: () => import('@shikijs/langs/csharp'),
  css: () => import('@shikijs/langs/css'),
  scss: () => import('@shikijs/langs/scss'),
  dart: () => import('@shikijs/langs/dart'),
  diff: () => import('@shikijs/langs/diff'),
  docker: () => import('@shikijs/langs/docker'),
  dockerfile: () => import('@shikijs/langs/docker'),
  go: () => import('@shikijs/langs/go'),
  graphql: () => import('@shikijs/langs/graphql'),
  html: () => import('@shikijs/langs/html'),
  ini: () => import('@shikijs/langs/ini'),
  java: () => import('@shikijs/langs/java'),
  javascript,
  js: javascript,
  mjs: javascript,
  cjs: javascript,
  jsx: () => import('@shikijs/langs/jsx'),
  json: () => import('@shikijs/langs/json'),
  jsonc: () => import('@shikijs/langs/jsonc'),
  kotlin: () => import('@shikijs/langs/kotlin'),
  kt: () => import('@shikijs/langs/kotlin'),
  lua: () => import('@shikijs/langs/lua'),
  make: () => import('@shikijs/langs/make'),
  makefile: () => import('@shikijs/langs/make'),
  markdown: () => import('@shikijs/langs/markdown'),
  md: () => import('@shikijs/langs/markdown'),
  php: () => import('@shikijs/langs/php'),
  powershell: () => import('@shikijs/langs/powershell'),
  ps1: () => import('@shikijs/langs/powershell'),
  python: () => import('@shikijs/langs/python'),
  py: () => import('@shikijs/langs/python'),
  r: () => import('@shikijs/langs/r'),
  ruby: () => import('@shikijs/langs/ruby'),
  rb: () => import('@shikijs/langs/ruby'),
  rust: () => import('@shikijs/langs/rust'),
  rs: () => import('@shikijs/langs/rust'),
  sql: () => import('@shikijs/langs/sql'),
  swift: () => import('@shikijs/langs/swift'),
  toml: () => import('@shikijs/langs/toml'),
  tsx: () => import('@shikijs/langs/tsx'),
  typescript,
  ts: typescript,
  mts: typescript,
  cts: typescript,
  xml: () => import('@shikijs/langs/xml'),
  yaml: () => import('@shikijs/langs/yaml'),
  yml: () => import('@shikijs/langs/yaml'),
};

const THEME = 'github-light';

let highlighter: Promise<HighlighterCore> | undefined;
const loading = new Map<Grammar, Promise<string | undefined>>();

function theHighlighter(): Promise<HighlighterCore> {
  return (highlighter ??= createHighlighterCore({
    themes: [githubLight],
    langs: [],
    engine: createJavaScriptRegexEngine(),
  }));
}

/** The grammar's name once loaded (once per process), or undefined for a language without one. */
async function language(fence: string | undefined): Promise<string | undefined> {
  const grammar = fence === undefined ? undefined : GRAMMARS[fence.toLowerCase()];
  if (!grammar) return undefined;
  let loaded = loading.get(grammar);
  if (!loaded) {
    loaded = theHighlighter().then(async (shiki) => {
      const registrations = (await grammar()).default;
      await shiki.loadLanguage(...registrations);
      // The grammar's own name is the last registration (the ones before it are what it embeds).
      return registrations.at(-1)?.name;
    });
    loading.set(grammar, loaded);
  }
  return loaded;
}

/** A plain code block, as GitHub writes one for a language it does not colour. */
function plainBlock(code: string, fence: string | undefined): Element {
  const className = fence ? [`language-${fence}`] : undefined;
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: className ? { className } : {},
        children: [{ type: 'text', value: code }],
      },
    ],
  };
}

/** The code block `code` fenced as `fence`, highlighted when its language is known. */
export async function highlightedBlock(code: string, fence: string | undefined): Promise<ElementContent[]> {
  const lang = await language(fence);
  if (!lang) return [plainBlock(code, fence)];
  const shiki = await theHighlighter();
  // No time limit per line: with one, a line whose regular expressions are still being compiled (the first use
  // of a grammar, on a busy machine) comes out as one token, so the same Markdown would not give the same page.
  const root = shiki.codeToHast(code, { lang, theme: THEME, tokenizeTimeLimit: 0 });
  return root.children.filter((node): node is Element => node.type === 'element');
}
