// What both asset sources (files.ts in development, embedded.ts in the bundles) give, and the KaTeX fonts by
// name: the woff2 files alone, which every Chromium reads, so the other formats never travel.

/** The page assets, each read (or decoded) when first asked for. */
export interface MarkdownAssets {
  /** The pinned Mermaid's browser script (mermaid.min.js), which draws the diagrams in the page. */
  mermaidScript(): string;
  /** KaTeX's stylesheet as published, its fonts named as `url(fonts/<name>.woff2)`. */
  katexStylesheet(): string;
  /** KaTeX's woff2 fonts by name (`KaTeX_Main-Regular`). */
  katexFonts(): Record<string, Uint8Array>;
}

export const KATEX_FONTS = [
  'KaTeX_AMS-Regular',
  'KaTeX_Caligraphic-Bold',
  'KaTeX_Caligraphic-Regular',
  'KaTeX_Fraktur-Bold',
  'KaTeX_Fraktur-Regular',
  'KaTeX_Main-Bold',
  'KaTeX_Main-BoldItalic',
  'KaTeX_Main-Italic',
  'KaTeX_Main-Regular',
  'KaTeX_Math-BoldItalic',
  'KaTeX_Math-Italic',
  'KaTeX_SansSerif-Bold',
  'KaTeX_SansSerif-Italic',
  'KaTeX_SansSerif-Regular',
  'KaTeX_Script-Regular',
  'KaTeX_Size1-Regular',
  'KaTeX_Size2-Regular',
  'KaTeX_Size3-Regular',
  'KaTeX_Size4-Regular',
  'KaTeX_Typewriter-Regular',
] as const;
