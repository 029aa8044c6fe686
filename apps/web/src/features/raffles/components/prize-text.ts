import { formatMoney, parseMinor, type PrizeKind } from '@app/contracts';
import type { TFunction } from 'i18next';

/** A prize as the player reads it: money, points or "better luck next time". */
export function prizeText(
  t: TFunction,
  prize: { prizeKind: PrizeKind; amount: string; label: string },
): string {
  if (prize.prizeKind === 'cash') return formatMoney(parseMinor(prize.amount) ?? 0n);
  if (prize.prizeKind === 'points') return t('rf_points', { amount: prize.amount });
  return t('rf_nothing');
}
