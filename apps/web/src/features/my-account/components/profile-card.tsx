import { profileFieldNames, type MemberProfile, type ProfileFieldName } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton, TextField, fieldClasses } from '../../../components/form-fields';
import { useSession } from '../../../lib/session';
import { profileKey, updateProfile } from '../api/profile';
import styles from './my-account.module.css';
import { useSave } from './use-save';

const inputTypes: Partial<Record<ProfileFieldName, string>> = { birthday: 'date' };

/** The profile fields of spec 3; the server checks each against the operator's rule. */
export function ProfileCard({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(profileFieldNames.map((name) => [name, profile.fields[name] ?? ''])),
  );
  const save = useSave();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changed = Object.fromEntries(
      profileFieldNames
        .filter((name) => !(name === 'payeeName' && profile.payeeNameLocked))
        .filter((name) => (values[name] ?? '') !== (profile.fields[name] ?? ''))
        .map((name) => [name, values[name] ?? '']),
    );
    save.run(
      () => updateProfile(changed),
      (next) => queryClient.setQueryData(profileKey(token), next),
    );
  };

  return (
    <section className={styles.card} aria-labelledby="ma-profile">
      <h2 id="ma-profile" className={styles.cardTitle}>
        {t('ma_profile')}
      </h2>
      <form className={fieldClasses.form} onSubmit={onSubmit} noValidate>
        <div className={styles.grid}>
          {profileFieldNames.map((name) => (
            <TextField
              key={name}
              label={t(`ma_field_${name}`)}
              value={values[name] ?? ''}
              onValue={(value) => setValues({ ...values, [name]: value })}
              error={save.errors[name]}
              type={inputTypes[name] ?? 'text'}
              readOnly={name === 'payeeName' && profile.payeeNameLocked}
              hint={name === 'payeeName' ? t('ma_real_name_hint') : undefined}
              optional
              maxLength={name === 'address' ? 200 : 100}
            />
          ))}
        </div>
        <FormAlert message={save.formError} />
        {save.saved && <p className={styles.saved}>{t('ma_saved')}</p>}
        <SubmitButton busy={save.busy}>{t('ma_save')}</SubmitButton>
      </form>
    </section>
  );
}
