import { useEffect, useState } from 'react';
import { countdownText } from '../lib/countdown';

/** Time left until `to`, ticking every second; `onDone` once it has passed. */
export function Countdown({ to, onDone }: { to: string; onDone?: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = Date.parse(to) - now;
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const done = left <= 0;
  useEffect(() => {
    if (done) onDone?.();
  }, [done, onDone]);
  return (
    <time dateTime={to} aria-live="off">
      {countdownText(left)}
    </time>
  );
}
