/** Order references shown to players and operators: a letter and the zero-padded id. */
export const depositReference = (id: string): string => `D${id.padStart(9, '0')}`;
export const withdrawalReference = (id: string): string => `W${id.padStart(9, '0')}`;

/** The id inside a reference of `letter`, or null. */
export function idOfReference(letter: 'D' | 'W', reference: string): string | null {
  const match = new RegExp(`^${letter}(\\d{9,18})$`).exec(reference);
  return match?.[1] ? BigInt(match[1]).toString() : null;
}

/**
 * A transfer reference as the duplicate check and the unique index compare it: letters and digits
 * only, upper case ('trx-8k2 m1' and 'TRX8K2M1' are one reference); null when nothing is left.
 */
export const transferRefKey = (reference: string): string | null =>
  reference.replace(/[^0-9A-Za-z]/g, '').toUpperCase() || null;

/** Account numbers are shown to their owner as ****1234. */
export const maskAccountNumber = (number: string): string => `****${number.slice(-4)}`;
