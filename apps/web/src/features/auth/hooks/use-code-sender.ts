import type { CodeSent } from '@app/contracts';
import { useRef, useState } from 'react';
import { useCountdown } from './use-countdown';

/** Spec: SMS sends are throttled to one click per second. */
const CLICK_THROTTLE_MS = 1000;

/**
 * The "Get code" button of a form: `send` runs the form's own check first (the mobile number), then
 * the request; on success the button counts down the server's wait (minutes x 60 s); on failure the
 * server's message goes to `onFailure` (a warning dialog).
 */
export function useCodeSender(onFailure: (error: unknown) => void) {
  const { seconds, start } = useCountdown();
  const [busy, setBusy] = useState(false);
  const lastClick = useRef(0);

  const send = (check: () => boolean, request: () => Promise<CodeSent>, onSent?: () => void) => {
    const now = Date.now();
    if (busy || seconds > 0 || now - lastClick.current < CLICK_THROTTLE_MS) return;
    if (!check()) return;
    lastClick.current = now;
    setBusy(true);
    request()
      .then((sent) => {
        start(Math.max(1, sent.waitMinutes) * 60);
        onSent?.();
      }, onFailure)
      .finally(() => setBusy(false));
  };

  return { seconds, busy, send };
}
