import type { InboxMessage } from '@app/contracts';
import DOMPurify from 'dompurify';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { EmptyState, ErrorState, useErrorText } from '../../../components/feedback';
import { Icon } from '../../../components/icons';
import { Spinner } from '../../../components/loading-cover';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { formatDateTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { useSiteConfig } from '../../../lib/site-config';
import { useChangeMessages, useInbox } from '../api/inbox';
import { loadInboxMessages } from '../messages';
import styles from './inbox-page.module.css';

/**
 * Platform messages (member centre messageV2): a page of messages; opening one marks it read,
 * deleting asks first. The unread badges follow the count the server answers.
 */
function Inbox() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { timeZone } = useSiteConfig().permission.resources;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const inbox = useInbox(page);
  const change = useChangeMessages();
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const [deleting, setDeleting] = useState<InboxMessage | null>(null);
  const confirmTextId = useId();
  const title = t('platform_messages');
  usePageTitle(title);

  const date = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  const open = (message: InboxMessage) => {
    setOpened(message);
    if (!message.read) change.mutate({ action: 'read', selection: { ids: [message.id] } });
  };
  const remove = (message: InboxMessage) => {
    change.mutate(
      { action: 'delete', selection: { ids: [message.id] } },
      {
        onSuccess: () => {
          setDeleting(null);
          setOpened(null);
          // The last message of a later page went: show the page before it.
          if (page > 1 && inbox.data?.content.length === 1) setParams({ page: String(page - 1) });
        },
      },
    );
  };
  const unread = inbox.data?.unread ?? 0;

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {inbox.isPending ? (
        <Spinner label={t('loading')} />
      ) : inbox.isError ? (
        <ErrorState error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : inbox.data.content.length === 0 ? (
        <EmptyState icon="message" title={t('messages_empty')} />
      ) : (
        <>
          <div className={styles.toolbar}>
            <p className={styles.summary}>{t('messages_unread_count', { count: unread })}</p>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={unread === 0 || change.isPending}
              onClick={() => change.mutate({ action: 'read', selection: { all: true } })}
            >
              {t('mark_all_read')}
            </button>
          </div>
          {change.isError && !deleting && (
            <p className={styles.error} role="alert">
              {errorText(change.error)}
            </p>
          )}
          <ul className={styles.list} aria-label={title}>
            {inbox.data.content.map((message) => (
              <li key={message.id} className={styles.item} data-unread={!message.read}>
                <button type="button" className={styles.open} onClick={() => open(message)}>
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.text}>
                    <span className={styles.messageTitle}>{message.title}</span>
                    <time className={styles.date} dateTime={message.createdAt}>
                      {date(message.createdAt)}
                    </time>
                  </span>
                  {!message.read && <span className="visually-hidden">{t('unread')}</span>}
                </button>
                <button
                  type="button"
                  className={styles.delete}
                  aria-label={t('delete_message', { title: message.title })}
                  onClick={() => setDeleting(message)}
                >
                  <Icon name="trash" size={18} />
                </button>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={inbox.data.totalPages}
            onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          />
        </>
      )}

      {opened && !deleting && (
        <Modal title={opened.title} onClose={() => setOpened(null)} size="large">
          <p className={styles.date}>{date(opened.createdAt)}</p>
          <div
            className={styles.content}
            // Platform HTML: sanitised by the server and again here.
            dangerouslySetInnerHTML={{
              __html: DOMPurify.sanitize(opened.content, { USE_PROFILES: { html: true } }),
            }}
          />
          <div className={styles.actions}>
            <button type="button" className="btn btn-secondary" onClick={() => setDeleting(opened)}>
              <Icon name="trash" size={18} />
              {t('delete')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setOpened(null)}>
              {t('close')}
            </button>
          </div>
        </Modal>
      )}

      {deleting && (
        <Modal
          title={t('delete_message_title')}
          onClose={() => setDeleting(null)}
          alert
          describedBy={confirmTextId}
        >
          <p id={confirmTextId} className={styles.confirmText}>
            {t('delete_message_confirm', { title: deleting.title })}
          </p>
          {change.isError && (
            <p className={styles.error} role="alert">
              {errorText(change.error)}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className="btn btn-secondary" onClick={() => setDeleting(null)}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={change.isPending}
              onClick={() => remove(deleting)}
            >
              {t('confirm')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

/** The page's frame while its messages load. */
function InboxLoading() {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('platform_messages')}</h1>
      <Spinner label={t('loading')} />
    </section>
  );
}

export default function InboxPage() {
  return (
    <FeatureMessages load={loadInboxMessages} fallback={<InboxLoading />}>
      <Inbox />
    </FeatureMessages>
  );
}
