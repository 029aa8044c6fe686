import { lotteryPrizeModes, type LotteryPrizeMode } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsChange } from '../../../components/ops/ops-change';
import { QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';
import { FormAlert, SelectField, SubmitButton, TextField } from '../../../components/form-fields';
import { oddsText, parseOdds } from '../lib/odds-text';
import {
  setOdds,
  updatePrizeMode,
  useLotteryGames,
  useLotteryOdds,
  useLotteryPrizeModes,
} from '../api/lottery';

/** "97.5" (percent) -> 9750 basis points. */
const basisPoints = (percent: string) => Math.round(Number(percent) * 100);
/** 9750 basis points -> "97.5" (percent). */
const percentOf = (bp: number) => String(bp / 100);

function ModeSelect({
  value,
  onValue,
}: {
  value: LotteryPrizeMode;
  onValue: (mode: LotteryPrizeMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('ops_lottery_prize_mode')}
      value={value}
      onValue={(v) => onValue(v as LotteryPrizeMode)}
    >
      {lotteryPrizeModes.map((mode) => (
        <option key={mode} value={mode}>
          {mode}
        </option>
      ))}
    </SelectField>
  );
}

type OpsChange = ReturnType<typeof useOpsChange>;

interface PrizeModeValues {
  returnBp: number;
  rebateBp: number;
}

/** The return and rebate fields of one prize mode, opened with its current values. */
function PrizeModeFields({
  mode,
  current,
  onMode,
  change: { run, busy, feedback },
}: {
  mode: LotteryPrizeMode;
  current: PrizeModeValues | undefined;
  onMode: (mode: LotteryPrizeMode) => void;
  change: OpsChange;
}) {
  const { t } = useTranslation();
  const [returnPercent, setReturnPercent] = useState(current ? percentOf(current.returnBp) : '');
  const [rebatePercent, setRebatePercent] = useState(current ? percentOf(current.rebateBp) : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() =>
      updatePrizeMode(mode, { returnBp: basisPoints(returnPercent), rebateBp: basisPoints(rebatePercent) }),
    );
  };
  return (
    <form onSubmit={submit}>
      <div className={styles.row}>
        <ModeSelect value={mode} onValue={onMode} />
        <TextField
          label={t('ops_lottery_return')}
          value={returnPercent}
          onValue={setReturnPercent}
          inputMode="decimal"
        />
        <TextField
          label={t('ops_lottery_rebate')}
          value={rebatePercent}
          onValue={setRebatePercent}
          inputMode="decimal"
        />
      </div>
      {feedback}
      <SubmitButton busy={busy}>{t('ops_lottery_save')}</SubmitButton>
    </form>
  );
}

/** A prize mode's return of its default odds and its rebate, opened with the values in force. */
export function PrizeModeForm() {
  const { t } = useTranslation();
  const modes = useLotteryPrizeModes();
  // Held here: the fields open afresh on the values read back after a save, its outcome stays shown.
  const change = useOpsChange();
  const [mode, setMode] = useState<LotteryPrizeMode>('LOTT');
  return (
    <section className={styles.card} aria-label={t('ops_lottery_prize_modes')}>
      <h2>{t('ops_lottery_prize_modes')}</h2>
      <p className={styles.muted}>{t('ops_lottery_prize_modes_hint')}</p>
      <QueryView query={modes}>
        {(data) => {
          const current = data.modes.find((entry) => entry.code === mode);
          // Keyed by the values: another mode, or a save read back, opens the fields afresh.
          return (
            <PrizeModeFields
              key={`${mode}:${current?.returnBp}:${current?.rebateBp}`}
              mode={mode}
              current={current}
              onMode={setMode}
              change={change}
            />
          );
        }}
      </QueryView>
    </section>
  );
}

interface BetTypeOdds {
  betType: string;
  odds: Record<string, number>;
  overridden: boolean;
}

/** One bet type's odds under a prize mode, opened with the odds it pays now. */
function OddsFields({
  mode,
  family,
  betTypes,
  betType,
  onBetType,
  change: { run, busy, feedback },
}: {
  mode: LotteryPrizeMode;
  family: string;
  betTypes: readonly BetTypeOdds[];
  betType: string;
  onBetType: (betType: string) => void;
  change: OpsChange;
}) {
  const { t } = useTranslation();
  const current = betTypes.find((entry) => entry.betType === betType);
  const [odds, setOddsText] = useState(current ? oddsText(current.odds) : '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseOdds(odds);
    setInvalid(parsed ? null : t('ops_lottery_odds_invalid'));
    if (parsed) void run(() => setOdds({ prizeMode: mode, family, betType, odds: parsed }));
  };
  return (
    <form onSubmit={submit}>
      <div className={styles.row}>
        <SelectField label={t('ops_lottery_bet_type')} value={betType} onValue={onBetType}>
          {betTypes.map((entry) => (
            <option key={entry.betType} value={entry.betType}>
              {entry.betType}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('ops_lottery_odds_value')}
          hint={t('ops_lottery_odds_hint')}
          value={odds}
          onValue={setOddsText}
        />
      </div>
      {current && (
        <p className={styles.muted}>
          {t(current.overridden ? 'ops_lottery_odds_overridden' : 'ops_lottery_odds_default')}
        </p>
      )}
      <FormAlert message={invalid} />
      {feedback}
      <SubmitButton busy={busy}>{t('ops_lottery_save')}</SubmitButton>
    </form>
  );
}

/** Overrides the odds of one bet type under a prize mode, opened with the odds in force. */
export function OddsForm() {
  const { t } = useTranslation();
  const games = useLotteryGames();
  const change = useOpsChange();
  const [mode, setMode] = useState<LotteryPrizeMode>('LOTT');
  const [chosenFamily, setFamily] = useState('');
  const [chosenBetType, setBetType] = useState('');
  const families = [...new Set((games.data?.games ?? []).map((game) => game.family))];
  const family = chosenFamily || families[0] || '';
  const odds = useLotteryOdds(mode, family);
  return (
    <section className={styles.card} aria-label={t('ops_lottery_odds')}>
      <h2>{t('ops_lottery_odds')}</h2>
      <div className={styles.row}>
        <ModeSelect value={mode} onValue={setMode} />
        <SelectField
          label={t('ops_lottery_family')}
          value={family}
          onValue={(next) => {
            setFamily(next);
            setBetType('');
          }}
        >
          {families.map((entry) => (
            <option key={entry} value={entry}>
              {entry}
            </option>
          ))}
        </SelectField>
      </div>
      {/* Another mode or family: its own odds, never the previous ones while they load. */}
      <QueryView query={odds.isPlaceholderData ? { ...odds, data: undefined } : odds}>
        {(data) => {
          const betType = data.betTypes.some((entry) => entry.betType === chosenBetType)
            ? chosenBetType
            : (data.betTypes[0]?.betType ?? '');
          const current = data.betTypes.find((entry) => entry.betType === betType);
          return (
            <OddsFields
              key={`${mode}:${family}:${betType}:${JSON.stringify(current?.odds)}`}
              mode={mode}
              family={family}
              betTypes={data.betTypes}
              betType={betType}
              onBetType={setBetType}
              change={change}
            />
          );
        }}
      </QueryView>
    </section>
  );
}
