import { liveHostLimits } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, useErrorText } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { Modal } from '../../../components/modal';
import { formatDateTime } from '../../../lib/format';
import { useLoginState } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';
import { useRoom, useSendRoomMessage } from '../api/hosts';
import { StandInStream } from './stand-in-stream';
import styles from './live-hosts.module.css';

/** The spec's chat room modal: the host's stream (or the stand-in), the room's messages and a box to write. */
export function ChatRoom({ code, onClose }: { code: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { isLogin, isTrial } = useLoginState();
  const { timeZone } = useSiteConfig().permission.resources;
  const room = useRoom(code);
  const send = useSendRoomMessage(code);
  const [body, setBody] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    send.mutate(body.trim(), { onSuccess: () => setBody('') });
  };
  const title = room.data?.host.name ?? t('hosts_chat_room');
  return (
    <Modal title={title} onClose={onClose} size="large">
      {room.isPending ? (
        <Spinner label={t('loading')} />
      ) : room.isError ? (
        <ErrorState error={room.error} onRetry={() => void room.refetch()} />
      ) : (
        <div className={styles.room}>
          {room.data.host.streamUrl ? (
            <video className={styles.video} src={room.data.host.streamUrl} autoPlay muted loop playsInline />
          ) : (
            <StandInStream
              name={room.data.host.name}
              label={t('hosts_stand_in', { name: room.data.host.name })}
            />
          )}
          <ol className={styles.messages} aria-label={t('hosts_messages')} role="log">
            {room.data.messages.map((message) => (
              <li key={message.id}>
                <strong>{message.nickname}</strong>{' '}
                <time className={styles.muted} dateTime={message.createdAt}>
                  {formatDateTime(message.createdAt, i18n.language, timeZone)}
                </time>
                <p className={styles.body}>{message.body}</p>
              </li>
            ))}
          </ol>
          {room.data.mutedUntil ? (
            <p className={styles.muted} role="status">
              {t('hosts_muted', { until: formatDateTime(room.data.mutedUntil, i18n.language, timeZone) })}
            </p>
          ) : isLogin && !isTrial ? (
            <form className={styles.composer} onSubmit={onSubmit}>
              <label className="visually-hidden" htmlFor={`room-${code}`}>
                {t('hosts_message')}
              </label>
              <input
                id={`room-${code}`}
                className={styles.input}
                value={body}
                maxLength={liveHostLimits.maxBody}
                placeholder={t('hosts_message')}
                onChange={(event) => setBody(event.target.value)}
              />
              <button
                type="submit"
                className="btn btn-primary btn-sm"
                disabled={send.isPending || !body.trim()}
              >
                {t('hosts_send')}
              </button>
            </form>
          ) : (
            <p className={styles.muted}>{t('hosts_login_to_chat')}</p>
          )}
          {send.isError && (
            <p className={styles.error} role="alert">
              {errorText(send.error)}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
