import { proofImageLimits } from '@app/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClasses } from '../../../components/form-fields';
import { Icon } from '../../../components/icons';
import { addImageFiles } from '../../../lib/image-files';
import { useUploadProblemText } from './upload-problem';
import styles from './feedback.module.css';

interface Picked {
  file: File;
  url: string;
}

/**
 * Up to 3 png or jpg images of 5 MB (spec 5): previews with a remove button each; files that break a
 * rule are left out with a message.
 */
export function ImagePicker({ onFiles, error }: { onFiles: (files: File[]) => void; error?: string | null }) {
  const { t } = useTranslation();
  const problemText = useUploadProblemText();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const latest = useRef(picked);
  useEffect(() => {
    latest.current = picked;
  }, [picked]);
  useEffect(() => () => latest.current.forEach((item) => URL.revokeObjectURL(item.url)), []);

  const update = (next: Picked[]) => {
    setPicked(next);
    onFiles(next.map((item) => item.file));
  };
  const pick = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    if (inputRef.current) inputRef.current.value = '';
    if (chosen.length === 0) return;
    const result = addImageFiles(
      picked.map((item) => item.file),
      chosen,
    );
    const added = result.files.slice(picked.length).map((file) => ({ file, url: URL.createObjectURL(file) }));
    update([...picked, ...added]);
    setProblems(result.problems.map((problem) => problemText(problem.key)));
  };
  const remove = (item: Picked) => {
    URL.revokeObjectURL(item.url);
    update(picked.filter((other) => other !== item));
    setProblems([]);
  };
  const messages = [...problems, error].filter(Boolean);

  return (
    <div className={fieldClasses.field}>
      <label id={`${id}-label`} htmlFor={id} className={fieldClasses.label}>
        {t('feedback_images')}
        <span className={fieldClasses.optional}> {t('feedback_optional')}</span>
      </label>
      <div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          className="visually-hidden"
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          multiple
          disabled={picked.length >= proofImageLimits.maxFiles}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          aria-invalid={messages.length ? true : undefined}
          onChange={(event) => pick(event.target.files)}
        />
        <label htmlFor={id} className="btn btn-secondary btn-sm" aria-hidden="true">
          <Icon name="image" size={16} />
          {t('feedback_choose_images')}
        </label>
      </div>
      <p id={`${id}-hint`} className={fieldClasses.hint}>
        {t('feedback_image_rules', { max: proofImageLimits.maxFiles, chosen: picked.length })}
      </p>
      {messages.length > 0 && (
        <div role="alert">
          {messages.map((message) => (
            <p key={message} className={fieldClasses.error}>
              {message}
            </p>
          ))}
        </div>
      )}
      {picked.length > 0 && (
        <ul className={styles.previews}>
          {picked.map((item) => (
            <li key={item.url} className={styles.preview}>
              <img src={item.url} alt={item.file.name} />
              <button
                type="button"
                className={styles.remove}
                aria-label={t('feedback_remove_image', { name: item.file.name })}
                onClick={() => remove(item)}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
