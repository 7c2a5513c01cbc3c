// Every tool the server offers, in the order tools/list gives them. A new tool is one file in this folder that
// exports a defineTool(...) and one line here; tools that read files resolve them with resolveInRoots(...,
// 'read') and write with document.ts, as convert and merge_pdfs do.
import { comparePdfsTool } from './compare-pdfs';
import { convert } from './convert';
import { generateDocument } from './generate-document';
import { getAccount } from './get-account';
import { getCredits } from './get-credits';
import { getLog } from './get-log';
import { getTemplate } from './get-template';
import { listTemplates } from './list-templates';
import { mergePdfsTool } from './merge-pdfs';
import type { DocConvertTool } from './tool';

// The tools' own input types differ; the server registers each through the same generic path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const TOOLS: ReadonlyArray<DocConvertTool<any, any>> = [
  convert,
  generateDocument,
  mergePdfsTool,
  comparePdfsTool,
  listTemplates,
  getTemplate,
  getCredits,
  getAccount,
  getLog,
];
