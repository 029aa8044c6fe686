import { useEffect } from 'react';
import { dismissToast, useToast } from '../lib/toast';
import styles from './toast-host.module.css';

/** Shows the current toast for a few seconds; screen readers hear it through the status region. */
export function ToastHost() {
  const toast = useToast();
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismissToast(toast.id), 4000);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div role="status" className={toast ? styles.toast : 'visually-hidden'}>
      {toast?.text}
    </div>
  );
}
