import {
  gameTypes,
  vipPeriods,
  type EndpointResponse,
  type getPointConfigEndpoint,
  type getRebateRatesEndpoint,
  type getReferralRuleEndpoint,
  type getReferralTiersEndpoint,
  type VipPolicy,
} from '@app/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, SubmitButton, TextField } from '../../../components/form-fields';
import { useOpsChange } from '../../../components/ops/ops-change';
import styles from '../../../components/ops/ops.module.css';
import {
  savePointRates,
  saveRebateRates,
  saveReferralRule,
  saveReferralTiers,
  saveVipPolicy,
} from '../api/rewards';
import { RowsEditor } from './rows-editor';

/** "1.5" (percent) <-> 150 basis points. */
const percentOf = (bp: number) => String(bp / 100);
const bpOf = (percent: string) => Math.round(Number(percent) * 100);

function SettingsCard({
  title,
  hint,
  onSubmit,
  children,
}: {
  title: string;
  hint?: string;
  onSubmit: (run: (work: () => Promise<unknown>) => void) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { run, busy, feedback } = useOpsChange();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit((work) => void run(work));
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-label={title}>
      <h2>{title}</h2>
      {hint && <p className={styles.muted}>{hint}</p>}
      {children}
      {feedback}
      <SubmitButton busy={busy}>{t('ops_rewards_save')}</SubmitButton>
    </form>
  );
}

type PointConfig = EndpointResponse<typeof getPointConfigEndpoint>;

/** Points earned per valid bet for each game type, and the exchange rate table of the points mall. */
export function PointsForm({ config }: { config: PointConfig }) {
  const { t } = useTranslation();
  const [earn, setEarn] = useState(() =>
    config.earnRules.map((rule) => ({
      gameType: rule.gameType as string,
      points: String(rule.pointsPerUnit),
      unit: rule.unit,
    })),
  );
  const [rates, setRates] = useState(() =>
    config.rates.map((rate) => ({
      points: rate.pointsRatio,
      amount: rate.redeemAmount,
      min: String(rate.minUnits),
      max: String(rate.maxUnits),
    })),
  );
  return (
    <SettingsCard
      title={t('ops_rewards_points')}
      hint={t('ops_rewards_points_hint')}
      onSubmit={(run) =>
        run(() =>
          savePointRates({
            earnRules: earn.map((rule) => ({
              gameType: rule.gameType as (typeof gameTypes)[number],
              pointsPerUnit: Number(rule.points),
              unit: rule.unit,
            })),
            rates: rates.map((rate) => ({
              pointsRatio: Number(rate.points),
              redeemAmount: rate.amount,
              minUnits: Number(rate.min),
              maxUnits: Number(rate.max),
            })),
          }),
        )
      }
    >
      <h3>{t('ops_rewards_earn_rules')}</h3>
      <RowsEditor
        title={t('ops_rewards_earn_rules')}
        columns={[
          { field: 'gameType', label: t('ops_rewards_game_type'), options: gameTypes },
          { field: 'points', label: t('ops_rewards_points_per_unit'), inputMode: 'numeric' },
          { field: 'unit', label: t('ops_rewards_unit'), inputMode: 'decimal' },
        ]}
        rows={earn}
        blank={{ gameType: 'RNG', points: '1', unit: '100' }}
        onRows={setEarn}
      />
      <h3>{t('ops_rewards_exchange_rates')}</h3>
      <RowsEditor
        title={t('ops_rewards_exchange_rates')}
        columns={[
          { field: 'points', label: t('ops_rewards_points_ratio'), inputMode: 'numeric' },
          { field: 'amount', label: t('ops_rewards_redeem_amount'), inputMode: 'decimal' },
          { field: 'min', label: t('ops_rewards_min_units'), inputMode: 'numeric' },
          { field: 'max', label: t('ops_rewards_max_units'), inputMode: 'numeric' },
        ]}
        rows={rates}
        blank={{ points: '100', amount: '1', min: '1', max: '1000' }}
        onRows={setRates}
      />
    </SettingsCard>
  );
}

/** The VIP evaluation period; a change counts from now and first turns at the next period. */
export function VipPolicyForm({ policy }: { policy: VipPolicy }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(policy.period);
  return (
    <SettingsCard
      title={t('ops_rewards_vip_policy')}
      hint={t('ops_rewards_vip_policy_hint')}
      onSubmit={(run) => run(() => saveVipPolicy({ period }))}
    >
      <SelectField
        label={t('ops_rewards_vip_period')}
        value={period}
        onValue={(value) => setPeriod(value as VipPolicy['period'])}
      >
        {vipPeriods.map((entry) => (
          <option key={entry} value={entry}>
            {t(`ops_rewards_period_${entry}`)}
          </option>
        ))}
      </SelectField>
    </SettingsCard>
  );
}

