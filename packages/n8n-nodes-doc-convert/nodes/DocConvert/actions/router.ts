// Runs the chosen operation for every input item with one client: conversions and generated documents up to the
// Concurrency option at a time, everything else one by one; output in input order, each item paired with its
// input. A failing item becomes an error item under continueOnFail and stops the node otherwise. An operation
// on all items together (Conversion → Merge PDFs) runs once, its output paired with every input; failing, it
// becomes one error item under continueOnFail.
import {
  NodeOperationError,
  type IDataObject,
  type IExecuteFunctions,
  type INodeExecutionData,
  type INodeProperties,
} from 'n8n-workflow';
import { redact, redactDeep } from '@doc-convert/core';
import { mapInOrder } from '../helpers/concurrency';
import { errorJson, toNodeError } from '../helpers/errors';
import { fieldLabel } from '../helpers/labels';
import { createClient } from '../transport/client';
import * as account from './account/Account.resource';
import * as conversion from './conversion/Conversion.resource';
import { MAX_CONCURRENCY } from '../document/groups';
import { withInputFields } from './inputFields';
import * as log from './log/Log.resource';
import * as template from './template/Template.resource';
import type { OperationContext, OperationExecute, OperationExecuteAll } from './types';

const operations: Record<string, Record<string, OperationExecute>> = {
  conversion: {
    convertToPdf: conversion.convertToPdf.execute,
    convertToPng: conversion.convertToPng.execute,
    convertToJpeg: conversion.convertToJpeg.execute,
    convertToWebp: conversion.convertToWebp.execute,
  },
  template: {
    create: template.create.execute,
    delete: template.delete.execute,
    generate: template.generate.execute,
    getHtml: template.getHtml.execute,
    getMany: template.getMany.execute,
    update: template.update.execute,
  },
  log: { get: log.get.execute, getMany: log.getMany.execute },
  account: {
    get: account.get.execute,
    getCreditUsage: account.getCreditUsage.execute,
    getManyInvoices: account.getManyInvoices.execute,
    enableApiKey: account.enableApiKey.execute,
  },
};

/** Operations that run once over all input items rather than once per item. */
const onceOverAllItems: Record<string, Record<string, OperationExecuteAll>> = {
  conversion: { mergePdfs: conversion.mergePdfs.executeAll },
};

/** Fields the core checks in the credential rather than in the node's parameters. */
const CREDENTIAL_FIELDS: Record<string, string> = {
  apiKey: 'Credential → API Key',
  baseUrl: 'Credential → Base URL',
};

/** Operations that render documents and offer Options → Batching → Concurrency. */
function rendersDocuments(resource: string, operation: string): boolean {
  return resource === 'conversion' || (resource === 'template' && operation === 'generate');
}

function concurrencyOf(this: IExecuteFunctions, resource: string, operation: string): number {
  if (!rendersDocuments(resource, operation) || this.getInputData().length < 2) return 1;
  const wanted = Number(this.getNodeParameter('options.batching.concurrency', 0, 1));
  return Math.min(MAX_CONCURRENCY, Math.max(1, Math.floor(wanted) || 1));
}

export async function router(
  this: IExecuteFunctions,
  properties: INodeProperties[],
): Promise<INodeExecutionData[][]> {
  const items = this.getInputData();
  const resource = this.getNodeParameter('resource', 0) as string;
  const operation = this.getNodeParameter('operation', 0) as string;
  const node = this.getNode();
  const label = (path: string) =>
    CREDENTIAL_FIELDS[path] ?? fieldLabel(properties, resource, operation, path);
  const run = operations[resource]?.[operation];
  const runOnce = onceOverAllItems[resource]?.[operation];
  if (!run && !runOnce)
    throw new NodeOperationError(node, `The operation "${operation}" of "${resource}" is not supported`);

  const { client, apiKey } = await createClient
    .call(this)
    .catch((error: unknown) =>
      Promise.reject(toNodeError(error, { node, itemIndex: undefined, secrets: [], label })),
    );
  // Operations add the secrets their requests carry; errors and output are scrubbed of all of them.
  const secrets = [apiKey];
  const context = { client, apiKey, signal: this.getExecutionCancelSignal(), secrets };

  if (runOnce) return [scrubbed(await onceOver.call(this, runOnce, context, label), secrets)];
  const perItem = await mapInOrder(
    items.length,
    concurrencyOf.call(this, resource, operation),
    async (itemIndex) => {
      try {
        // `run` is there: an operation is one or the other.
        return withInputFields.call(this, itemIndex, await run!.call(this, itemIndex, context));
      } catch (error) {
        const nodeError = toNodeError(error, { node, itemIndex, secrets, label });
        if (!this.continueOnFail()) throw nodeError;
        // The item's JSON tells the error, and what to do about it (the error's description, which n8n shows
        // under a failed node's message and would otherwise not reach a continued item); the error on the item
        // is what n8n's "Continue (using error output)" looks for to route the item to the error output.
        const json = errorJson(error, secrets);
        if (nodeError.description) json.description = redact(nodeError.description, secrets);
        return [{ json, error: nodeError, pairedItem: { item: itemIndex } }];
      }
    },
  );
  return [scrubbed(perItem.flat(), secrets)];
}

/** The key cannot reach an item through the core, but output is checked anyway: it is stored in executions. */
function scrubbed(items: INodeExecutionData[], secrets: string[]): INodeExecutionData[] {
  return items.map((item) => ({ ...item, json: redactDeep(item.json, secrets) as IDataObject }));
}

/** Runs an operation on all items together; its failure is one error item (paired with every input) or stops. */
async function onceOver(
  this: IExecuteFunctions,
  run: OperationExecuteAll,
  context: OperationContext,
  label: (path: string) => string | undefined,
): Promise<INodeExecutionData[]> {
  try {
    return await run.call(this, context);
  } catch (error) {
    const nodeError = toNodeError(error, {
      node: this.getNode(),
      itemIndex: undefined,
      secrets: context.secrets,
      label,
    });
    if (!this.continueOnFail()) throw nodeError;
    const json = errorJson(error, context.secrets);
    if (nodeError.description) json.description = redact(nodeError.description, context.secrets);
    const pairedItem = this.getInputData().map((_, item) => ({ item }));
    return [{ json, error: nodeError, pairedItem }];
  }
}
