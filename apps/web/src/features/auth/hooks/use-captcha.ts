import type { Captcha } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { getCaptcha } from '../api/captcha';

/** Spec: the captcha refreshes at most once per second. */
export const CAPTCHA_REFRESH_MS = 1000;

/**
 * The captcha image of a form. `refresh()` (a click on the image) is ignored within a second of the
 * last one; `refresh({ soon: true })` (after a failed attempt used the captcha up) waits instead.
 */
export function useCaptcha(): {
  captcha: Captcha | null;
  failed: boolean;
  refresh: (options?: { soon?: boolean }) => void;
} {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const lastLoad = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const load = useCallback(function loadCaptcha() {
    clearTimeout(timer.current);
    lastLoad.current = Date.now();
    getCaptcha().then(
      (next) => {
        if (!mounted.current) return;
        setFailed(false);
        setCaptcha(next);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        const wait = error instanceof ApiError ? error.detail?.retryAfterSeconds : undefined;
        if (wait !== undefined) timer.current = setTimeout(loadCaptcha, wait * 1000);
        else setFailed(true);
      },
    );
  }, []);

  const refresh = useCallback(
    (options: { soon?: boolean } = {}) => {
      const wait = lastLoad.current + CAPTCHA_REFRESH_MS - Date.now();
      if (wait <= 0) load();
      else if (options.soon) {
        clearTimeout(timer.current);
        timer.current = setTimeout(load, wait);
      }
    },
    [load],
  );

  return { captcha, failed, refresh };
}
