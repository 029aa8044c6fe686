import { proofImageLimits } from '@app/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import { addImageFiles } from '../../../lib/image-files';
import { useProblemText } from '../lib/use-problem-text';
import type { Problem } from '../lib/amount';
import styles from './wallet.module.css';
import { fieldClasses } from '../../../components/form-fields';

/** A picked proof image and its preview address (an object URL, revoked when it is removed). */
export interface PickedProof {
  file: File;
  url: string;
}

interface ProofPickerProps {
  proofs: readonly PickedProof[];
  onProofs: (proofs: PickedProof[]) => void;
  /** Problems of the last pick (wrong type, too large, too many), or the server's. */
  problems: readonly Problem[];
  onProblems: (problems: Problem[]) => void;
  required: boolean;
  /** A problem of the form as a whole (required but none picked). */
  error?: string | null;
}

/**
 * Proof images for a receipt confirmation (spec: png or jpg, 5 MB each, at most 3): previews with a
 * remove button each; files that break a rule are left out with a message.
 */
export function ProofPicker({ proofs, onProofs, problems, onProblems, required, error }: ProofPickerProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef(proofs);
  useEffect(() => {
    latest.current = proofs;
  }, [proofs]);
  // Previews still shown when the form goes away are released.
  useEffect(() => () => latest.current.forEach((proof) => URL.revokeObjectURL(proof.url)), []);

  const pick = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    if (inputRef.current) inputRef.current.value = '';
    if (chosen.length === 0) return;
    const result = addImageFiles(
      proofs.map((proof) => proof.file),
      chosen,
    );
    const kept = result.files.slice(proofs.length).map((file) => ({ file, url: URL.createObjectURL(file) }));
    onProofs([...proofs, ...kept]);
    onProblems(result.problems);
  };

  const remove = (proof: PickedProof) => {
    URL.revokeObjectURL(proof.url);
    onProofs(proofs.filter((item) => item !== proof));
    onProblems([]);
  };

  const messages = [...problems.map((problem) => problemText(problem)), error].filter(Boolean);
  const full = proofs.length >= proofImageLimits.maxFiles;

  return (
    <div className={fieldClasses.field}>
      <label id={`${id}-label`} htmlFor={id} className={fieldClasses.label}>
        {t('proof_images')}
        {!required && <span className={fieldClasses.optional}> {t('optional_mark')}</span>}
      </label>
      {/* The browser's own file button speaks the browser's language: a translated one stands in for it. */}
      <div className={styles.fileRow}>
        <input
          ref={inputRef}
          id={id}
          type="file"
          className={`visually-hidden ${styles.fileInput}`}
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          multiple
          disabled={full}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint${messages.length ? ` ${id}-error` : ''}`}
          aria-invalid={messages.length ? true : undefined}
          onChange={(event) => pick(event.target.files)}
        />
        <label htmlFor={id} className={`btn btn-secondary btn-sm ${styles.fileButton}`} aria-hidden="true">
          <Icon name="image" size={16} />
          {t('choose_images')}
        </label>
      </div>
      <p id={`${id}-hint`} className={fieldClasses.hint}>
        {t('proof_rules', { max: proofImageLimits.maxFiles })}{' '}
        {t('proof_count', { chosen: proofs.length, max: proofImageLimits.maxFiles })}
      </p>
      {messages.length > 0 && (
        <div id={`${id}-error`} role="alert">
          {messages.map((message) => (
            <p key={message} className={fieldClasses.error}>
              {message}
            </p>
          ))}
        </div>
      )}
      {proofs.length > 0 && (
        <ul className={styles.previews} aria-label={t('proof_previews')}>
          {proofs.map((proof) => (
            <li key={proof.url} className={styles.preview}>
              <img src={proof.url} alt={t('proof_preview_alt', { name: proof.file.name })} />
              <span className={styles.previewName}>{proof.file.name}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('remove_proof', { name: proof.file.name })}
                onClick={() => remove(proof)}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
