import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);

// action/src/index.ts
import module from "module";
module.enableCompileCache?.();
var { run } = await import("./chunks/main-MO6VUS6P.mjs");
await run();
