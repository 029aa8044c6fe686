import type { CountryCode } from '@app/contracts';
import {
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import styles from './auth.module.css';

/** The error under a field: announced when it appears, and the field's description. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {error}
    </p>
  );
}

function LabelText({ label, optional }: { label: string; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {label}
      {optional && <span className={styles.optional}> {t('optional_mark')}</span>}
    </>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  optional?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown right of the input (a send-code button). */
  addon?: ReactNode;
}

/** A labelled input; its error is announced and describes it. */
export function TextField({
  label,
  value,
  onValue,
  error,
  optional,
  inputRef,
  addon,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <LabelText label={label} optional={optional} />
      </label>
      <div className={addon ? styles.withAddon : undefined}>
        <input
          id={id}
          ref={inputRef}
          className={styles.input}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required={!optional}
          {...rest}
        />
        {addon}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
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

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error?: string | undefined;
}

export function CheckboxField({ label, checked, onChecked, error }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

interface PhoneFieldProps {
  countries: readonly CountryCode[];
  dialingCode: string;
  onDialingCode: (code: string) => void;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  optional?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** Country dialing code select and mobile number input, one field visually, two labelled controls. */
export function PhoneField({
  countries,
  dialingCode,
  onDialingCode,
  value,
  onValue,
  error,
  optional,
  inputRef,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const options =
    countries.length > 0 ? countries : [{ countryCode: '', countryDialingCode: dialingCode, name: '' }];
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <LabelText label={t('mobile_number')} optional={optional} />
      </label>
      <div className={styles.phone}>
        <select
          className={styles.dialing}
          aria-label={t('country_code')}
          value={dialingCode}
          onChange={(event) => onDialingCode(event.target.value)}
        >
          {options.map((country) => (
            <option
              key={`${country.countryCode}${country.countryDialingCode}`}
              value={country.countryDialingCode}
            >
              {country.countryCode
                ? `${country.countryCode} ${country.countryDialingCode}`
                : country.countryDialingCode}
            </option>
          ))}
        </select>
        <input
          id={id}
          ref={inputRef}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required={!optional}
        />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

interface SendCodeButtonProps {
  seconds: number;
  busy: boolean;
  onSend: () => void;
}

/** "Get code", then a countdown until a new code may be asked for. */
export function SendCodeButton({ seconds, busy, onSend }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const waiting = seconds > 0;
  return (
    <button
      type="button"
      className={`btn btn-secondary ${styles.send}`}
      disabled={busy || waiting}
      aria-busy={busy || undefined}
      onClick={onSend}
    >
      {waiting ? t('resend_in', { seconds }) : t('get_code')}
    </button>
  );
}

/** A form-level message (the server's answer that belongs to no single field). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formAlert} role="alert">
      {message}
    </p>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className={`btn btn-primary btn-lg ${styles.submit}`}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
      {busy && <span className="visually-hidden">{t('loading')}</span>}
    </button>
  );
}

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabsProps<T extends string> {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  idBase: string;
}

/** A tab list (arrow keys move between tabs); the panel is labelled by the selected tab. */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, idBase }: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  if (tabs.length < 2) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idBase}-tab-${next.id}`)}`)?.focus();
  };
  return (
    <div ref={listRef} role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={`${idBase}-tab-${tab.id}`}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          aria-controls={`${idBase}-panel`}
          tabIndex={tab.id === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The panel of the selected tab (a plain group when there is a single tab). */
export function TabPanel({
  idBase,
  selected,
  single,
  children,
}: {
  idBase: string;
  selected: string;
  single: boolean;
  children: ReactNode;
}) {
  if (single) return <>{children}</>;
  return (
    <div id={`${idBase}-panel`} role="tabpanel" aria-labelledby={`${idBase}-tab-${selected}`}>
      {children}
    </div>
  );
}

/** Focuses the first field marked invalid inside `root` (after a failed submit). */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
