import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import styles from './form-fields.module.css';

/**
 * The site's form controls (login, registration, wallet forms, record filters): a labelled control
 * with an optional hint and an error that describes it and is announced when it appears.
 */

/**
 * Class names for a form, for fields whose control is none of these (a file picker, a checkbox), for
 * a note above or in a form, and for a text-like button in a form ("Forgot password?").
 */
export const fieldClasses = {
  form: styles.form,
  notice: styles.notice,
  linkButton: styles.linkButton,
  field: styles.field,
  label: styles.label,
  optional: styles.optional,
  input: styles.input,
  hint: styles.hint,
  error: styles.error,
} as const;

/** The error under a field: announced when it appears, and the field's description. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {error}
    </p>
  );
}

interface FieldFrameProps {
  /** The control's id; the hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: string;
  optional?: boolean | undefined;
  hint?: ReactNode;
  error?: string | null | undefined;
  children: ReactNode;
}

/** A field's label, control, hint and error. */
export function FieldFrame({ id, label, optional, hint, error, children }: FieldFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> {t('optional_mark')}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The aria-describedby of a control in a FieldFrame. */
export const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'prefix'>;

interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  optional?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown inside the input's left edge (the currency symbol). */
  prefix?: string;
  /** Shown right of the input (a send-code button, a captcha image, a reveal button). */
  addon?: ReactNode;
}

export function TextField({
  label,
  value,
  onValue,
  error,
  hint,
  optional,
  inputRef,
  prefix,
  addon,
  ...rest
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} optional={optional} hint={hint} error={error}>
      <div className={styles.control}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          ref={inputRef}
          className={`${styles.input} ${prefix ? styles.withPrefix : ''}`}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          required={!optional}
          {...rest}
        />
        {addon}
      </div>
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle (autocomplete off unless the caller names a purpose). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-label={t('show_password')}
          title={t('show_password')}
          onClick={() => setVisible(!visible)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      }
    />
  );
}

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value' | 'id'
> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

export function SelectField({ label, value, onValue, error, hint, children, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A form-level message (the server's answer that belongs to no single field). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.formAlert} role="alert">
      {message}
    </p>
  );
}

export function SubmitButton({
  busy,
  children,
  disabled,
}: {
  busy: boolean;
  children: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className={`btn btn-primary btn-lg ${styles.submit}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
      {busy && <span className="visually-hidden">{t('loading')}</span>}
    </button>
  );
}

/** Focuses the first field marked invalid inside `root` (after a failed submit). */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
