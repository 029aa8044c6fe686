import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './security-center.module.css';

interface SectionProps {
  title: string;
  /** One line under the title: what is bound or switched on now. */
  status: ReactNode;
  /** The form; hidden behind the section's button until opened (always shown when absent). */
  actionLabel?: string | undefined;
  children?: ReactNode;
}

/** One row of the security centre: its state, and the form that changes it behind a button. */
export function Section({ title, status, actionLabel, children }: SectionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHead}>
        <div>
          <h2 className={styles.sectionTitle}>{title}</h2>
          <p className={styles.status}>{status}</p>
        </div>
        {actionLabel && children && (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            {open ? t('sc_close') : actionLabel}
          </button>
        )}
      </div>
      {(open || !actionLabel) && children && (
        <div id={bodyId} className={styles.sectionBody}>
          {children}
        </div>
      )}
    </section>
  );
}
