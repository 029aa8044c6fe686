import type { ExchangeRate } from '@app/contracts';
import { formatMoney, parseMinor } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePointsErrorText } from '../lib/error-text';
import {
  FormAlert,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
} from '../../../components/form-fields';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useConvertPoints } from '../api/convert-points';
import styles from '../routes/points-mall-page.module.css';

/** The exchange rate table and converting points to cash at one of its rows, after a confirmation. */
export function ConvertForm({ rates, points }: { rates: ExchangeRate[]; points: bigint }) {
  const { t } = useTranslation();
  const errorText = usePointsErrorText();
  const convert = useConvertPoints();
  const [rateId, setRateId] = useState(rates[0]?.id ?? '');
  const [units, setUnits] = useState('1');
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const rate = rates.find((r) => r.id === rateId);
  const count = Math.max(0, Math.floor(Number(units)) || 0);
  const cost = rate ? BigInt(rate.pointsRatio) * BigInt(count) : 0n;
  const cash = rate ? (parseMinor(rate.redeemAmount) ?? 0n) * BigInt(count) : 0n;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== '' && rate && count > 0) setConfirming(true);
  };
  const confirm = () => {
    convert.mutate(
      { rateId, units: count, paymentPassword: password, requestId },
      {
        onSuccess: () => {
          setConfirming(false);
          setPassword('');
          setRequestId(crypto.randomUUID());
        },
      },
    );
  };

  return (
    <div className={styles.section}>
      <table className={styles.table}>
        <caption>{t('pm_rate_table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pm_points_ratio')}</th>
            <th scope="col">{t('pm_redeem_amount')}</th>
            <th scope="col">{t('pm_units')}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((row) => (
            <tr key={row.id}>
              <td>{row.pointsRatio}</td>
              <td>{formatMoney(parseMinor(row.redeemAmount) ?? 0n)}</td>
              <td>
                {row.minUnits} - {row.maxUnits}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form className={styles.form} onSubmit={submit} noValidate>
        <SelectField label={t('pm_rate')} value={rateId} onValue={setRateId}>
          {rates.map((row) => (
            <option key={row.id} value={row.id}>
              {t('pm_rate_option', { points: row.pointsRatio, amount: row.redeemAmount })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('pm_units')}
          type="number"
          inputMode="numeric"
          min={1}
          value={units}
          onValue={setUnits}
        />
        <p className={styles.cost}>
          {t('pm_convert_preview', { points: cost.toString(), amount: formatMoney(cash) })}
        </p>
        <PasswordField
          label={t('pm_payment_password')}
          value={password}
          onValue={setPassword}
          inputMode="numeric"
          maxLength={6}
        />
        <FormAlert message={convert.isError && !confirming ? errorText(convert.error) : null} />
        {convert.isSuccess && (
          <p className={styles.success} role="status">
            {t('pm_convert_done', { amount: formatMoney(parseMinor(convert.data.redeemAmount) ?? 0n) })}
          </p>
        )}
        <SubmitButton busy={convert.isPending} disabled={cost === 0n || cost > points || password === ''}>
          {cost > points ? t('points_insufficient') : t('pm_convert')}
        </SubmitButton>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('pm_convert')}
          confirmLabel={t('confirm')}
          busy={convert.isPending}
          error={convert.isError ? errorText(convert.error) : null}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('pm_convert_confirm', { points: cost.toString(), amount: formatMoney(cash) })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
