import type { GameTotals } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { moneyText, profitText } from '../lib/amounts';
import styles from './game-records.module.css';

/** The amounts of a round or of a sum of rounds. */
export type Amounts = Pick<GameTotals, 'stake' | 'validBet' | 'win' | 'profit'>;

const moneyFields = ['stake', 'validBet', 'win'] as const;
const labelKeys: Record<keyof Amounts, string> = {
  stake: 'gr_stake',
  validBet: 'gr_valid_bet',
  win: 'gr_win',
  profit: 'gr_profit',
};

export function Money({ amount }: { amount: string }) {
  return <span className={styles.num}>{moneyText(amount)}</span>;
}

/** A profit: green with "+" when won, red with "-" when lost (the sign is always written out). */
export function Profit({ amount }: { amount: string }) {
  const { text, tone } = profitText(amount);
  return <span className={`${styles.num} ${styles[tone]}`}>{text}</span>;
}

/** Column headings of the amounts (stake, valid bet, win, profit). */
export function AmountHeads() {
  const { t } = useTranslation();
  return (
    <>
      {[...moneyFields, 'profit' as const].map((field) => (
        <th key={field} scope="col" className={styles.num}>
          {t(labelKeys[field])}
        </th>
      ))}
    </>
  );
}

/** The amounts as table cells, under AmountHeads. */
export function AmountCells({ amounts }: { amounts: Amounts }) {
  return (
    <>
      {moneyFields.map((field) => (
        <td key={field} className={styles.num}>
          <Money amount={amounts[field]} />
        </td>
      ))}
      <td className={styles.num}>
        <Profit amount={amounts.profit} />
      </td>
    </>
  );
}

interface AmountFiguresProps {
  amounts: Amounts;
  /** Rounds, listed first when given. */
  count?: number;
  /** List the profit too (cards that show it in their head leave it out). */
  withProfit?: boolean;
}

/** The amounts as labelled figures, for cards on narrow screens. */
export function AmountFigures({ amounts, count, withProfit = false }: AmountFiguresProps) {
  const { t } = useTranslation();
  return (
    <dl className={styles.figures}>
      {count !== undefined && (
        <div>
          <dt>{t('gr_rounds')}</dt>
          <dd className={styles.num}>{count}</dd>
        </div>
      )}
      {moneyFields.map((field) => (
        <div key={field}>
          <dt>{t(labelKeys[field])}</dt>
          <dd>
            <Money amount={amounts[field]} />
          </dd>
        </div>
      ))}
      {withProfit && (
        <div>
          <dt>{t('gr_profit')}</dt>
          <dd>
            <Profit amount={amounts.profit} />
          </dd>
        </div>
      )}
    </dl>
  );
}
