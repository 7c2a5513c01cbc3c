// What every operation receives besides n8n's context: the execution's one client, its cancel signal, and the
// list of secrets to keep out of errors and output.
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import type { DocConvertClient } from '@doc-convert/core';

export interface OperationContext {
  client: DocConvertClient;
  /** The credential's key (Wait for the Document signs its secret with it): never output. */
  apiKey: string;
  /** Fires when the execution is cancelled: aborts the request and any wait before a retry. */
  signal: AbortSignal | undefined;
  /**
   * Secrets of this execution: the credential's key to begin with; an operation adds those its request carries
   * (passwords, cookie values, a key to enable) before sending it.
   */
  secrets: string[];
}

/** One operation run for one input item; returns its output items, each paired with that item. */
export type OperationExecute = (
  this: IExecuteFunctions,
  itemIndex: number,
  context: OperationContext,
) => Promise<INodeExecutionData[]>;

/** An operation run once over all input items (Conversion → Merge PDFs); returns its output items. */
export type OperationExecuteAll = (
  this: IExecuteFunctions,
  context: OperationContext,
) => Promise<INodeExecutionData[]>;
