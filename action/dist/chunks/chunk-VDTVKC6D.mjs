import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  lazy
} from "./chunk-2PAOQWF4.mjs";

// src/options-loader.ts
var options = lazy(() => import("./options-SFCQT4BB.mjs"));
var loadedOptions = options.loaded;
var loadOptions = options.load;

export {
  loadedOptions,
  loadOptions
};
