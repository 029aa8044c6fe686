import { kycDocTypes, type KycDocType } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/feedback';
import { FormAlert, SelectField, SubmitButton, fieldClasses } from '../../../components/form-fields';
import { Spinner } from '../../../components/loading-cover';
import { kycFileProblem, uploadKyc, useMyKyc, useSetMyKyc } from '../api/kyc';
import styles from './my-account.module.css';
import { useSave } from './use-save';

/** Identity verification: the state, the reason of a rejection, and the upload while one is allowed. */
export function KycCard() {
  const { t, i18n } = useTranslation();
  const kyc = useMyKyc();
  const setKyc = useSetMyKyc();
  const save = useSave();
  const [docType, setDocType] = useState<KycDocType>('national_id');
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);

  const pick = (part: 'front' | 'back', file: File | undefined) => {
    const problem = file ? kycFileProblem(file) : null;
    if (problem) return save.setErrors({ [part]: t(problem) });
    save.setErrors({});
    (part === 'front' ? setFront : setBack)(file ?? null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!front) return save.setErrors({ front: t('kyc_file_required') });
    save.run(
      () => uploadKyc(docType, front, back),
      (value) => {
        setKyc(value);
        setFront(null);
        setBack(null);
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="ma-kyc">
      <h2 id="ma-kyc" className={styles.cardTitle}>
        {t('ma_kyc')}
      </h2>
      {kyc.isPending ? (
        <Spinner label={t('loading')} />
      ) : kyc.isError ? (
        <ErrorState error={kyc.error} onRetry={() => void kyc.refetch()} />
      ) : (
        <>
          <p data-testid="kyc-state">
            <strong>{t(`ma_kyc_state_${kyc.data.state}`)}</strong>
          </p>
          {kyc.data.latest && (
            <p className={styles.muted}>
              {t(`ma_kyc_doc_${kyc.data.latest.docType}`)} ·{' '}
              {new Date(kyc.data.latest.createdAt).toLocaleString(i18n.language)}
            </p>
          )}
          {kyc.data.state === 'rejected' && kyc.data.latest?.reason && (
            <p role="alert">{t('ma_kyc_rejected_reason', { reason: kyc.data.latest.reason })}</p>
          )}
          {(kyc.data.state === 'none' || kyc.data.state === 'rejected') && (
            <form className={fieldClasses.form} onSubmit={submit} noValidate>
              <SelectField
                label={t('ma_kyc_doc_type')}
                value={docType}
                onValue={(value) => setDocType(value as KycDocType)}
                error={save.errors.docType}
              >
                {kycDocTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`ma_kyc_doc_${type}`)}
                  </option>
                ))}
              </SelectField>
              {(['front', 'back'] as const).map((part) => (
                <label key={part} className={fieldClasses.label}>
                  {t(`ma_kyc_${part}`)}
                  <input
                    type="file"
                    name={part}
                    accept="image/png,image/jpeg"
                    disabled={save.busy}
                    onChange={(event) => pick(part, event.target.files?.[0])}
                  />
                  {save.errors[part] && (
                    <span role="alert" className={fieldClasses.error}>
                      {save.errors[part]}
                    </span>
                  )}
                </label>
              ))}
              <p className={styles.muted}>{t('ma_kyc_hint')}</p>
              <FormAlert message={save.formError} />
              <SubmitButton busy={save.busy}>{t('ma_kyc_submit')}</SubmitButton>
            </form>
          )}
        </>
      )}
    </section>
  );
}
