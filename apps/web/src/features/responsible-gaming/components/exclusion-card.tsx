import { selfExclusionTerms, type ResponsibleGamingState, type StartExclusionRequest } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert, SelectField } from '../../../components/form-fields';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { endTimeout, startExclusion } from '../api/exclusion';
import styles from './responsible-gaming.module.css';
import { useRgAction } from './use-rg-action';

const timeoutChoices = [24, 48, 72, 7 * 24, 14 * 24, 28 * 24, 42 * 24] as const;

/** A time-out (24 hours to 6 weeks) or a self-exclusion (6 months to permanent), each confirmed first. */
export function ExclusionCard({ state }: { state: ResponsibleGamingState }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const [hours, setHours] = useState<string>(String(timeoutChoices[0]));
  const [term, setTerm] = useState<string>(selfExclusionTerms[0]);
  const [asking, setAsking] = useState<StartExclusionRequest | 'end' | null>(null);
  const action = useRgAction();
  const exclusion = state.exclusion;

  const timeoutLabel = (value: number) =>
    value < 7 * 24 ? t('rg_hours', { count: value }) : t('rg_weeks', { count: value / (7 * 24) });
  const confirm = () => {
    if (!asking) return;
    action.run(
      () => (asking === 'end' ? endTimeout() : startExclusion(asking)),
      () => setAsking(null),
    );
  };

  return (
    <section className={styles.card} aria-labelledby="rg-exclusion">
      <h2 id="rg-exclusion" className={styles.cardTitle}>
        {t('rg_take_a_break')}
      </h2>
      {exclusion && (
        <p className={styles.banner} role="status">
          {exclusion.endsAt
            ? t(exclusion.kind === 'timeout' ? 'rg_in_timeout' : 'rg_in_self_exclusion', {
                time: formatDateTime(exclusion.endsAt, i18n.language, timeZone),
              })
            : t('rg_excluded_forever')}
        </p>
      )}
      <div className={styles.row}>
        <SelectField label={t('rg_timeout')} value={hours} onValue={setHours}>
          {timeoutChoices.map((value) => (
            <option key={value} value={value}>
              {timeoutLabel(value)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('rg_self_exclusion')} value={term} onValue={setTerm}>
          {selfExclusionTerms.map((value) => (
            <option key={value} value={value}>
              {t(`rg_term_${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setAsking({ kind: 'timeout', hours: Number(hours) })}
        >
          {t('rg_start_timeout')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() =>
            setAsking({ kind: 'selfExclusion', term: term as (typeof selfExclusionTerms)[number] })
          }
        >
          {t('rg_start_self_exclusion')}
        </button>
        {exclusion?.kind === 'timeout' && (
          <button type="button" className="btn btn-secondary" onClick={() => setAsking('end')}>
            {t('rg_end_timeout')}
          </button>
        )}
      </div>
      {!asking && <FormAlert message={action.error} />}
      {asking && (
        <ConfirmDialog
          title={asking === 'end' ? t('rg_end_timeout') : t('rg_confirm_title')}
          confirmLabel={t('rg_confirm')}
          busy={action.busy}
          error={action.error}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        >
          <p>
            {asking === 'end'
              ? t('rg_end_timeout_text')
              : asking.kind === 'timeout'
                ? t('rg_timeout_text', { duration: timeoutLabel(asking.hours) })
                : t('rg_self_exclusion_text', { duration: t(`rg_term_${asking.term}`) })}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
