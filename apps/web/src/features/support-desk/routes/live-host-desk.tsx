import { liveHostStatuses, type LiveHost, type LiveHostStatus } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, useErrorText } from '../../../components/feedback';
import { FormAlert, SubmitButton, fieldClasses } from '../../../components/form-fields';
import { Spinner } from '../../../components/loading-cover';
import { useBlockedWords, useHosts, useModeratedRoom, useModeration } from '../api/live-hosts';
import { DeskPage } from '../components/desk-page';
import styles from '../components/desk.module.css';

const MUTE_MINUTES = 60;

function WordFilter() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const words = useBlockedWords();
  const { words: save } = useModeration();
  const [draft, setDraft] = useState<string | null>(null);
  if (words.isPending) return <Spinner label={t('loading')} />;
  if (words.isError) return <ErrorState error={words.error} onRetry={() => void words.refetch()} />;
  const value = draft ?? words.data.words.join('\n');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      value
        .split('\n')
        .map((word) => word.trim())
        .filter(Boolean),
      { onSuccess: () => setDraft(null) },
    );
  };
  return (
    <form className={styles.replyForm} onSubmit={onSubmit}>
      <label htmlFor="blocked-words" className={fieldClasses.label}>
        {t('desk_hosts_words')}
      </label>
      <textarea
        id="blocked-words"
        className={`${fieldClasses.input} ${styles.textarea}`}
        value={value}
        rows={5}
        onChange={(event) => setDraft(event.target.value)}
      />
      <FormAlert message={save.error ? errorText(save.error) : null} />
      <SubmitButton busy={save.isPending}>{t('desk_hosts_save_words')}</SubmitButton>
    </form>
  );
}

function Room({ host }: { host: LiveHost }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const room = useModeratedRoom(host.code);
  const moderation = useModeration();
  const failed = moderation.remove.error ?? moderation.mute.error ?? moderation.status.error;
  return (
    <div className={styles.column}>
      <div className={styles.cardHead}>
        <strong>{host.name}</strong>
        <label className={styles.muted}>
          {t('desk_hosts_status')}{' '}
          <select
            value={host.status}
            onChange={(event) =>
              moderation.status.mutate({ ...host, status: event.target.value as LiveHostStatus })
            }
          >
            {liveHostStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`desk_hosts_status_${status}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FormAlert message={failed ? errorText(failed) : null} />
      {room.isPending ? (
        <Spinner label={t('loading')} />
      ) : room.isError ? (
        <ErrorState error={room.error} onRetry={() => void room.refetch()} />
      ) : room.data.messages.length === 0 ? (
        <EmptyState icon="message" title={t('desk_hosts_no_messages')} />
      ) : (
        <ul className={styles.list} aria-label={t('desk_hosts_messages')}>
          {room.data.messages.map((message) => (
            <li key={message.id} className={styles.card}>
              <div className={styles.cardHead}>
                <strong>{message.nickname}</strong>
                <span className={styles.muted}>{message.username}</span>
              </div>
              <p className={styles.text}>{message.body}</p>
              <div className={styles.filters}>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => moderation.remove.mutate({ code: host.code, id: message.id })}
                >
                  {t('desk_hosts_delete')}
                </button>
                {message.username && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    onClick={() =>
                      moderation.mute.mutate({
                        code: host.code,
                        username: message.username ?? '',
                        minutes: MUTE_MINUTES,
                      })
                    }
                  >
                    {t('desk_hosts_mute', { minutes: MUTE_MINUTES })}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function LiveHostDeskBody() {
  const { t } = useTranslation();
  const hosts = useHosts();
  const [selected, setSelected] = useState<string | null>(null);
  if (hosts.isPending) return <Spinner label={t('loading')} />;
  if (hosts.isError) return <ErrorState error={hosts.error} onRetry={() => void hosts.refetch()} />;
  const host = hosts.data.list.find((item) => item.code === selected) ?? hosts.data.list[0];
  return (
    <div className={styles.desk}>
      <div className={styles.column}>
        <div className={styles.filters} role="group" aria-label={t('desk_hosts_rooms')}>
          {hosts.data.list.map((item) => (
            <button
              key={item.code}
              type="button"
              className={`btn btn-sm ${item.code === host?.code ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={item.code === host?.code}
              onClick={() => setSelected(item.code)}
            >
              {item.name}
            </button>
          ))}
        </div>
        <WordFilter />
      </div>
      {host ? <Room key={host.code} host={host} /> : <EmptyState icon="live" title={t('desk_hosts_none')} />}
    </div>
  );
}

/** Support desk: live hosts' chat rooms (delete, mute), their status, and the rooms' word filter. */
export default function LiveHostDesk() {
  return (
    <DeskPage titleKey="desk_hosts">
      <LiveHostDeskBody />
    </DeskPage>
  );
}
