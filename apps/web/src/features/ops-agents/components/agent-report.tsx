import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields';
import { QueryView } from '../../../components/ops/ops-page';
import styles from './agents.module.css';
import { useAgentReport } from '../api/agents';

/** A local date (YYYY-MM-DD) as the start of that day in the browser's zone, ISO. */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);

/** The agent's team over a chosen period (default the last 30 days). */
export function AgentReport({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const report = useAgentReport(agentId, { from: dayStart(from), to: dayStart(to) });
  const figures = [
    ['agents_bets', 'bets'],
    ['agents_valid_bet', 'validBet'],
    ['agents_wins', 'wins'],
    ['agents_ggr', 'ggr'],
    ['agents_bonus_cost', 'bonusCost'],
    ['agents_salary_cost', 'salaryCost'],
    ['agents_dividend_cost', 'dividendCost'],
    ['agents_ngr', 'ngr'],
  ] as const;
  return (
    <div className={styles.card}>
      <h2>{t('agents_report')}</h2>
      <div className={styles.row}>
        <TextField label={t('agents_from')} type="date" value={from} onValue={setFrom} optional />
        <TextField label={t('agents_to')} type="date" value={to} onValue={setTo} optional />
      </div>
      <QueryView query={report}>
        {(data) => (
          <dl className={styles.figures}>
            {figures.map(([label, key]) => (
              <div key={key}>
                <dt>{t(label)}</dt>
                <dd className={styles.figureValue}>{data[key]}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryView>
    </div>
  );
}
