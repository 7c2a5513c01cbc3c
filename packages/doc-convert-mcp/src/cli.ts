#!/usr/bin/env node
// The bin `doc-convert-mcp`: runs main.ts, and turns what stops it into one line on stderr and exit code 1 (never
// a stack with a secret in it: the library's errors scrub the key, and redact() what else could carry it).
import { redact } from '@doc-convert/core';
import { main } from './main';

main(process.argv.slice(2), process.env).catch((error: unknown) => {
  const secrets = [process.env.DOC_CONVERT_API_KEY, process.env.DOC_CONVERT_MCP_TOKEN].filter(
    (secret): secret is string => !!secret,
  );
  process.stderr.write(
    `doc-convert-mcp: ${redact(error instanceof Error ? error.message : String(error), secrets)}\n`,
  );
  process.exitCode = 1;
});
