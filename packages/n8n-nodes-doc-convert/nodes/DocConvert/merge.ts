// The node's merge of PDFs into a book: the core's mergePdfs(), bundled as dist/nodes/DocConvert/merge.js beside
// the node's bundle (build/tsup.n8n.ts) and loaded by loadMerge.ts on the first Merge. Its ValidationError goes
// with it: this bundle has its own copy of the core's classes, so the node tells the merge's refusals by this
// one, not by the copy in its own bundle.
export { mergePdfs, ValidationError } from '@doc-convert/core';
