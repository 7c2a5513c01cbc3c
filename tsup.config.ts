// One build for the three faces; each face's entries live in build/.
import { defineConfig } from 'tsup';
import { action } from './build/tsup.action';
import { library } from './build/tsup.library';
import { n8n } from './build/tsup.n8n';

export default defineConfig([...library, ...n8n, ...action]);
