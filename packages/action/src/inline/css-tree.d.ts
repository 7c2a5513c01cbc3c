// The parts of css-tree (3.x, which ships no types) that inline-css.ts uses: the tokenizer and the decoders
// of string and url() tokens. Token types are CSS Syntax Level 3's, numbered as in css-tree's types.js.
declare module 'css-tree/tokenizer' {
  export function tokenize(source: string, onToken: (type: number, start: number, end: number) => void): void;
}

declare module 'css-tree/utils' {
  export const string: { decode(token: string): string };
  export const url: { decode(token: string): string };
}
