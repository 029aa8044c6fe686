import { lotteryPrizeModes, type LotteryGameSettings, type LotteryPrizeMode } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsChange } from '../../../components/ops/ops-change';
import styles from '../../../components/ops/ops.module.css';
import { SelectField, SubmitButton, TextField } from '../../../components/form-fields';
import { updateLotteryGame } from '../api/lottery';

const list = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const numbers = (text: string) => list(text).map(Number);

/** A lottery game's settings: enabled, prize mode, schedule, closing time, result source, limits. */
export function GameSettingsForm({ game }: { game: LotteryGameSettings }) {
  const { t } = useTranslation();
  const { run, busy, feedback } = useOpsChange();
  const [enabled, setEnabled] = useState(game.enabled);
  const [prizeMode, setPrizeMode] = useState<LotteryPrizeMode>(game.prizeMode);
  const [kind, setKind] = useState(game.schedule.kind);
  const [every, setEvery] = useState(
    game.schedule.kind === 'interval' ? String(game.schedule.everySeconds) : '300',
  );
  const [times, setTimes] = useState(game.schedule.kind === 'daily' ? game.schedule.times.join(', ') : '');
  const [weekdays, setWeekdays] = useState(
    game.schedule.kind === 'daily' ? (game.schedule.weekdays ?? []).join(', ') : '',
  );
  const [closeSeconds, setCloseSeconds] = useState(String(game.closeSeconds));
  const [offset, setOffset] = useState(String(game.utcOffsetMinutes));
  const [source, setSource] = useState(game.resultSource);
  const [minStake, setMinStake] = useState(game.minStake);
  const [maxStake, setMaxStake] = useState(game.maxStake);
  const [numberLimit, setNumberLimit] = useState(game.numberLimit);
  const [drawLimit, setDrawLimit] = useState(game.drawLimit);

  function submit(event: FormEvent) {
    event.preventDefault();
    const schedule =
      kind === 'interval'
        ? { kind, everySeconds: Number(every) }
        : { kind, times: list(times), ...(weekdays.trim() ? { weekdays: numbers(weekdays) } : {}) };
    void run(() =>
      updateLotteryGame(game.code, {
        enabled,
        prizeMode,
        schedule,
        closeSeconds: Number(closeSeconds),
        utcOffsetMinutes: Number(offset),
        resultSource: source,
        minStake: minStake.trim(),
        maxStake: maxStake.trim(),
        numberLimit: numberLimit.trim(),
        drawLimit: drawLimit.trim(),
      }),
    );
  }

  return (
    <form className={styles.card} onSubmit={submit}>
      <h3>{t('ops_lottery_settings', { name: game.names.en })}</h3>
      <label>
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />{' '}
        {t('ops_lottery_enabled')}
      </label>
      <div className={styles.row}>
        <SelectField
          label={t('ops_lottery_prize_mode')}
          value={prizeMode}
          onValue={(value) => setPrizeMode(value as LotteryPrizeMode)}
        >
          {lotteryPrizeModes.map((mode) => (
            <option key={mode} value={mode}>
              {mode}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('ops_lottery_result_source')}
          value={source}
          onValue={(value) => setSource(value as 'rng' | 'operator')}
        >
          <option value="rng">{t('ops_lottery_source_rng')}</option>
          <option value="operator">{t('ops_lottery_source_operator')}</option>
        </SelectField>
        <SelectField
          label={t('ops_lottery_schedule')}
          value={kind}
          onValue={(value) => setKind(value as 'interval' | 'daily')}
        >
          <option value="interval">{t('ops_lottery_schedule_interval')}</option>
          <option value="daily">{t('ops_lottery_schedule_daily')}</option>
        </SelectField>
        {kind === 'interval' ? (
          <TextField
            label={t('ops_lottery_every_seconds')}
            value={every}
            onValue={setEvery}
            inputMode="numeric"
          />
        ) : (
          <>
            <TextField
              label={t('ops_lottery_times')}
              hint={t('ops_lottery_times_hint')}
              value={times}
              onValue={setTimes}
            />
            <TextField
              label={t('ops_lottery_weekdays')}
              hint={t('ops_lottery_weekdays_hint')}
              value={weekdays}
              onValue={setWeekdays}
              optional
            />
          </>
        )}
        <TextField
          label={t('ops_lottery_close_seconds')}
          value={closeSeconds}
          onValue={setCloseSeconds}
          inputMode="numeric"
        />
        <TextField
          label={t('ops_lottery_utc_offset')}
          value={offset}
          onValue={setOffset}
          inputMode="numeric"
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('ops_lottery_min_stake')}
          value={minStake}
          onValue={setMinStake}
          inputMode="decimal"
        />
        <TextField
          label={t('ops_lottery_max_stake')}
          value={maxStake}
          onValue={setMaxStake}
          inputMode="decimal"
        />
        <TextField
          label={t('ops_lottery_number_limit')}
          value={numberLimit}
          onValue={setNumberLimit}
          inputMode="decimal"
        />
        <TextField
          label={t('ops_lottery_draw_limit')}
          value={drawLimit}
          onValue={setDrawLimit}
          inputMode="decimal"
        />
      </div>
      {feedback}
      <SubmitButton busy={busy}>{t('ops_lottery_save')}</SubmitButton>
    </form>
  );
}
