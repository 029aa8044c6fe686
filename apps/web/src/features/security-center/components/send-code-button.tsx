import type { CodeSent } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Get code", then a countdown of the server's wait (minutes x 60 seconds) until another may be sent.
 * `request` answers null when the form refused to send (a bad number), a promise otherwise.
 */
export function SendCodeButton({
  request,
  onFailure,
}: {
  request: () => Promise<CodeSent> | null;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (seconds === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [seconds]);

  const send = () => {
    const pending = request();
    if (!pending) return;
    setBusy(true);
    pending
      .then((sent) => {
        const time = Date.now();
        setNow(time);
        setEndsAt(time + Math.max(1, sent.waitMinutes) * 60_000);
      }, onFailure)
      .finally(() => setBusy(false));
  };

  return (
    <button
      type="button"
      className="btn btn-secondary"
      disabled={busy || seconds > 0}
      aria-busy={busy || undefined}
      onClick={send}
    >
      {seconds > 0 ? t('sc_resend_in', { seconds }) : t('sc_get_code')}
    </button>
  );
}
