import { countWords, feedbackLimits, type Feedback, type FeedbackQuestionType } from '@app/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { EmptyState, ErrorState } from '../../../components/feedback';
import {
  FieldFrame,
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  describedBy,
  fieldClasses,
} from '../../../components/form-fields';
import { LoadingCover, Spinner } from '../../../components/loading-cover';
import { Pagination } from '../../../components/pagination';
import { PrivateImage } from '../../../components/private-image';
import { formatDateTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { useSiteConfig } from '../../../lib/site-config';
import { useFeedbackSettings } from '../api/get-feedback-settings';
import { useMyFeedback } from '../api/get-my-feedback';
import { useSubmitFeedback } from '../api/submit-feedback';
import { ImagePicker } from '../components/image-picker';
import { useFeedbackErrorText } from '../components/upload-problem';
import { loadFeedbackMessages } from '../messages';
import styles from '../components/feedback.module.css';

type Field = 'questionType' | 'content' | 'contact' | 'image';

function FeedbackForm() {
  const { t } = useTranslation();
  const settings = useFeedbackSettings();
  const submit = useSubmitFeedback();
  const serverError = useFeedbackErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const contentId = useId();
  const [questionType, setQuestionType] = useState<FeedbackQuestionType | ''>('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);

  if (settings.isPending) return <Spinner label={t('loading')} />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  const { minWords, maxWords, questionTypes } = settings.data;
  const words = countWords(content);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!questionType) found.questionType = t('feedback_choose_type');
    if (!content.trim()) found.content = t('feedback_enter_content');
    else if (words < minWords || words > maxWords)
      found.content = t('feedback_words', { min: minWords, max: maxWords });
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    setFormError(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !questionType) return;
    submit.mutate(
      { questionType, content: content.trim(), contact: contact.trim(), images },
      {
        onSuccess: () => {
          setSent(true);
          setQuestionType('');
          setContent('');
          setContact('');
          setImages([]);
          setPickerKey((key) => key + 1);
        },
        onError: (error) => {
          const problem = serverError(error);
          if (problem.field && ['questionType', 'content', 'contact', 'image'].includes(problem.field))
            setErrors({ [problem.field]: problem.text });
          else setFormError(problem.text);
        },
      },
    );
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <SelectField
        label={t('feedback_question_type')}
        value={questionType}
        onValue={(value) => setQuestionType(value as FeedbackQuestionType)}
        error={errors.questionType}
      >
        <option value="">{t('feedback_choose_type')}</option>
        {questionTypes.map((type) => (
          <option key={type} value={type}>
            {t(`feedback_type_${type}`)}
          </option>
        ))}
      </SelectField>
      <FieldFrame
        id={contentId}
        label={t('feedback_content')}
        hint={t('feedback_word_count', { count: words, min: minWords, max: maxWords })}
        error={errors.content}
      >
        <textarea
          id={contentId}
          className={`${fieldClasses.input} ${styles.textarea}`}
          value={content}
          maxLength={feedbackLimits.maxChars}
          rows={4}
          onChange={(event) => setContent(event.target.value)}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy(contentId, true, errors.content)}
          required
        />
      </FieldFrame>
      <TextField
        label={t('feedback_contact')}
        value={contact}
        onValue={setContact}
        maxLength={feedbackLimits.maxContactChars}
        optional
        autoComplete="off"
      />
      <ImagePicker key={pickerKey} onFiles={setImages} error={errors.image} />
      <FormAlert message={formError} />
      {sent && (
        <p className={styles.sent} role="status">
          {t('feedback_sent')}
        </p>
      )}
      <SubmitButton busy={submit.isPending}>{t('feedback_submit')}</SubmitButton>
    </form>
  );
}

function FeedbackItem({ item }: { item: Feedback }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const date = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.type}>{t(`feedback_type_${item.questionType}`)}</span>
        <span className={styles.status} data-status={item.status}>
          {t(`feedback_status_${item.status}`)}
        </span>
        <time dateTime={item.createdAt} className={styles.date}>
          {date(item.createdAt)}
        </time>
      </div>
      <p className={styles.content}>{item.content}</p>
      {item.images.length > 0 && (
        <div className={styles.thumbs}>
          {item.images.map((image, index) => (
            <PrivateImage
              key={image.id}
              url={image.url}
              alt={t('feedback_image_alt', { number: index + 1 })}
            />
          ))}
        </div>
      )}
      {item.replies.map((reply) => (
        <div key={reply.createdAt} className={styles.reply}>
          <p className={styles.replyLabel}>
            {t('feedback_reply_from_support')}{' '}
            <time dateTime={reply.createdAt} className={styles.date}>
              {date(reply.createdAt)}
            </time>
          </p>
          <p className={styles.content}>{reply.content}</p>
        </div>
      ))}
    </li>
  );
}

function FeedbackHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useMyFeedback(page);
  if (history.isPending) return <Spinner label={t('loading')} />;
  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.list.length === 0)
    return <EmptyState icon="message" title={t('feedback_history_empty')} />;
  return (
    <>
      <ul className={styles.list} aria-label={t('feedback_history')}>
        {history.data.list.map((item) => (
          <FeedbackItem key={item.id} item={item} />
        ))}
      </ul>
      <Pagination page={page} totalPages={history.data.totalPages} onChange={setPage} />
    </>
  );
}

function Feedback() {
  const { t } = useTranslation();
  const title = t('feedback_title');
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <FeedbackForm />
      <h2 className={styles.subtitle}>{t('feedback_history')}</h2>
      <FeedbackHistory />
    </section>
  );
}

/** Feedback (member center): the form and the member's history with the staff's replies. */
export default function FeedbackPage() {
  return (
    <FeatureMessages load={loadFeedbackMessages} fallback={<LoadingCover />}>
      <Feedback />
    </FeatureMessages>
  );
}
