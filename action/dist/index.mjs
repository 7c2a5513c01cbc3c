import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);

// action/src/index.ts
import module from "node:module";
module.enableCompileCache?.();
var { run } = await import("./chunks/main-5YUJBWYC.mjs");
await run();
