// doc-convert-mcp as a library: the MCP server, to run inside your own process (your transport, your client),
// and the HTTP serving the bin uses. Most users run the bin (`npx doc-convert-mcp`, docs/mcp.md).
export { createDocConvertMcpServer, type DocConvertMcpServerOptions } from './server';
export { serveHttp, MCP_PATH, type HttpServeOptions, type HttpServer } from './http';
