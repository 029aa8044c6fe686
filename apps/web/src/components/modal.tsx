import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import styles from './modal.module.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'small' | 'large' | 'game';
  /** false: no close button, Escape and the backdrop do nothing (a step that must be completed). */
  dismissible?: boolean;
  /** An alert dialog (a warning that needs acknowledging) rather than a plain one. */
  alert?: boolean;
  /** id of the element describing the dialog (its message). */
  describedBy?: string;
}

/**
 * A popup on the native <dialog>: the browser traps focus, Escape closes it and the page behind is
 * inert. Mounted means open.
 */
export function Modal({
  title,
  onClose,
  children,
  size = 'small',
  dismissible = true,
  alert = false,
  describedBy,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const onCancel = useEffectEvent((event: Event) => {
    event.preventDefault();
    if (dismissible) onClose();
  });

  // Browsers may close a dialog on a repeated Escape even when its cancel event is refused: a step
  // that must be completed opens again.
  const onClosed = useEffectEvent(() => {
    if (!dismissible) ref.current?.showModal();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'small' ? '' : styles[size]}`}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && (
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
              <Icon name="close" />
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
