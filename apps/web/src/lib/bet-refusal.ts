import { betRefusalReasons, type BetRefusalReason } from '@app/contracts';

const isRefusalReason = (reason: string): reason is BetRefusalReason =>
  (betRefusalReasons as readonly string[]).includes(reason);

/**
 * The message key (and its parameters) of a bet the wallet refused for a rule (a responsible-gaming
 * limit, a bonus's largest bet), from the stable code every game provider passes on:
 * `bet_refusal_<reason>` of the shared account messages (lib/account-messages). Null for a reason
 * this client does not know (a newer wallet's), where the wallet's own sentence shows instead.
 */
export function betRefusalMessage(
  reason: string | undefined,
  params: Record<string, string | number> | undefined,
): { key: `bet_refusal_${BetRefusalReason}`; params: Record<string, string | number> } | null {
  if (!reason || !isRefusalReason(reason)) return null;
  return { key: `bet_refusal_${reason}`, params: params ?? {} };
}
