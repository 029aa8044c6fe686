import { parseMinor, toDecimalString } from '@app/contracts';

/** Minor units to the wire's "12.50". */
export const toMoney = (minor: bigint | number | string): string => toDecimalString(BigInt(minor));

/** The wire's "12.50" (validated by the request schemas) to minor units. */
export function fromMoney(amount: string): bigint {
  const minor = parseMinor(amount);
  if (minor === null) throw new TypeError(`not an amount: ${amount}`);
  return minor;
}
