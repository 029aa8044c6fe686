import type { SportsbookSettings } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton, TextField } from '../../../components/form-fields';
import { useOpsChange } from '../../../components/ops/ops-change';
import styles from '../../../components/ops/ops.module.css';
import { saveSportsbookSettings } from '../api/sportsbook';

/** Margins are fractions on the wire (0.05) and percentages on screen (5). */
const percent = (fraction: number) => String(Math.round(fraction * 10_000) / 100);
const fraction = (text: string) => Number(text) / 100;
/** Limits are minor units on the wire and taka on screen. */
const taka = (minor: number) => String(minor / 100);
const minor = (text: string) => Math.round(Number(text) * 100);

const pairsText = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([key, value]) => `${key}=${percent(value)}`)
    .join(', ');
/** "football=5, cricket=6" -> { football: 0.05, cricket: 0.06 }; null when a pair is malformed. */
function parsePairs(text: string): Record<string, number> | null {
  const pairs = text.split(/[\s,]+/).filter(Boolean);
  const entries = pairs.map((pair) => pair.split('='));
  if (entries.some((entry) => entry.length !== 2 || !entry[0] || !Number.isFinite(Number(entry[1]))))
    return null;
  return Object.fromEntries(entries.map(([key, value]) => [key as string, fraction(value as string)]));
}

const limitKeys = ['minStake', 'maxStake', 'maxPayout', 'maxStakePerMarket'] as const;
const marketLimitKeys = ['maxStake', 'maxLiability', 'selectionMaxStake', 'selectionMaxLiability'] as const;

/** Margins per sport and market type, player and market limits, in-play delay and cash-out margin. */
export function SettingsForm({ settings }: { settings: SportsbookSettings }) {
  const { t } = useTranslation();
  const { run, busy, feedback } = useOpsChange();
  const [margin, setMargin] = useState(percent(settings.margin.default));
  const [sports, setSports] = useState(pairsText(settings.margin.sports));
  const [types, setTypes] = useState(pairsText(settings.margin.marketTypes));
  const [limits, setLimits] = useState(() =>
    Object.fromEntries(limitKeys.map((key) => [key, taka(settings.limits[key])])),
  );
  const [maxLegs, setMaxLegs] = useState(String(settings.limits.maxLegs));
  const [marketLimits, setMarketLimits] = useState(() =>
    Object.fromEntries(marketLimitKeys.map((key) => [key, taka(settings.marketLimits[key])])),
  );
  const [delay, setDelay] = useState(String(settings.inPlayDelayMs / 1000));
  const [cashout, setCashout] = useState(percent(settings.cashoutMargin));
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const sportMargins = parsePairs(sports);
    const typeMargins = parsePairs(types);
    setInvalid(sportMargins && typeMargins ? null : t('ops_sportsbook_pairs_invalid'));
    if (!sportMargins || !typeMargins) return;
    void run(() =>
      saveSportsbookSettings({
        margin: { default: fraction(margin), sports: sportMargins, marketTypes: typeMargins },
        limits: {
          minStake: minor(limits.minStake ?? ''),
          maxStake: minor(limits.maxStake ?? ''),
          maxPayout: minor(limits.maxPayout ?? ''),
          maxStakePerMarket: minor(limits.maxStakePerMarket ?? ''),
          maxLegs: Number(maxLegs),
        },
        marketLimits: {
          maxStake: minor(marketLimits.maxStake ?? ''),
          maxLiability: minor(marketLimits.maxLiability ?? ''),
          selectionMaxStake: minor(marketLimits.selectionMaxStake ?? ''),
          selectionMaxLiability: minor(marketLimits.selectionMaxLiability ?? ''),
        },
        inPlayDelayMs: Math.round(Number(delay) * 1000),
        cashoutMargin: fraction(cashout),
      }),
    );
  }

  return (
    <form className={styles.card} onSubmit={submit}>
      <h2>{t('ops_sportsbook_margins')}</h2>
      <div className={styles.row}>
        <TextField
          label={t('ops_sportsbook_margin_default')}
          value={margin}
          onValue={setMargin}
          inputMode="decimal"
        />
        <TextField
          label={t('ops_sportsbook_margin_sports')}
          hint={t('ops_sportsbook_pairs_hint')}
          value={sports}
          onValue={setSports}
          optional
        />
        <TextField
          label={t('ops_sportsbook_margin_types')}
          hint={t('ops_sportsbook_pairs_hint')}
          value={types}
          onValue={setTypes}
          optional
        />
      </div>
      <h2>{t('ops_sportsbook_limits')}</h2>
      <div className={styles.row}>
        {limitKeys.map((key) => (
          <TextField
            key={key}
            label={t(`ops_sportsbook_limit_${key}`)}
            value={limits[key] ?? ''}
            onValue={(value) => setLimits({ ...limits, [key]: value })}
            inputMode="decimal"
          />
        ))}
        <TextField
          label={t('ops_sportsbook_max_legs')}
          value={maxLegs}
          onValue={setMaxLegs}
          inputMode="numeric"
        />
      </div>
      <h2>{t('ops_sportsbook_market_limits')}</h2>
      <div className={styles.row}>
        {marketLimitKeys.map((key) => (
          <TextField
            key={key}
            label={t(`ops_sportsbook_market_limit_${key}`)}
            value={marketLimits[key] ?? ''}
            onValue={(value) => setMarketLimits({ ...marketLimits, [key]: value })}
            inputMode="decimal"
          />
        ))}
      </div>
      <div className={styles.row}>
        <TextField label={t('ops_sportsbook_delay')} value={delay} onValue={setDelay} inputMode="decimal" />
        <TextField
          label={t('ops_sportsbook_cashout')}
          value={cashout}
          onValue={setCashout}
          inputMode="decimal"
        />
      </div>
      <FormAlert message={invalid} />
      {feedback}
      <SubmitButton busy={busy}>{t('ops_sportsbook_save')}</SubmitButton>
    </form>
  );
}
