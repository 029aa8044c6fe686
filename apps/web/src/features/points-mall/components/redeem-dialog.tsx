import type { PointGood } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePointsErrorText } from '../lib/error-text';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../../components/form-fields';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-error';
import { useRedeemGood } from '../api/redeem-good';
import styles from '../routes/points-mall-page.module.css';

/**
 * Redeeming one item: quantity, a receiving address for physical goods, and the payment password.
 * The dialog is the confirmation (it shows the points it will take); one request id per dialog, so a
 * retry after a lost answer never redeems twice.
 */
export function RedeemDialog({
  good,
  points,
  onClose,
}: {
  good: PointGood;
  points: bigint;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = usePointsErrorText();
  const redeem = useRedeemGood();
  const [requestId] = useState(() => crypto.randomUUID());
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const count = Math.max(1, Math.floor(Number(quantity)) || 1);
  const cost = BigInt(good.pointsRequirement) * BigInt(count);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (good.kind === 'physical' && address.trim() === '')
      errors.receivingAddress = t('receiving_address_required');
    if (password === '') errors.paymentPassword = t('pm_withdraw_password_required');
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    redeem.mutate(
      {
        goodId: good.id,
        quantity: count,
        ...(good.kind === 'physical' ? { receivingAddress: address } : {}),
        paymentPassword: password,
        requestId,
      },
      {
        onError: (error) => {
          const field = error instanceof ApiError ? error.detail?.field : undefined;
          if (field) setFieldErrors({ [field]: errorText(error) });
        },
      },
    );
  };

  const serverField = redeem.error instanceof ApiError && redeem.error.detail?.field;
  return (
    <Modal title={t('pm_redeem_title', { name: good.name })} onClose={onClose}>
      {redeem.isSuccess ? (
        <div className={styles.done} role="status">
          <p>{t('pm_redeem_done', { reference: redeem.data.reference })}</p>
          <p>{t(`pm_status_${redeem.data.status}`)}</p>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('confirm')}
          </button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.cost}>
            {t('pm_cost', { points: cost.toString(), balance: points.toString() })}
          </p>
          <TextField
            label={t('pm_quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            value={quantity}
            onValue={setQuantity}
          />
          {good.kind === 'physical' && (
            <TextField
              label={t('pm_receiving_address')}
              value={address}
              onValue={setAddress}
              error={fieldErrors.receivingAddress}
              autoComplete="street-address"
              maxLength={300}
            />
          )}
          <PasswordField
            label={t('pm_payment_password')}
            value={password}
            onValue={setPassword}
            error={fieldErrors.paymentPassword}
            inputMode="numeric"
            maxLength={6}
          />
          <FormAlert message={redeem.isError && !serverField ? errorText(redeem.error) : null} />
          <SubmitButton busy={redeem.isPending} disabled={cost > points}>
            {cost > points ? t('points_insufficient') : t('pm_redeem')}
          </SubmitButton>
        </form>
      )}
    </Modal>
  );
}
