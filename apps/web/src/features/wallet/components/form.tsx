import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, describedBy, fieldClasses } from '../../../components/form-fields';
import { Icon } from '../../../components/icons';
import styles from './form.module.css';

/** The wallet's own form pieces; the common fields are in components/form-fields. */

interface TextAreaFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  maxLength: number;
  error?: string | null | undefined;
  optional?: boolean;
}

export function TextAreaField({ label, value, onValue, maxLength, error, optional }: TextAreaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hint = t('characters_left', { left: maxLength - value.length });
  return (
    <FieldFrame id={id} label={label} optional={optional} hint={hint} error={error}>
      <textarea
        id={id}
        className={`${fieldClasses.input} ${styles.textarea}`}
        value={value}
        maxLength={maxLength}
        rows={3}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldFrame>
  );
}

/** A success note, announced politely. */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <div className={styles.success} role="status">
      <Icon name="shield" size={18} />
      <div>{children}</div>
    </div>
  );
}
