// How Wait for the Document learns that n8n has saved the execution as waiting, from n8n itself and without a
// call that n8n would log as an error.
//
// n8n saves a waiting execution when it stops: the engine runs the execution's lifecycle hook
// `workflowExecuteAfter` (WorkflowExecute.processSuccessExecution in n8n-core), whose handlers n8n registered
// when it created the execution, in order and each awaited (ExecutionLifecycleHooks.runHook): the final status
// ("waiting"), then the save to the database (hookFunctionsSave on a main, hookFunctionsSaveWorker on a
// queue-mode worker, in n8n's cli). A handler a node adds while it runs comes after all of them, so when it
// runs with the status "waiting", the execution is in the database as waiting and a call to its resume URL
// reaches the node's webhook(). n8n's own public hook on the same list, `onExecutionFinish` (n8n 2.x), skips
// that status by design ("not when it pauses into the waiting state"), so the node adds its handler the way
// that hook does, on the context's `additionalData.hooks` (n8n 1.8x and later; `hookFunctions` before).
//
// Where a context has no such hooks (another host, an n8n this predates), or n8n never runs them (an execution
// stopped meanwhile), waitSender.ts falls back to asking the resume URL, which n8n answers 409 until the save
// and logs each such answer as an error.
import type { IExecuteFunctions } from 'n8n-workflow';

/** What n8n's lifecycle told about the end of the run that waits: its status, once the hook ran. */
export interface SaveWatch {
  /** "waiting" once n8n has saved the wait; another status if the run ended otherwise; undefined until then. */
  status: () => string | undefined;
}

type AfterHandler = (runData?: { status?: unknown; waitTill?: unknown }) => unknown;

interface LifecycleHooks {
  /** n8n 1.8x and later (ExecutionLifecycleHooks). */
  addHandler?: (hook: 'workflowExecuteAfter', handler: AfterHandler) => void;
  /** Earlier n8n (WorkflowHooks). */
  hookFunctions?: { workflowExecuteAfter?: AfterHandler[] };
}

function lifecycleHooks(context: IExecuteFunctions): LifecycleHooks | undefined {
  const hooks = (context as unknown as { additionalData?: { hooks?: unknown } }).additionalData?.hooks;
  return hooks !== null && typeof hooks === 'object' ? (hooks as LifecycleHooks) : undefined;
}

/**
 * Adds a handler after n8n's own to the end of the run that waits; undefined when the context offers no
 * lifecycle hooks. The handler only records the status: the send starts elsewhere, so n8n's hook (and a
 * worker's job) ends as fast as without it.
 */
export function watchSave(context: IExecuteFunctions): SaveWatch | undefined {
  const hooks = lifecycleHooks(context);
  let status: string | undefined;
  // n8n may run the hook more than once (onExecutionFinish's words): the first run tells.
  const handler: AfterHandler = (runData) => {
    if (status !== undefined) return;
    const told = typeof runData?.status === 'string' ? runData.status : undefined;
    status = told ?? (runData?.waitTill ? 'waiting' : 'unknown');
  };
  if (typeof hooks?.addHandler === 'function') {
    hooks.addHandler('workflowExecuteAfter', handler);
  } else if (Array.isArray(hooks?.hookFunctions?.workflowExecuteAfter)) {
    hooks.hookFunctions.workflowExecuteAfter.push(handler);
  } else {
    return undefined;
  }
  return { status: () => status };
}
