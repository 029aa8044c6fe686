// Zod-free constants of the console's payment channels and risk hints (the web reads them without zod).

export const paymentChannelDirections = ['deposit', 'withdrawal'] as const;
export type PaymentChannelDirection = (typeof paymentChannelDirections)[number];

/** Languages a channel's instructions are written in (the site's two). */
export const channelInstructionLanguages = ['en', 'bn'] as const;

/**
 * Risk hints on a queue item: the payee/payer name differs from the member's real name, other members
 * use the same payee account, other members signed in from one of the member's addresses, a bonus's
 * turnover is still open.
 */
export const riskHintKinds = [
  'name_mismatch',
  'shared_payee',
  'shared_ip',
  'bonus_turnover_open',
  'shared_device',
] as const;
export type RiskHintKind = (typeof riskHintKinds)[number];
