import {
  bindPayoutAccountEndpoint,
  getPayoutAccountsEndpoint,
  removePayoutAccountEndpoint,
  type BindPayoutAccountRequest,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';

export const payoutAccountsKey = (token: string | null) => ['myAccount', 'payoutAccounts', token] as const;

/** The bank and mobile-wallet accounts withdrawals are paid to. */
export function usePayoutAccounts() {
  const { token } = useSession();
  return useQuery({
    queryKey: payoutAccountsKey(token),
    queryFn: ({ signal }) => callEndpoint(getPayoutAccountsEndpoint, {}, { signal }),
    enabled: token !== null,
  });
}

export const addPayoutAccount = (body: BindPayoutAccountRequest) =>
  callEndpoint(bindPayoutAccountEndpoint, { body });

export const removePayoutAccount = (id: string, paymentPassword: string) =>
  callEndpoint(removePayoutAccountEndpoint, { params: { id }, body: { paymentPassword } });
