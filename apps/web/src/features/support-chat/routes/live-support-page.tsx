import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from '../../../components/chat-composer';
import { ChatThread } from '../../../components/chat-thread';
import { FeatureMessages } from '../../../components/feature-messages';
import { ErrorState, useErrorText } from '../../../components/feedback';
import { TextField } from '../../../components/form-fields';
import { LoadingCover, Spinner } from '../../../components/loading-cover';
import { ApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useChatEvents, type ChatEvent } from '../../../lib/use-chat-events';
import { guestChatKey } from '../api/chat-keys';
import { useGuestChat } from '../api/get-chat';
import { readChat } from '../api/read-chat';
import { useSendChatMessage } from '../api/send-message';
import { sendTyping } from '../api/send-typing';
import { chatsAsVisitor, guestHeaders, visitorKey } from '../lib/guest';
import { loadSupportChatMessages } from '../messages';
import styles from './live-support-page.module.css';

/** How long "support is typing" stays without a new notice. */
const TYPING_SHOWN_MS = 5000;

const uploadKeys: Record<string, string> = {
  proof_invalid: 'chat_image_invalid',
  proof_too_large: 'chat_image_too_large',
  proof_too_many: 'chat_image_one',
  proof_too_many_pixels: 'chat_image_too_large',
};

function LiveSupport() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const chat = useGuestChat();
  const send = useSendChatMessage();
  const asVisitor = chatsAsVisitor();
  const [visitorName, setVisitorName] = useState('');
  const [staffTyping, setStaffTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const title = t('chat_title');
  usePageTitle(title);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: guestChatKey(token) });
  const onEvent = (event: ChatEvent) => {
    if (event.type === 'chat.typing') {
      if (event.sender !== 'staff') return;
      setStaffTyping(true);
      if (typingTimer.current) clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setStaffTyping(false), TYPING_SHOWN_MS);
      return;
    }
    if (event.type === 'chat.message' && event.message.sender === 'staff') setStaffTyping(false);
    refresh();
  };
  useChatEvents(asVisitor || !token ? { visitorKey: visitorKey() } : { token }, onEvent, refresh);
  useEffect(
    () => () => {
      if (typingTimer.current) clearTimeout(typingTimer.current);
    },
    [],
  );

  const conversation = chat.data?.conversation ?? null;
  const unread = conversation?.unread ?? 0;
  // The page is open: what support wrote is read.
  useEffect(() => {
    if (unread > 0) void readChat().then(refresh, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the count changes
  }, [unread]);

  if (chat.isPending) return <Spinner label={t('loading')} />;
  if (chat.isError) return <ErrorState error={chat.error} onRetry={() => void chat.refetch()} />;

  const status = conversation?.status ?? null;
  const statusText =
    status === 'queued'
      ? t('chat_queued', { position: conversation?.queuePosition ?? 1 })
      : status === 'open'
        ? t('chat_open')
        : status === 'closed'
          ? t('chat_closed_note')
          : t('chat_start');
  const sendError =
    send.error instanceof ApiError && send.error.detail && send.error.detail.key in uploadKeys
      ? t(uploadKeys[send.error.detail.key] ?? '')
      : send.error
        ? errorText(send.error)
        : null;

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.status} role="status" data-status={status ?? 'none'}>
        {statusText}
      </p>
      {asVisitor && !conversation && (
        <TextField
          label={t('chat_your_name')}
          value={visitorName}
          onValue={setVisitorName}
          maxLength={40}
          optional
          autoComplete="name"
        />
      )}
      <ChatThread
        messages={conversation?.messages ?? []}
        own="guest"
        labels={{
          own: t('chat_you'),
          other: t('chat_support'),
          system: t('chat_system'),
          image: t('chat_image'),
        }}
        language={i18n.language}
        imageHeaders={guestHeaders()}
        typing={staffTyping ? t('chat_support_typing') : null}
      />
      <ChatComposer
        busy={send.isPending}
        labels={{
          message: t('chat_message'),
          send: t('chat_send'),
          attach: t('chat_attach'),
          remove: t('chat_remove_image'),
        }}
        problemText={(problem) => t(uploadKeys[problem.key] ?? problem.key)}
        error={sendError}
        onTyping={() => {
          if (status === 'queued' || status === 'open') void sendTyping().catch(() => undefined);
        }}
        onSend={({ body, image }) =>
          send.mutateAsync({
            body,
            image,
            ...(asVisitor && visitorName.trim() ? { visitorName: visitorName.trim() } : {}),
          })
        }
      />
      <p className={styles.note}>{t('chat_offline_note')}</p>
    </section>
  );
}

/** Live support: the built-in chat with support staff, for members and visitors. */
export default function LiveSupportPage() {
  return (
    <FeatureMessages load={loadSupportChatMessages} fallback={<LoadingCover />}>
      <LiveSupport />
    </FeatureMessages>
  );
}
