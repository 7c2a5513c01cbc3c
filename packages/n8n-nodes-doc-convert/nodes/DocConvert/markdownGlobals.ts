// What the Markdown bundle (markdown.ts) sees as `globalThis` and `console`, put in place of those names when it
// is built (build/tsup.n8n.ts, esbuild's `define` and `inject`), so the bundle names no global that n8n's rules
// refuse. Its libraries look up standard built-ins on the global object (structured-clone's constructors,
// oniguruma-to-es's RegExp): they are all here. Their console lines are debugging aids for their authors, said
// to no one in a node. `process` is defined as undefined: one library reads an environment variable behind a
// `typeof process` check.
export const markdownGlobal = {
  Array,
  ArrayBuffer,
  BigInt,
  BigInt64Array,
  BigUint64Array,
  Boolean,
  DataView,
  Date,
  Error,
  EvalError,
  Float32Array,
  Float64Array,
  Int8Array,
  Int16Array,
  Int32Array,
  Intl,
  JSON,
  Map,
  Math,
  Number,
  Object,
  Promise,
  RangeError,
  ReferenceError,
  RegExp,
  Set,
  String,
  Symbol,
  SyntaxError,
  TextDecoder,
  TextEncoder,
  TypeError,
  Uint8Array,
  Uint8ClampedArray,
  Uint16Array,
  Uint32Array,
  URIError,
  WeakMap,
  WeakSet,
};

const quiet = (): void => undefined;

export const markdownConsole = {
  debug: quiet,
  error: quiet,
  info: quiet,
  log: quiet,
  trace: quiet,
  warn: quiet,
};
