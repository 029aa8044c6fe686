import {
  claimKycEndpoint,
  decideKycEndpoint,
  listOpsKycEndpoint,
  type DecideKycRequest,
  type KycStatus,
} from '@app/contracts';
import { opsCall } from '../../../lib/ops/ops-call';
import { useOpsQuery } from '../../../lib/ops/ops-query';

/** GET /wps/ops/kyc: submissions by status (refreshed every 15 s). */
export const useKycQueue = (status: KycStatus, pageNo: number) =>
  useOpsQuery(listOpsKycEndpoint, { query: { status, pageNo } }, { refetchInterval: 15_000 });

export const claimKyc = (id: string) => opsCall(claimKycEndpoint, { params: { id } });
export const decideKyc = (id: string, body: DecideKycRequest) =>
  opsCall(decideKycEndpoint, { params: { id }, body });
