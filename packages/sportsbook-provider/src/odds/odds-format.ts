/**
 * Odds formats the player may choose. The book prices in decimal odds (hundredths: 185 is 1.85);
 * the others are views of the same price:
 * - Hong Kong: the profit per unit staked (decimal - 1);
 * - Malay: the HK price up to 1.00, else -1 / HK (a negative price: stake that much to win 1);
 * - Indonesian: the HK price from 1.00 up, else -1 / HK.
 */
export const oddsFormats = ['decimal', 'hongkong', 'malay', 'indonesian'] as const;
export type OddsFormat = (typeof oddsFormats)[number];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The price in `format` as a number (two places). */
export function convertOdds(oddsHundredths: number, format: OddsFormat): number {
  const decimal = oddsHundredths / 100;
  const profit = decimal - 1;
  switch (format) {
    case 'decimal':
      return round2(decimal);
    case 'hongkong':
      return round2(profit);
    case 'malay':
      return profit <= 1 ? round2(profit) : round2(-1 / profit);
    case 'indonesian':
      return profit >= 1 ? round2(profit) : round2(-1 / profit);
  }
}

/** The price as shown: two places, negative Malay and Indonesian prices with their sign. */
export const formatOdds = (oddsHundredths: number, format: OddsFormat): string =>
  convertOdds(oddsHundredths, format).toFixed(2);

/** Decimal odds in hundredths to the wire's "1.85". */
export const oddsToWire = (oddsHundredths: number | bigint): string =>
  (Number(oddsHundredths) / 100).toFixed(2);

/** The wire's "1.85" to hundredths, or null when it is not a price of at most two places above 1.00. */
export function oddsFromWire(text: string): number | null {
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return value > 100 ? value : null;
}
