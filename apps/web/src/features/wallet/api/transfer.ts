import type { TransferResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks';
import { transferToDownline } from './transfer-to-downline';
import { transferToUpline } from './transfer-to-upline';
import { walletKeys } from './wallet-keys';

export interface TransferInput {
  /** downline transfers only; the upline is fixed. */
  toUsername: string;
  amount: string;
  paymentPassword: string;
  /** Empty: none. */
  remark: string;
  requestId: string;
}

/** transferFund (downline) or transferUpline; everything the wallet shows is refreshed. */
export function useTransfer(
  direction: 'downline' | 'upline',
  { onSuccess, onError }: MutationCallbacks<TransferResult> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ toUsername, remark, ...input }: TransferInput) => {
      const common = { ...input, ...(remark ? { remark } : {}) };
      return direction === 'downline'
        ? transferToDownline({ ...common, toUsername })
        : transferToUpline(common);
    },
    onSuccess: async (result) => {
      await onSuccess?.(result);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError,
  });
}
