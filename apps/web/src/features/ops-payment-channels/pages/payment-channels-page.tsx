import {
  paymentChannelDirections,
  type OpsPaymentChannel,
  type UpdatePaymentChannelRequest,
} from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { useErrorText } from '../../../components/feedback';
import { FormAlert, TextField } from '../../../components/form-fields';
import { LoadingCover } from '../../../components/loading-cover';
import { Modal } from '../../../components/modal';
import { OpsPageFrame, QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';
import { opsKeys } from '../../../lib/ops/ops-keys';
import { usePageTitle } from '../../../lib/page-title';
import { savePaymentChannel, usePaymentChannels } from '../api/payment-channels';
import { loadOpsPaymentChannelsMessages } from '../messages';

type Form = Omit<UpdatePaymentChannelRequest, 'feeBp' | 'sort'> & { feeBp: string; sort: string };

const formOf = (channel: OpsPaymentChannel): Form => ({
  name: channel.name,
  enabled: channel.enabled,
  minAmount: channel.minAmount,
  maxAmount: channel.maxAmount,
  feeBp: String(channel.feeBp),
  feeFixed: channel.feeFixed,
  sort: String(channel.sort),
  instructions: { ...channel.instructions },
});

/** One channel's settings in a dialog; the server checks them with the schema the cashier reads them with. */
function ChannelEditor({ channel, onClose }: { channel: OpsPaymentChannel; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(() => formOf(channel));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm({ ...form, [key]: value });

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await savePaymentChannel(channel.id, form);
      await queryClient.invalidateQueries({ queryKey: opsKeys.all });
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t('pay_channels_edit', { name: channel.name })} onClose={busy ? () => undefined : onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t('pay_channels_name')}
          value={form.name}
          onValue={(v) => set('name', v)}
          maxLength={64}
        />
        <label className={styles.row}>
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(event) => set('enabled', event.target.checked)}
          />
          {t('pay_channels_enabled')}
        </label>
        <div className={styles.row}>
          <TextField
            label={t('pay_channels_min')}
            value={String(form.minAmount)}
            onValue={(v) => set('minAmount', v)}
            inputMode="decimal"
          />
          <TextField
            label={t('pay_channels_max')}
            value={String(form.maxAmount)}
            onValue={(v) => set('maxAmount', v)}
            inputMode="decimal"
          />
        </div>
        <div className={styles.row}>
          <TextField
            label={t('pay_channels_fee_bp')}
            hint={t('pay_channels_fee_hint')}
            value={form.feeBp}
            onValue={(v) => set('feeBp', v)}
            inputMode="numeric"
          />
          <TextField
            label={t('pay_channels_fee_fixed')}
            value={String(form.feeFixed)}
            onValue={(v) => set('feeFixed', v)}
            inputMode="decimal"
          />
          <TextField
            label={t('pay_channels_sort')}
            value={form.sort}
            onValue={(v) => set('sort', v)}
            inputMode="numeric"
          />
        </div>
        {(['en', 'bn'] as const).map((lang) => (
          <label key={lang} className={styles.muted} style={{ display: 'block' }}>
            {t(`pay_channels_instructions_${lang}`)}
            <textarea
              rows={3}
              style={{ width: '100%' }}
              maxLength={1000}
              value={form.instructions[lang]}
              onChange={(event) => set('instructions', { ...form.instructions, [lang]: event.target.value })}
            />
          </label>
        ))}
        <FormAlert message={error} />
        <div className={styles.actions}>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
            {t('pay_channels_save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function ChannelsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('pay_channels_heading'));
  const channels = usePaymentChannels();
  const [editing, setEditing] = useState<OpsPaymentChannel | null>(null);
  const money = (amount: string) =>
    Number(amount).toLocaleString(i18n.language, { minimumFractionDigits: 2 });
  return (
    <OpsPageFrame title={t('pay_channels_heading')}>
      <QueryView query={channels} isEmpty={(list) => list.length === 0}>
        {(list) =>
          paymentChannelDirections.map((direction) => (
            <section key={direction} className={styles.card} aria-label={t(`pay_channels_${direction}`)}>
              <h2>{t(`pay_channels_${direction}`)}</h2>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th>{t('pay_channels_name')}</th>
                      <th>{t('pay_channels_method')}</th>
                      <th>{t('pay_channels_state')}</th>
                      <th className={styles.num}>{t('pay_channels_limits')}</th>
                      <th className={styles.num}>{t('pay_channels_fee')}</th>
                      <th className={styles.num}>{t('pay_channels_sort')}</th>
                      <th>{t('pay_channels_instructions')}</th>
                      <th />
                    </tr>
                  </thead>
                  <tbody>
                    {list
                      .filter((channel) => channel.direction === direction)
                      .map((channel) => (
                        <tr key={channel.id} data-testid={`channel-${channel.id}`}>
                          <td>
                            {channel.name}
                            <div className={`${styles.muted} ${styles.mono}`}>{channel.id}</div>
                          </td>
                          <td>{t(`pay_channels_method_${channel.method}`)}</td>
                          <td>
                            <span
                              className={channel.enabled ? styles.badge : `${styles.badge} ${styles.warn}`}
                            >
                              {t(channel.enabled ? 'pay_channels_on' : 'pay_channels_off')}
                            </span>
                          </td>
                          <td className={styles.num}>
                            {money(channel.minAmount)} – {money(channel.maxAmount)}
                          </td>
                          <td className={styles.num}>
                            {(channel.feeBp / 100).toLocaleString(i18n.language)}% + {money(channel.feeFixed)}
                          </td>
                          <td className={styles.num}>{channel.sort}</td>
                          <td>
                            {channel.instructions.en || channel.instructions.bn ? (
                              <>
                                <div>{channel.instructions.en}</div>
                                <div className={styles.muted}>{channel.instructions.bn}</div>
                              </>
                            ) : (
                              <span className={styles.muted}>{t('pay_channels_no_instructions')}</span>
                            )}
                          </td>
                          <td>
                            <button
                              type="button"
                              className="btn btn-secondary btn-sm"
                              onClick={() => setEditing(channel)}
                            >
                              {t('pay_channels_edit_button')}
                            </button>
                          </td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))
        }
      </QueryView>
      {editing && <ChannelEditor channel={editing} onClose={() => setEditing(null)} />}
    </OpsPageFrame>
  );
}

/** Payment channels: deposit and withdrawal channels on/off, limits, fees, order and instructions per language. */
export default function PaymentChannelsPage() {
  return (
    <FeatureMessages load={loadOpsPaymentChannelsMessages} fallback={<LoadingCover />}>
      <ChannelsPage />
    </FeatureMessages>
  );
}