type RebateView = EndpointResponse<typeof getRebateRatesEndpoint>;

/** Rebate rates per game type and VIP level, and the smallest rebate a player can claim. */
export function RebateForm({ view }: { view: RebateView }) {
  const { t } = useTranslation();
  const [minClaim, setMinClaim] = useState(view.minClaim);
  const [rates, setRates] = useState(() =>
    view.rates.map((rate) => ({
      gameType: rate.gameType as string,
      vipLevel: String(rate.vipLevel),
      percent: percentOf(rate.rateBp),
    })),
  );
  return (
    <SettingsCard
      title={t('ops_rewards_rebate')}
      onSubmit={(run) =>
        run(() =>
          saveRebateRates({
            minClaim,
            rates: rates.map((rate) => ({
              gameType: rate.gameType as (typeof gameTypes)[number],
              vipLevel: Number(rate.vipLevel),
              rateBp: bpOf(rate.percent),
            })),
          }),
        )
      }
    >
      <TextField
        label={t('ops_rewards_min_claim')}
        value={minClaim}
        onValue={setMinClaim}
        inputMode="decimal"
      />
      <RowsEditor
        title={t('ops_rewards_rebate')}
        columns={[
          { field: 'gameType', label: t('ops_rewards_game_type'), options: gameTypes },
          { field: 'vipLevel', label: t('ops_rewards_vip_level'), inputMode: 'numeric' },
          { field: 'percent', label: t('ops_rewards_rate'), inputMode: 'decimal' },
        ]}
        rows={rates}
        blank={{ gameType: 'RNG', vipLevel: '0', percent: '0.5' }}
        onRows={setRates}
      />
    </SettingsCard>
  );
}

type Tiers = EndpointResponse<typeof getReferralTiersEndpoint>;

/** Referral rewards: the reward per qualified invitee by how many the inviter has. */
export function ReferralTiersForm({ tiers }: { tiers: Tiers }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() =>
    tiers.map((tier) => ({ minQualified: String(tier.minQualified), reward: tier.reward })),
  );
  return (
    <SettingsCard
      title={t('ops_rewards_referral')}
      hint={t('ops_rewards_referral_hint')}
      onSubmit={(run) =>
        run(() =>
          saveReferralTiers({
            tiers: rows.map((row) => ({ minQualified: Number(row.minQualified), reward: row.reward })),
          }),
        )
      }
    >
      <RowsEditor
        title={t('ops_rewards_referral')}
        columns={[
          { field: 'minQualified', label: t('ops_rewards_min_qualified'), inputMode: 'numeric' },
          { field: 'reward', label: t('ops_rewards_reward'), inputMode: 'decimal' },
        ]}
        rows={rows}
        blank={{ minQualified: '1', reward: '100' }}
        onRows={setRows}
      />
    </SettingsCard>
  );
}

type ReferralRule = NonNullable<EndpointResponse<typeof getReferralRuleEndpoint>['rule']>;

/**
 * The open referral promotion's thresholds: the deposit and the turnover (valid bet) an invitee needs
 * before the inviter is paid, without opening the promotion editor.
 */
export function ReferralRuleForm({ rule }: { rule: ReferralRule | null }) {
  const { t } = useTranslation();
  const [minDeposit, setMinDeposit] = useState(rule?.minDeposit ?? '');
  const [minTurnover, setMinTurnover] = useState(rule?.minTurnover ?? '');
  if (!rule)
    return (
      <section className={styles.card} aria-label={t('ops_rewards_referral_rule')}>
        <h2>{t('ops_rewards_referral_rule')}</h2>
        <p className={styles.muted}>{t('ops_rewards_referral_rule_none')}</p>
      </section>
    );
  return (
    <SettingsCard
      title={t('ops_rewards_referral_rule')}
      hint={t('ops_rewards_referral_rule_hint', { title: rule.title })}
      onSubmit={(run) => run(() => saveReferralRule({ minDeposit, minTurnover }))}
    >
      <div className={styles.row}>
        <TextField
          label={t('ops_rewards_referral_min_deposit')}
          value={minDeposit}
          onValue={setMinDeposit}
          inputMode="decimal"
        />
        <TextField
          label={t('ops_rewards_referral_min_turnover')}
          hint={t('ops_rewards_referral_min_turnover_hint')}
          value={minTurnover}
          onValue={setMinTurnover}
          inputMode="decimal"
        />
      </div>
    </SettingsCard>
  );
}
