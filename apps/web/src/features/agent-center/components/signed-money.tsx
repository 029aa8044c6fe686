import { isNegative, money } from '../lib/money';
import styles from './agent-ui.module.css';

/** An amount that may be below zero (a loss), coloured when it is. */
export function SignedMoney({ amount }: { amount: string }) {
  return <span className={isNegative(amount) ? styles.negative : undefined}>{money(amount)}</span>;
}
