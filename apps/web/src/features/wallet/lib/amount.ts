import { parseMinor, toDecimalString } from '@app/contracts';

/** A problem with an input, as a message key and its parameters (the same keys the server answers). */
export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

export interface AmountLimits {
  /** Smallest and largest amount allowed, in minor units (poisha). */
  min?: bigint | null;
  max?: bigint | null;
  /** Spendable balance: more is refused as 'insufficient_balance'. */
  balance?: bigint | null;
}

export type AmountCheck = { ok: true; minor: bigint } | { ok: false; problem: Problem };

const PLAIN_NUMBER = /^-?\d+(?:\.\d*)?$|^-?\.\d+$/;

/**
 * Checks an amount typed by the player with the server's own rule (parseMinor: a plain decimal with at
 * most 2 places), then the limits. Empty, non-numeric, negative, zero, over-precise, out-of-range and
 * over-balance amounts are refused with a readable message before anything is sent.
 */
export function checkAmount(input: string, limits: AmountLimits = {}): AmountCheck {
  const text = input.trim();
  if (text === '') return { ok: false, problem: { key: 'amount_required' } };
  const minor = parseMinor(text);
  if (minor === null) {
    if (PLAIN_NUMBER.test(text) && text.startsWith('-')) {
      return { ok: false, problem: { key: 'amount_positive' } };
    }
    if (PLAIN_NUMBER.test(text) && /\.\d{3,}$/.test(text)) {
      return { ok: false, problem: { key: 'amount_too_precise' } };
    }
    return { ok: false, problem: { key: 'amount_invalid' } };
  }
  if (minor <= 0n) return { ok: false, problem: { key: 'amount_positive' } };
  const { min, max, balance } = limits;
  if ((min != null && minor < min) || (max != null && minor > max)) {
    return {
      ok: false,
      problem: {
        key: 'amount_out_of_range',
        params: { min: toDecimalString(min ?? 0n), max: max == null ? '∞' : toDecimalString(max) },
      },
    };
  }
  if (balance != null && minor > balance) return { ok: false, problem: { key: 'insufficient_balance' } };
  return { ok: true, minor };
}

/** A wire amount ("1234.50") in minor units; null for anything else. */
export function minorOf(amount: string | null | undefined): bigint | null {
  return amount == null ? null : parseMinor(amount);
}
