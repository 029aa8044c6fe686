import type { RealityCheck } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { Modal } from '../../../components/modal';
import { getRealityCheck } from '../api/get-reality-check';
import { useResponsibleGaming } from '../api/get-responsible-gaming';
import { loadResponsibleGamingMessages } from '../messages';
import { money } from './money';
import { nextReminderIn } from './next-reminder';
import styles from './responsible-gaming.module.css';

function RealityCheckDialog({
  check,
  onContinue,
  onStop,
}: {
  check: RealityCheck;
  onContinue: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('rg_reality_check')} onClose={onContinue}>
      <p>{t('rg_reality_played', { minutes: String(check.minutesPlayed) })}</p>
      <p>
        {t('rg_reality_net', { net: money(check.net), staked: money(check.staked), won: money(check.won) })}
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={onContinue}>
          {t('rg_keep_playing')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onStop}>
          {t('rg_stop_playing')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The reality check of a logged-in member who set one: every N minutes of the session, time played
 * and net result, then keep playing or stop (which asks to log out).
 */
export default function RealityCheckHost({ onStop }: { onStop: () => void }) {
  const state = useResponsibleGaming();
  const minutes = state.data?.realityCheckMinutes ?? null;
  const [shown, setShown] = useState<RealityCheck | null>(null);

  useEffect(() => {
    if (!minutes || shown) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (wait: number) => {
      timer = setTimeout(() => {
        getRealityCheck().then(
          (check) => live && setShown(check),
          () => later(60_000),
        );
      }, wait);
    };
    getRealityCheck().then(
      (check) => {
        const wait = nextReminderIn(check, Date.now());
        if (live && wait !== null) later(wait);
      },
      () => undefined,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [minutes, shown]);

  if (!shown) return null;
  return (
    <FeatureMessages load={loadResponsibleGamingMessages}>
      <RealityCheckDialog
        check={shown}
        onContinue={() => setShown(null)}
        onStop={() => {
          setShown(null);
          onStop();
        }}
      />
    </FeatureMessages>
  );
}
