import {
  listPaymentChannelsEndpoint,
  updatePaymentChannelEndpoint,
  type UpdatePaymentChannelRequest,
} from '@app/contracts';
import { opsCall } from '../../../lib/ops/ops-call';
import { useOpsQuery } from '../../../lib/ops/ops-query';

/** GET /wps/ops/payment-channels: every deposit and withdrawal channel. */
export const usePaymentChannels = () => useOpsQuery(listPaymentChannelsEndpoint, {});

/** PUT /wps/ops/payment-channels/:id: the whole form of one channel. */
export const savePaymentChannel = (id: string, body: UpdatePaymentChannelRequest) =>
  opsCall(updatePaymentChannelEndpoint, { params: { id }, body });
