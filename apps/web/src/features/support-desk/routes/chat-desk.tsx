import type { ChatSummary } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from '../../../components/chat-composer';
import { ChatThread } from '../../../components/chat-thread';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState, ErrorState, useErrorText } from '../../../components/feedback';
import { CountBadge } from '../../../components/count-badge';
import { Spinner } from '../../../components/loading-cover';
import { formatDateTime } from '../../../lib/format';
import { opsImageHeaders, useOpsSession } from '../../../lib/ops/ops-session';
import { useSiteConfig } from '../../../lib/site-config';
import { useChatEvents, type ChatEvent } from '../../../lib/use-chat-events';
import {
  chatDeskKey,
  sendStaffTyping,
  useChatList,
  useCloseChat,
  useSendStaffMessage,
  useTranscript,
} from '../api/chats';
import { DeskPage } from '../components/desk-page';
import styles from '../components/desk.module.css';

const TYPING_SHOWN_MS = 5000;

function Conversation({ id, typing }: { id: string; typing: boolean }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const transcript = useTranscript(id);
  const send = useSendStaffMessage(id);
  const close = useCloseChat(id);
  const [confirming, setConfirming] = useState(false);
  if (transcript.isPending) return <Spinner label={t('loading')} />;
  if (transcript.isError)
    return <ErrorState error={transcript.error} onRetry={() => void transcript.refetch()} />;
  const { conversation, messages } = transcript.data;
  const closed = conversation.status === 'closed';
  return (
    <div className={styles.conversation}>
      <div className={styles.cardHead}>
        <strong>{conversation.guestName}</strong>
        <span className={styles.tag}>
          {t(conversation.visitor ? 'desk_chat_visitor' : 'desk_chat_member')}
        </span>
        <span className={styles.tag}>{t(`desk_chat_status_${conversation.status}`)}</span>
        {!closed && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setConfirming(true)}>
            {t('desk_chat_close')}
          </button>
        )}
      </div>
      <ChatThread
        messages={messages}
        own="staff"
        imageHeaders={opsImageHeaders()}
        labels={{
          own: t('desk_chat_you'),
          other: conversation.guestName,
          system: t('desk_chat_system'),
          image: t('desk_chat_image'),
        }}
        language={i18n.language}
        typing={typing ? t('desk_chat_guest_typing', { name: conversation.guestName }) : null}
      />
      {!closed && (
        <ChatComposer
          busy={send.isPending}
          labels={{
            message: t('desk_chat_message'),
            send: t('desk_chat_send'),
            attach: t('desk_chat_attach'),
            remove: t('desk_chat_remove'),
          }}
          problemText={(problem) => t(`desk_${problem.key}`)}
          error={send.error ? errorText(send.error) : null}
          onTyping={() => void sendStaffTyping(id).catch(() => undefined)}
          onSend={(message) => send.mutateAsync(message)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={t('desk_chat_close')}
          confirmLabel={t('desk_chat_close')}
          busy={close.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => close.mutate(undefined, { onSettled: () => setConfirming(false) })}
        >
          <p>{t('desk_chat_close_confirm', { name: conversation.guestName })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function ConversationList({
  status,
  selected,
  onSelect,
}: {
  status: 'active' | 'closed';
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const list = useChatList(status);
  if (list.isPending) return <Spinner label={t('loading')} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState icon="support" title={t('desk_chat_empty')} />;
  return (
    <ul className={styles.chatList} aria-label={t('desk_chat_conversations')}>
      {list.data.list.map((item: ChatSummary) => (
        <li key={item.id}>
          <button
            type="button"
            className={styles.chatItem}
            aria-current={item.id === selected ? 'true' : undefined}
            onClick={() => onSelect(item.id)}
          >
            <span className={styles.cardHead}>
              <strong>{item.guestName}</strong>
              <span className={styles.tag}>{t(`desk_chat_status_${item.status}`)}</span>
              <CountBadge count={item.unread} />
            </span>
            <span className={styles.muted}>{item.lastMessage}</span>
            <time className={styles.muted} dateTime={item.lastMessageAt}>
              {formatDateTime(item.lastMessageAt, i18n.language, timeZone)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}

function ChatDeskBody() {
  const { t } = useTranslation();
  const token = useOpsSession()?.token;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'active' | 'closed'>('active');
  const [selected, setSelected] = useState<string | null>(null);
  const [typingIn, setTypingIn] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatDeskKey });
  const onEvent = (event: ChatEvent) => {
    if (event.type === 'chat.typing') {
      if (event.sender !== 'guest') return;
      setTypingIn(event.conversationId);
      if (typingTimer.current) clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTypingIn(null), TYPING_SHOWN_MS);
      return;
    }
    if (event.type === 'chat.message' && event.message.sender === 'guest') setTypingIn(null);
    refresh();
  };
  useChatEvents({ token: token ?? '' }, onEvent, refresh);
  return (
    <div className={styles.desk}>
      <div className={styles.column}>
        <div className={styles.filters} role="group" aria-label={t('desk_filter')}>
          {(['active', 'closed'] as const).map((filter) => (
            <button
              key={filter}
              type="button"
              className={`btn btn-sm ${filter === status ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={filter === status}
              onClick={() => setStatus(filter)}
            >
              {t(`desk_chat_filter_${filter}`)}
            </button>
          ))}
        </div>
        <ConversationList status={status} selected={selected} onSelect={setSelected} />
      </div>
      <div className={styles.column}>
        {selected ? (
          <Conversation key={selected} id={selected} typing={typingIn === selected} />
        ) : (
          <EmptyState icon="message" title={t('desk_chat_pick')} />
        )}
      </div>
    </div>
  );
}

/** Support desk: live support conversations, answered as they come (queued first); transcripts kept. */
export default function ChatDesk() {
  return (
    <DeskPage titleKey="desk_chat">
      <ChatDeskBody />
    </DeskPage>
  );
}
