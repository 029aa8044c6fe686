import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  fieldClasses,
} from '../../../components/form-fields';
import { bindMobile, sendBindMobileCode } from '../api/bind-mobile';
import { useCountryCodes } from '../api/get-country-codes';
import { securityKey } from '../api/get-security-overview';
import { useSession } from '../../../lib/session';
import { Section } from './section';
import { SendCodeButton } from './send-code-button';
import { useFormAction } from './use-form-action';

const MOBILE = /^0?[0-9]{4,15}$/;

/** Bind a mobile number with an SMS code; once bound it is shown masked and never changes (spec 4). */
export function MobileSection({ bound }: { bound: string | null }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const countries = useCountryCodes();
  const [dialing, setDialing] = useState<string | null>(null);
  const [mobileNo, setMobile] = useState('');
  const [verificationCode, setCode] = useState('');
  const action = useFormAction(['mobileNo', 'verificationCode']);
  const country =
    countries.data?.find((option) => option.countryDialingCode === dialing) ?? countries.data?.[0];
  const countryDialingCode = country?.countryDialingCode ?? '+880';
  const expected = country?.mobileDigits ?? null;
  const digits = mobileNo.replace(/[\s-]/g, '');

  if (bound) return <Section title={t('sc_mobile')} status={t('sc_mobile_bound', { mobile: bound })} />;

  /** 'Please enter correct mobile number' for anything but digits, the country's digit count otherwise. */
  const checkMobile = () => {
    const national = digits.replace(/^0/, '');
    const problem = !MOBILE.test(digits)
      ? t('mobile_correct')
      : expected !== null && national.length !== expected
        ? t('phone_format')
        : null;
    if (problem) action.setErrors({ mobileNo: problem });
    return problem === null;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!checkMobile()) return;
    if (!/^[0-9]{4,8}$/.test(verificationCode.trim()))
      return action.setErrors({ verificationCode: t('sc_code_invalid') });
    action.run(
      () => bindMobile({ countryDialingCode, mobileNo: digits, verificationCode: verificationCode.trim() }),
      (overview) => queryClient.setQueryData(securityKey(token), overview),
    );
  };

  return (
    <Section title={t('sc_mobile')} status={t('sc_mobile_none')} actionLabel={t('sc_bind')}>
      <form className={fieldClasses.form} onSubmit={onSubmit} noValidate>
        <p className={fieldClasses.notice}>{t('sc_mobile_once')}</p>
        <SelectField label={t('sc_country')} value={countryDialingCode} onValue={setDialing}>
          {(countries.data ?? []).map((country) => (
            <option key={country.countryCode} value={country.countryDialingCode}>
              {`${country.name} (${country.countryDialingCode})`}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('sc_mobile_number')}
          value={mobileNo}
          onValue={setMobile}
          error={action.errors.mobileNo}
          hint={expected === null ? undefined : t('phone_digits', { 0: expected })}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
        />
        <TextField
          label={t('sc_verification_code')}
          value={verificationCode}
          onValue={setCode}
          error={action.errors.verificationCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          addon={
            <SendCodeButton
              request={() =>
                checkMobile() ? sendBindMobileCode({ countryDialingCode, mobileNo: digits }) : null
              }
              onFailure={action.fail}
            />
          }
        />
        <FormAlert message={action.formError} />
        <SubmitButton busy={action.busy}>{t('sc_bind')}</SubmitButton>
      </form>
    </Section>
  );
}
