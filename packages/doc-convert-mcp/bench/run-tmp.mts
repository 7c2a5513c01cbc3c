const { default: b } = await import('/work/wt-mcp/packages/doc-convert-mcp/bench/round-trip.bench.ts');
const { line } = await import('@doc-convert/testing/bench/report');
for (const r of await b()) console.log(line(r));
