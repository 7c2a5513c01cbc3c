// The merge (./merge.ts) is a bundle file of its own beside the node's, which the node requires on the first
// Merge PDFs: the core's PDF reader and writer would take the node's own bundle past its size limit, and n8n's
// start-up loads that bundle for every workflow. This module sits beside the node's entry so that the path it
// imports is the same in the built package (build/tsup.n8n.ts keeps it an import).
export const loadMerge = () => import('./merge');
