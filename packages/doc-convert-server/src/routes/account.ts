// Account, credit usage, invoices, and enabling an API key (active/disabled state machine of the spec:
// a master key is managed only from the Dashboard; enabling past the maximum of active keys is refused).
import type { Handler } from '../context';
import { errorReply, jsonReply } from '../reply';
import type { KeyRecord } from '../resources';
import { isEnvelope, paginate } from './pagination';

export const getAccount: Handler = ({ state }) => jsonReply(200, { success: true, account: state.account });

export const getCreditsUsage: Handler = ({ state }) =>
  jsonReply(200, { success: true, credits: state.creditsUsage() });

export const listInvoices: Handler = ({ state, query }) => {
  const page = paginate(state.invoices, query);
  return isEnvelope(page) ? jsonReply(200, { success: true, invoices: page }) : page;
};

/** The API key resource as the spec shows it. */
function keyView(key: KeyRecord) {
  const { created, name, removed, token, public: publicId, last_used, usage, is_master } = key;
  return { created, name, removed, token, public: publicId, last_used, usage, is_master };
}

export const enableKey: Handler = ({ state, params }) => {
  const key = state.keys.get(params.key);
  // The messages never name the key: it is a secret.
  if (!key) return errorReply(404, 'API key not found.');
  if (key.is_master) return errorReply(403, 'A master key can only be managed from the Dashboard.');
  if (!key.active) {
    if (state.activeKeyCount() >= state.maxActiveKeys) {
      return errorReply(
        403,
        `Enabling this key would exceed the maximum of ${state.maxActiveKeys} active API keys; disable another key first.`,
      );
    }
    key.active = true;
  }
  return jsonReply(200, { success: true, key: keyView(key) });
};
