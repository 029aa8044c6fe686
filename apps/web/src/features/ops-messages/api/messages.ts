import { listOpsMessagesEndpoint, sendOpsMessageEndpoint, type SendOpsMessageRequest } from '@app/contracts';
import { opsCall } from '../../../lib/ops/ops-call';
import { useOpsQuery } from '../../../lib/ops/ops-query';

/** GET /wps/ops/messages: what staff sent; refreshed every 3 s while one is still being delivered. */
export const useSentMessages = (pageNo: number, sending: boolean) =>
  useOpsQuery(listOpsMessagesEndpoint, { query: { pageNo } }, { refetchInterval: sending ? 3_000 : 30_000 });

/** POST /wps/ops/messages: the same requestId sends once (a double click, a retry). */
export const sendMessage = (body: SendOpsMessageRequest) => opsCall(sendOpsMessageEndpoint, { body });
