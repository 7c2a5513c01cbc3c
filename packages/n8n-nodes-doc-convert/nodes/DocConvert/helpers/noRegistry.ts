// The webhook methods of a node the service calls back: the service keeps no list of webhooks (each
// conversion carries its webhook URL), so activating a workflow has nothing to register with it and
// deactivating nothing to remove.
import type { IHookFunctions } from 'n8n-workflow';

export const noWebhookRegistry = {
  default: {
    async checkExists(this: IHookFunctions): Promise<boolean> {
      return true;
    },
    async create(this: IHookFunctions): Promise<boolean> {
      return true;
    },
    async delete(this: IHookFunctions): Promise<boolean> {
      return true;
    },
  },
};
