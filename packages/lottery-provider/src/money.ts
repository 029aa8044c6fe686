import { parseMinor, toDecimalString } from '@app/contracts';

export const toMoney = (minor: bigint | number | string): string => toDecimalString(BigInt(minor));

export function fromMoney(amount: string): bigint {
  const minor = parseMinor(amount);
  if (minor === null) throw new TypeError(`not an amount: ${amount}`);
  return minor;
}
