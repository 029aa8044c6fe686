import type { ResponsibleGamingState } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SelectField, SubmitButton, fieldClasses } from '../../../components/form-fields';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { setRealityCheck } from '../api/set-reality-check';
import { setSessionLimit } from '../api/set-session-limit';
import styles from './responsible-gaming.module.css';
import { useRgAction } from './use-rg-action';

const sessionChoices = [30, 60, 120, 180, 240, 360] as const;
const realityChoices = [15, 30, 45, 60, 90, 120] as const;

const toMinutes = (value: string) => (value === '' ? null : Number(value));

/** The session time limit and the reality-check reminder. */
export function PlayTimeCard({ state }: { state: ResponsibleGamingState }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const [session, setSession] = useState(String(state.sessionLimit?.minutes ?? ''));
  const [reality, setReality] = useState(String(state.realityCheckMinutes ?? ''));
  const sessionAction = useRgAction();
  const realityAction = useRgAction();
  const pending = state.sessionLimit?.pending;

  const saveSession = (event: FormEvent) => {
    event.preventDefault();
    sessionAction.run(() => setSessionLimit(toMinutes(session)));
  };
  const saveReality = (event: FormEvent) => {
    event.preventDefault();
    realityAction.run(() => setRealityCheck(toMinutes(reality)));
  };

  return (
    <section className={styles.card} aria-labelledby="rg-play-time">
      <h2 id="rg-play-time" className={styles.cardTitle}>
        {t('rg_play_time')}
      </h2>
      <form className={fieldClasses.form} onSubmit={saveSession} noValidate>
        <SelectField
          label={t('rg_session_limit')}
          hint={
            state.sessionLimit
              ? t('rg_session_limit_now', { minutes: state.sessionLimit.minutes })
              : t('rg_session_limit_none')
          }
          value={session}
          onValue={setSession}
        >
          <option value="">{t('rg_none')}</option>
          {sessionChoices.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('rg_minutes', { count: minutes })}
            </option>
          ))}
        </SelectField>
        {pending && (
          <p className={styles.pending}>
            {t(pending.value === null ? 'rg_pending_removal' : 'rg_pending_raise', {
              value: pending.value === null ? '' : t('rg_minutes', { count: Number(pending.value) }),
              time: formatDateTime(pending.effectiveAt, i18n.language, timeZone),
            })}
          </p>
        )}
        <FormAlert message={sessionAction.error} />
        <SubmitButton busy={sessionAction.busy}>{t('rg_save')}</SubmitButton>
      </form>
      <form className={fieldClasses.form} onSubmit={saveReality} noValidate>
        <SelectField
          label={t('rg_reality_check')}
          hint={t('rg_reality_check_hint')}
          value={reality}
          onValue={setReality}
        >
          <option value="">{t('rg_off')}</option>
          {realityChoices.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('rg_every_minutes', { count: minutes })}
            </option>
          ))}
        </SelectField>
        <FormAlert message={realityAction.error} />
        <SubmitButton busy={realityAction.busy}>{t('rg_save')}</SubmitButton>
      </form>
    </section>
  );
}
