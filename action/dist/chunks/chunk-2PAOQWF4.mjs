import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);

// src/lazy.ts
function lazy(importer) {
  let module;
  let loading;
  return {
    loaded: () => module,
    load: () => loading ??= importer().then((loadedModule) => module = loadedModule)
  };
}

export {
  lazy
};
