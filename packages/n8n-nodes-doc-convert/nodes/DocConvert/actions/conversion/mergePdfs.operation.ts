// Conversion → Merge PDFs: the PDFs of all input items, in item order, merged into one book by the core's mergePdfs() (the
// merge the library and the Action's `merge` use, so the same PDFs and settings give the same bytes in every
// face). It runs once over all items, as n8n's Aggregate and Compression (zip) nodes do, and outputs one item:
// the book in a binary field and what was merged in its JSON. Each item's file is checked before anything is
// sent (there, a PDF), read when the merge reaches it (n8n's helpers, so filesystem and S3 binary data work),
// and the book handed to n8n as the chunks the merge wrote. Only a contents page and a cover are sent to the
// service, through the node's client: a conversion each; with neither, the merge sends no request.
import {
  NodeOperationError,
  type IDataObject,
  type IExecuteFunctions,
  type INodeExecutionData,
} from 'n8n-workflow';
import { hasPdfHeader, type BookDocument } from '@doc-convert/core';
import { toNodeError } from '../../helpers/errors';
import { isAtLeast } from '../../helpers/versions';
import { loadMerge } from '../../loadMerge';
import type { OperationContext } from '../types';
import { mergeFields } from './mergePdfsFields';
import { readMergeSettings } from './mergePdfsSettings';
import { mergeSummary } from './mergePdfsSummary';

export const description = mergeFields;

/** One item's PDF, as the merge reads it. */
interface ItemDocument {
  itemIndex: number;
  fileName: string | undefined;
}

/** The input items' files: which items hold one, which do not (refused unless they are to be skipped). */
function itemDocuments(
  this: IExecuteFunctions,
  field: string,
  skipItemsWithoutFile: boolean,
): { documents: ItemDocument[]; skippedItems: number[] } {
  const documents: ItemDocument[] = [];
  const skippedItems: number[] = [];
  this.getInputData().forEach((item, itemIndex) => {
    const binary = item.binary?.[field];
    if (binary) documents.push({ itemIndex, fileName: binary.fileName });
    else if (skipItemsWithoutFile) skippedItems.push(itemIndex);
    else {
      throw new NodeOperationError(
        this.getNode(),
        `Input Binary Field: item ${itemIndex} has no binary field "${field}"`,
        {
          itemIndex,
          description: `Every item's PDF must be in the binary field named by Input Binary Field ("${field}"). Check the field's name in the item's Binary tab, or turn on Options → Skip Items Without the File. Nothing was sent.`,
        },
      );
    }
  });
  if (documents.length === 0) {
    throw new NodeOperationError(
      this.getNode(),
      `Input Binary Field: no input item has a file in the binary field "${field}", so there is nothing to merge`,
      { description: 'Nothing was sent. The node merges the PDFs of all its input items, one per item.' },
    );
  }
  return { documents, skippedItems };
}

/** A name for each item's document: its file name, which links between the PDFs use, unless another has it. */
function documentNames(documents: readonly ItemDocument[]): Array<string | undefined> {
  const seen = new Set<string>();
  return documents.map(({ fileName }) => {
    const name = fileName?.trim();
    if (!name || seen.has(name)) return undefined;
    seen.add(name);
    return name;
  });
}

export async function executeAll(
  this: IExecuteFunctions,
  { client, signal, secrets }: OperationContext,
): Promise<INodeExecutionData[]> {
  const field = (this.getNodeParameter('binaryPropertyName', 0, 'data') as string).trim();
  const outputField = (this.getNodeParameter('outputBinaryField', 0, 'data') as string).trim();
  const settings = readMergeSettings.call(this);
  const { documents, skippedItems } = itemDocuments.call(this, field, settings.skipItemsWithoutFile);
  // Sandbox's default is the node version's, as a conversion's (on from 1.2).
  const sandbox =
    this.getNodeParameter('sandbox', 0, isAtLeast(this.getNode(), 1.2)) === true ? true : undefined;

  // Each file checked before the merge starts: a file that is no PDF stops the node before anything is sent.
  const names = documentNames(documents);
  const read = new Map<number, Uint8Array>();
  for (const { itemIndex, fileName } of documents) {
    const bytes = await this.helpers.getBinaryDataBuffer(itemIndex, field);
    if (!hasPdfHeader(bytes)) {
      throw new NodeOperationError(
        this.getNode(),
        `Input Binary Field: the file of item ${itemIndex} in "${field}"${fileName ? ` (${fileName})` : ''} is not a PDF`,
        { itemIndex, description: 'Only PDFs can be merged. Nothing was sent.' },
      );
    }
    // The first file is kept for the merge; the others are read again when it reaches them, so memory holds the
    // book and one file rather than every file beside the book.
    if (read.size === 0) read.set(itemIndex, bytes);
  }
  // A chapter without a title of its own (Chapter Title, its first bookmark, its PDF's Title) is named after its
  // file (`install.pdf` → install), as the library names it.
  const bookDocuments = documents.map(({ itemIndex }, i): BookDocument => {
    const title = String(this.getNodeParameter('options.chapterTitle', itemIndex, '') ?? '').trim();
    return {
      pdf: async () => {
        const kept = read.get(itemIndex);
        read.delete(itemIndex);
        return kept ?? (await this.helpers.getBinaryDataBuffer(itemIndex, field));
      },
      ...(names[i] === undefined ? {} : { name: names[i] }),
      ...(title === '' ? {} : { title }),
    };
  });

  const requests = { sent: 0, creditsUsed: 0 };
  const render = async (html: string): Promise<Uint8Array> => {
    requests.sent++;
    const answer = await client.convert.pdf({ source: html, ...(sandbox ? { sandbox } : {}) }, { signal });
    if (answer.kind !== 'file')
      throw new NodeOperationError(this.getNode(), `The service answered a ${answer.kind} result, not a PDF`);
    const bytes = await answer.bytes();
    requests.creditsUsed += answer.metadata.creditsUsed ?? (sandbox ? 0 : (answer.metadata.creditsCost ?? 0));
    return bytes;
  };

  const merge = await loadMerge();
  let book;
  try {
    book = await merge.mergePdfs(bookDocuments, { ...settings.book, render });
  } catch (error) {
    // The merge's refusals name the document by its index in the merge: the node names the item.
    if (error instanceof merge.ValidationError) {
      const issue = error.issues[0];
      const at = /^documents\[(\d+)\]/.exec(issue?.path ?? '');
      const item = at ? documents[Number(at[1])] : undefined;
      throw new NodeOperationError(
        this.getNode(),
        item
          ? `Input Binary Field: the file of item ${item.itemIndex} in "${field}" ${issue!.message}`
          : error.message,
        { itemIndex: item?.itemIndex, description: 'Nothing was sent.' },
      );
    }
    // The service's answers and the merge's other failures (a contents page that came back unreadable) are the
    // router's to word (helpers/errors.ts).
    throw toNodeError(error, { node: this.getNode(), itemIndex: undefined, secrets, label: () => undefined });
  }

  const binary = await this.helpers.prepareBinaryData(
    Buffer.concat(book.chunks),
    settings.fileName,
    'application/pdf',
  );
  const json: IDataObject = mergeSummary(book, {
    fileName: settings.fileName,
    items: documents.map((doc) => doc.itemIndex),
    skippedItems,
    requests: requests.sent,
    creditsUsed: requests.creditsUsed,
    sandbox: requests.sent > 0 ? sandbox : undefined,
  });
  return [
    {
      json,
      binary: { [outputField]: binary },
      pairedItem: this.getInputData().map((_, item) => ({ item })),
    },
  ];
}
