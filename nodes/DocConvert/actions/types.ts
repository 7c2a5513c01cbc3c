// What every operation receives besides n8n's context: the execution's one client and its cancel signal.
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import type { DocConvertClient } from '../../../src/client';

export interface OperationContext {
  client: DocConvertClient;
  /** Fires when the execution is cancelled: aborts the request and any wait before a retry. */
  signal: AbortSignal | undefined;
}

/** One operation run for one input item; returns its output items, each paired with that item. */
export type OperationExecute = (
  this: IExecuteFunctions,
  itemIndex: number,
  context: OperationContext,
) => Promise<INodeExecutionData[]>;
