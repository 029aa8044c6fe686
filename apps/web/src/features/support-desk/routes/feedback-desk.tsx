import type { OperatorFeedback } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, useErrorText } from '../../../components/feedback';
import { FormAlert, SubmitButton, fieldClasses } from '../../../components/form-fields';
import { Spinner } from '../../../components/loading-cover';
import { Pagination } from '../../../components/pagination';
import { PrivateImage } from '../../../components/private-image';
import { formatDateTime } from '../../../lib/format';
import { opsImageHeaders } from '../../../lib/ops/ops-session';
import { useSiteConfig } from '../../../lib/site-config';
import { useFeedbackQueue, type FeedbackFilter } from '../api/feedback-queue';
import { useReplyFeedback } from '../api/reply-feedback';
import { DeskPage } from '../components/desk-page';
import styles from '../components/desk.module.css';

const filters: FeedbackFilter[] = ['pending', 'replied', 'all'];

function ReplyForm({ item }: { item: OperatorFeedback }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reply = useReplyFeedback();
  const id = useId();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setProblem(t('desk_reply_empty'));
    setProblem(null);
    reply.mutate(
      { id: item.id, content: content.trim() },
      { onSuccess: () => setContent(''), onError: (error) => setProblem(errorText(error)) },
    );
  };
  return (
    <form className={styles.replyForm} onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className={fieldClasses.label}>
        {t('desk_reply_to', { username: item.username })}
      </label>
      <textarea
        id={id}
        className={`${fieldClasses.input} ${styles.textarea}`}
        value={content}
        maxLength={2000}
        rows={3}
        onChange={(event) => setContent(event.target.value)}
      />
      <FormAlert message={problem} />
      <SubmitButton busy={reply.isPending}>{t('desk_send_reply')}</SubmitButton>
    </form>
  );
}

function FeedbackCard({ item }: { item: OperatorFeedback }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const date = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  return (
    <li className={styles.card} data-status={item.status}>
      <div className={styles.cardHead}>
        <strong>{item.username}</strong>
        <span className={styles.tag}>{t(`desk_type_${item.questionType}`)}</span>
        <time className={styles.muted} dateTime={item.createdAt}>
          {date(item.createdAt)}
        </time>
      </div>
      <p className={styles.text}>{item.content}</p>
      {item.contact && (
        <p className={styles.muted}>
          {t('desk_contact')}: {item.contact}
        </p>
      )}
      {item.images.length > 0 && (
        <div className={styles.thumbs}>
          {item.images.map((image, index) => (
            <PrivateImage
              key={image.id}
              url={image.url}
              alt={t('desk_image', { number: index + 1 })}
              headers={opsImageHeaders()}
            />
          ))}
        </div>
      )}
      {item.replies.map((reply) => (
        <div key={reply.createdAt} className={styles.reply}>
          <p className={styles.muted}>{date(reply.createdAt)}</p>
          <p className={styles.text}>{reply.content}</p>
        </div>
      ))}
      <ReplyForm item={item} />
    </li>
  );
}

function FeedbackQueue() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<FeedbackFilter>('pending');
  const [page, setPage] = useState(1);
  const queue = useFeedbackQueue(status, page);
  return (
    <>
      <div className={styles.filters} role="group" aria-label={t('desk_filter')}>
        {filters.map((filter) => (
          <button
            key={filter}
            type="button"
            className={`btn btn-sm ${filter === status ? 'btn-primary' : 'btn-secondary'}`}
            aria-pressed={filter === status}
            onClick={() => {
              setStatus(filter);
              setPage(1);
            }}
          >
            {t(`desk_filter_${filter}`)}
          </button>
        ))}
      </div>
      {queue.isPending ? (
        <Spinner label={t('loading')} />
      ) : queue.isError ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data.list.length === 0 ? (
        <EmptyState icon="message" title={t('desk_feedback_empty')} />
      ) : (
        <>
          <ul className={styles.list}>
            {queue.data.list.map((item) => (
              <FeedbackCard key={item.id} item={item} />
            ))}
          </ul>
          <Pagination page={page} totalPages={queue.data.totalPages} onChange={setPage} />
        </>
      )}
    </>
  );
}

/** Support desk: members' feedback, answered one by one (each reply reaches the member as a message). */
export default function FeedbackDesk() {
  return (
    <DeskPage titleKey="desk_feedback">
      <FeedbackQueue />
    </DeskPage>
  );
}
