import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsChange } from '../../../components/ops/ops-change';
import styles from '../../../components/ops/ops.module.css';
import { FormAlert, SelectField, SubmitButton } from '../../../components/form-fields';
import { enterResult, type LotteryResult } from '../api/lottery';

/**
 * The text a staff member types -> a result: numbers "3, 7, 1, 9, 0"; prize tiers one a line,
 * "special: 12345" or "g7: 12 34 56".
 */
export function parseResult(kind: 'numbers' | 'prizes', text: string): LotteryResult | null {
  if (kind === 'numbers') {
    const numbers = text
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    return numbers.length > 0 && numbers.every(Number.isInteger) ? { kind, numbers } : null;
  }
  const tiers = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name, rest] = line.split(':');
      return { name: (name ?? '').trim(), numbers: (rest ?? '').split(/[\s,]+/).filter(Boolean) };
    });
  return tiers.length > 0 && tiers.every((tier) => tier.name && tier.numbers.length > 0)
    ? { kind, tiers }
    : null;
}

/** Enter the result of an externally drawn draw, or correct one (tickets re-settled by the provider). */
export function DrawResultForm({ drawId, correcting }: { drawId: string; correcting: boolean }) {
  const { t } = useTranslation();
  const { run, busy, feedback } = useOpsChange();
  const [kind, setKind] = useState<'numbers' | 'prizes'>('numbers');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseResult(kind, text);
    setInvalid(result ? null : t('ops_lottery_result_invalid'));
    if (result) void run(() => enterResult(drawId, result));
  };
  return (
    <form className={styles.card} onSubmit={submit}>
      <h3>{t(correcting ? 'ops_lottery_correct_result' : 'ops_lottery_enter_result')}</h3>
      <SelectField
        label={t('ops_lottery_result_kind')}
        value={kind}
        onValue={(value) => setKind(value as 'numbers' | 'prizes')}
      >
        <option value="numbers">{t('ops_lottery_result_numbers')}</option>
        <option value="prizes">{t('ops_lottery_result_prizes')}</option>
      </SelectField>
      <label>
        {t(kind === 'numbers' ? 'ops_lottery_result_numbers_hint' : 'ops_lottery_result_prizes_hint')}
        <textarea
          className="input"
          rows={kind === 'numbers' ? 2 : 6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          style={{ width: '100%', fontFamily: 'var(--font-mono)' }}
        />
      </label>
      <FormAlert message={invalid} />
      {feedback}
      <SubmitButton busy={busy}>{t('ops_lottery_save_result')}</SubmitButton>
    </form>
  );
}
