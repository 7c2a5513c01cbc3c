// The files embedded.ts imports with attributes, as esbuild gives them: text, or bytes.
declare module 'mermaid/dist/mermaid.min.js' {
  const text: string;
  export default text;
}
declare module 'katex/dist/katex.min.css' {
  const text: string;
  export default text;
}
declare module 'katex/dist/fonts/*.woff2' {
  const bytes: Uint8Array;
  export default bytes;
}
