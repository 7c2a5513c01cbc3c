// One build for the five bundles; each one's entries live in build/.
import { defineConfig } from 'tsup';
import { action } from './build/tsup.action';
import { library } from './build/tsup.library';
import { mcp } from './build/tsup.mcp';
import { n8n } from './build/tsup.n8n';
import { server } from './build/tsup.server';

export default defineConfig([...library, ...server, ...n8n, ...mcp, ...action]);
