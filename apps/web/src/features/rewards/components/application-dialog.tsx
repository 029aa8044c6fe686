import { applicationLimits, type RewardPromotion } from '@app/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { Modal } from '../../../components/modal';
import { showToast } from '../../../lib/toast';
import { applyPromotion } from '../api/apply-promotion';
import { useRewardMutation } from '../api/use-reward-mutation';
import { imageProblem } from '../lib/application-files';
import styles from './rewards.module.css';

/** The activity application (spec 3): a comment of up to 140 characters and up to 3 png/jpg images. */
export function ApplicationDialog({
  promotion,
  onClose,
}: {
  promotion: RewardPromotion;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const commentId = useId();
  const imagesId = useId();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const apply = useRewardMutation(applyPromotion);
  const tooLong = comment.length > applicationLimits.commentMaxLength;
  const fileProblem = imageProblem(images);
  const problem = tooLong ? t('rw_comment_too_long') : fileProblem ? t(fileProblem) : null;

  return (
    <Modal
      title={t('rw_apply_title', { title: promotion.title })}
      onClose={apply.isPending ? () => undefined : onClose}
    >
      <form
        className={styles.page}
        onSubmit={(event) => {
          event.preventDefault();
          if (problem) return;
          apply.mutate(
            { id: promotion.id, comment, images },
            {
              onSuccess: () => {
                showToast(t('rw_application_sent'));
                onClose();
              },
            },
          );
        }}
      >
        <div className={styles.field}>
          <label htmlFor={commentId}>{t('rw_comment')}</label>
          <textarea
            id={commentId}
            className={styles.textarea}
            value={comment}
            aria-invalid={tooLong}
            onChange={(event) => setComment(event.target.value)}
          />
          <span className={styles.muted}>{t('rw_comment_count', { count: comment.length })}</span>
        </div>
        <div className={styles.field}>
          <label htmlFor={imagesId}>{t('rw_images')}</label>
          <input
            id={imagesId}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(event) => setImages([...(event.target.files ?? [])])}
          />
        </div>
        {(problem || apply.error) && (
          <p className={styles.error} role="alert">
            {problem ?? errorText(apply.error)}
          </p>
        )}
        <div className={styles.row}>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={apply.isPending}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={apply.isPending || problem !== null}>
            {t('rw_submit_application')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
