import type { OpsAgentDetail } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorText } from '../../../components/feedback';
import { SelectField, TextField } from '../../../components/form-fields';
import { opsKeys } from '../../../lib/ops/ops-keys';
import styles from './agents.module.css';
import { offerContract } from '../api/agents';

type OfferType = 'daily_salary' | 'hourly_salary' | 'dividend';
const offerTypes: OfferType[] = ['daily_salary', 'hourly_salary', 'dividend'];

/** Percent text ("1.5") to basis points; NaN when not a number (the server's schema answers then). */
const toBp = (percent: string) => Math.round(Number(percent) * 100);

function offerBody(type: OfferType, username: string, threshold: string, rateBp: number) {
  const minimum = threshold || '0';
  switch (type) {
    case 'daily_salary':
      return {
        type,
        downlineUsername: username,
        terms: { tiers: [{ minValidBet: minimum, minActiveMembers: 0, rateBp }] },
      };
    case 'hourly_salary':
      return { type, downlineUsername: username, terms: { tiers: [{ minValidBet: minimum, rateBp }] } };
    case 'dividend':
      return {
        type,
        downlineUsername: username,
        terms: {
          period: 'monthly' as const,
          tiers: [{ minPeriodLoss: minimum, minActiveMembers: 0, minValidBet: '0', rateBp }],
        },
      };
  }
}

/** Offers a one-tier contract to a top-level agent (rate caps and four eyes are the server's). */
export function OfferContractForm({ agent }: { agent: OpsAgentDetail }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [type, setType] = useState<OfferType>('daily_salary');
  const [rate, setRate] = useState('');
  const [threshold, setThreshold] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function offer() {
    setBusy(true);
    setError(null);
    try {
      await offerContract(offerBody(type, agent.username, threshold, toBp(rate)));
      setDone(t('agents_offer_done'));
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: opsKeys.all });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.card}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setDone(null);
        setError(null);
        setConfirming(true);
      }}
    >
      <h2>{t('agents_offer')}</h2>
      <div className={styles.row}>
        <SelectField label={t('agents_contract_type')} value={type} onValue={(v) => setType(v as OfferType)}>
          {offerTypes.map((option) => (
            <option key={option} value={option}>
              {t(`agents_contract_${option}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('agents_rate_percent')} value={rate} onValue={setRate} inputMode="decimal" />
        <TextField
          label={t(type === 'dividend' ? 'agents_min_loss' : 'agents_min_valid_bet')}
          value={threshold}
          onValue={setThreshold}
          inputMode="decimal"
          optional
        />
        <button type="submit" className="btn btn-primary">
          {t('agents_offer')}
        </button>
      </div>
      {done && (
        <p className={styles.muted} role="status">
          {done}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('agents_offer')}
          confirmLabel={t('agents_offer')}
          busy={busy}
          error={error}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void offer()}
        >
          <p>
            {t('agents_offer_confirm', {
              name: agent.username,
              contract: t(`agents_contract_${type}`),
              rate: rate || '0',
            })}
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
