// Importing the built library loads neither undici nor zod (they cost more than the rest of the library put
// together; see packages/doc-convert/bench/import.bench.ts): undici comes with the first request, zod with the first answer that
// needs a schema. A child process records every module it resolves (module.registerHooks) and reports at each
// step, for the ESM and the CommonJS build.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { pathToFileURL } from 'node:url';
import { CJS_ENTRY, ESM_ENTRY, runModule } from '@doc-convert/testing/packages/built';
import { ensureBuilt } from '@doc-convert/testing/packages/packed';

beforeAll(ensureBuilt, 600_000);

function probe(load: string): string {
  return `
    import { registerHooks, createRequire } from 'node:module';
    import { createServer } from 'node:http';
    const resolved = [];
    registerHooks({ resolve(specifier, context, next) { resolved.push(specifier); return next(specifier, context); } });
    const loaded = (name) => resolved.some((s) => s === name || s.startsWith(name + '/'));
    const steps = {};
    const note = (step) => { steps[step] = { undici: loaded('undici'), zod: loaded('zod') }; };
    const server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: true, credits: { base: 1, total: 1, used: 0, remaining: 1 } }));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const lib = ${load};
    note('import');
    const client = new lib.DocConvert({ apiKey: 'dc_lazy_key', baseUrl: 'http://127.0.0.1:' + server.address().port + '/v3' });
    note('client');
    const refused = await client.convert.pdf({ source: 'x', zoom: 5 }).catch((e) => e.name);
    note('validation');
    const credits = await client.credits.usage();
    note('answer');
    await client.close();
    server.close();
    console.log(JSON.stringify({ steps, refused, remaining: credits.remaining }));`;
}

const loads = {
  esm: `await import(${JSON.stringify(pathToFileURL(ESM_ENTRY).href)})`,
  cjs: `createRequire(import.meta.url)(${JSON.stringify(CJS_ENTRY)})`,
};

describe.each(['esm', 'cjs'] as const)('what the %s build loads, step by step', (kind) => {
  it('nothing heavy at import; zod for the option check; undici with the first request', () => {
    expect(JSON.parse(runModule(probe(loads[kind])))).toEqual({
      steps: {
        import: { undici: false, zod: false },
        client: { undici: false, zod: false },
        // Options are checked before anything is sent: the schemas, not the network.
        validation: { undici: false, zod: true },
        answer: { undici: true, zod: true },
      },
      refused: 'ValidationError',
      remaining: 1,
    });
  });
});
