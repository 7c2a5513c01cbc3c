// The n8n node and its credentials: CommonJS bundles under dist/ (filled in by the n8n node issue).
import type { Options } from 'tsup';

export const n8n: Options[] = [];
