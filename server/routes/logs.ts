// One log entry by request id. Every request the server answered has one (this request's own included).
import type { Handler } from '../context';
import { errorReply, jsonReply } from '../reply';

export const getLog: Handler = ({ state, params }) => {
  const log = state.logs.get(params.request_id);
  return log ? jsonReply(200, { success: true, log }) : errorReply(404, 'Log entry not found.');
};
