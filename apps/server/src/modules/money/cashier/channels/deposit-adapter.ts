import type { AppConfig } from '../../../../config.js';
import { createManualAdapter } from './manual-adapter.js';
import { createSandboxAdapter } from './sandbox-adapter.js';

export interface PendingPayment {
  reference: string;
  amount: bigint;
}

/** What differs between payment channels; everything else (limits, ledger, notifications) is shared. */
export interface DepositAdapter {
  /** False when this server cannot take payments through it (e.g. the gateway has no secret configured). */
  available: boolean;
  /** Refuses a request this channel cannot take (e.g. a manual transfer without its transaction id). */
  checkRequest(input: { transactionRef?: string | undefined }): void;
  /** Where the player pays a pending deposit (a URL on this site), or null: pay to the channel's account. */
  paymentUrl(payment: PendingPayment, now: Date): string | null;
  /** Whether an operator confirms the money arrived (manual transfers), rather than the gateway. */
  operatorConfirms: boolean;
}

export type AdapterName = 'manual' | 'sandbox';

export function createDepositAdapters(config: AppConfig): Record<AdapterName, DepositAdapter> {
  return {
    manual: createManualAdapter(),
    sandbox: createSandboxAdapter(config.SANDBOX_GATEWAY_SECRET),
  };
}
