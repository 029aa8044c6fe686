import {
  limitPeriods,
  moneyLimitKinds,
  type LimitPeriod,
  type MoneyLimitKind,
  type ResponsibleGamingState,
} from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  fieldClasses,
} from '../../../components/form-fields';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { setMoneyLimit } from '../api/set-money-limit';
import { money } from './money';
import styles from './responsible-gaming.module.css';
import { useRgAction } from './use-rg-action';

const AMOUNT = /^[0-9]{1,12}(\.[0-9]{1,2})?$/;

/** Deposit, loss and wager limits per day, week and month: the ones in force, and a form to change one. */
export function MoneyLimitsCard({ state }: { state: ResponsibleGamingState }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const [kind, setKind] = useState<MoneyLimitKind>('loss');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const action = useRgAction();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = amount.trim();
    if (value && !AMOUNT.test(value)) return setAmountError(t('rg_amount_invalid'));
    setAmountError(null);
    action.run(
      () => setMoneyLimit({ kind, period, amount: value === '' ? null : value }),
      () => setAmount(''),
    );
  };

  return (
    <section className={styles.card} aria-labelledby="rg-money-limits">
      <h2 id="rg-money-limits" className={styles.cardTitle}>
        {t('rg_money_limits')}
      </h2>
      {state.limits.length === 0 ? (
        <p className={styles.muted}>{t('rg_no_limits')}</p>
      ) : (
        <ul className={styles.limits} aria-label={t('rg_money_limits')}>
          {state.limits.map((limit) => (
            <li key={`${limit.kind}-${limit.period}`} className={styles.limit}>
              <span>
                {t(`rg_kind_${limit.kind}`)} · {t(`rg_period_${limit.period}`)}
              </span>
              <span>
                {t('rg_used_of', { used: money(limit.used), limit: money(limit.limit) })}
                {limit.pending && (
                  <span className={styles.pending}>
                    {' · '}
                    {t(limit.pending.value === null ? 'rg_pending_removal' : 'rg_pending_raise', {
                      value: limit.pending.value === null ? '' : money(limit.pending.value),
                      time: formatDateTime(limit.pending.effectiveAt, i18n.language, timeZone),
                    })}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className={fieldClasses.form} onSubmit={onSubmit} noValidate>
        <div className={styles.row}>
          <SelectField
            label={t('rg_limit_kind')}
            value={kind}
            onValue={(value) => setKind(value as MoneyLimitKind)}
          >
            {moneyLimitKinds.map((option) => (
              <option key={option} value={option}>
                {t(`rg_kind_${option}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('rg_limit_period')}
            value={period}
            onValue={(value) => setPeriod(value as LimitPeriod)}
          >
            {limitPeriods.map((option) => (
              <option key={option} value={option}>
                {t(`rg_period_${option}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label={t('rg_limit_amount')}
          hint={t('rg_limit_amount_hint')}
          value={amount}
          onValue={setAmount}
          error={amountError}
          inputMode="decimal"
          optional
          maxLength={16}
        />
        <p className={fieldClasses.notice}>{t('rg_24h_rule')}</p>
        <FormAlert message={action.error} />
        <SubmitButton busy={action.busy}>{t('rg_save_limit')}</SubmitButton>
      </form>
    </section>
  );
}
