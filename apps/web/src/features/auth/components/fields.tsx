import type { CountryCode } from '@app/contracts';
import { useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, FieldFrame, fieldClasses } from '../../../components/form-fields';
import styles from './auth.module.css';

/** The sign-in forms' own fields; the common ones are in components/form-fields. */

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
    <div className={fieldClasses.field}>
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
    <FieldFrame id={id} label={t('mobile_number')} optional={optional} error={error}>
      <div className={styles.phone}>
        <select
          className={fieldClasses.input}
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
          className={fieldClasses.input}
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
    </FieldFrame>
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
