import { sandboxPaymentPageEndpoint, toDecimalString } from '@app/contracts';
import { encodePaymentToken } from '../../sandbox-gateway/sandbox-protocol.js';
import type { DepositAdapter } from './deposit-adapter.js';

const PAYMENT_WINDOW_SECONDS = 3600;
export const DEPOSIT_RETURN_PATH = '/member/depositv2';

/** The sandbox gateway: the player pays on its page, the gateway calls back a signed webhook. */
export function createSandboxAdapter(secret: string | null): DepositAdapter {
  return {
    available: secret !== null,
    operatorConfirms: false,
    checkRequest: () => undefined,
    paymentUrl(payment, now) {
      if (!secret) return null;
      const token = encodePaymentToken(secret, {
        reference: payment.reference,
        amount: toDecimalString(payment.amount),
        returnUrl: `${DEPOSIT_RETURN_PATH}?deposit=${payment.reference}`,
        expiresAt: Math.floor(now.getTime() / 1000) + PAYMENT_WINDOW_SECONDS,
      });
      return `${sandboxPaymentPageEndpoint.path}?token=${token}`;
    },
  };
}
