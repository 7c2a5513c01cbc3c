// The Action's entry point: action.yml runs the bundle of this file, which only runs the story in main.ts.
// Node's compile cache is turned on first (as tsc and npm do), so a second use of the Action on the same
// runner skips compiling the bundle; main.ts is loaded after it, which is why it is imported dynamically.
import module from 'node:module';

module.enableCompileCache?.();
const { run } = await import('./main');
await run();
