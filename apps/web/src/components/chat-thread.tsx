import type { ChatMessage } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../lib/format';
import { useSiteConfig } from '../lib/site-config';
import { PrivateImage } from './private-image';
import styles from './chat-thread.module.css';

interface ChatThreadProps {
  messages: readonly ChatMessage[];
  /** Which side is "me" (shown on the right). */
  own: 'guest' | 'staff';
  /** Names of the two sides and the image description, in the visitor's language. */
  labels: { own: string; other: string; system: string; image: string };
  language: string;
  /** Extra headers for the images (a visitor's chat key). */
  imageHeaders?: Record<string, string>;
  /** "… is typing" under the last message. */
  typing?: string | null;
}

/** A live support conversation: messages oldest first, mine on the right, kept scrolled to the end. */
export function ChatThread({ messages, own, labels, language, imageHeaders, typing }: ChatThreadProps) {
  const { timeZone } = useSiteConfig().permission.resources;
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, typing]);
  const senderName = (message: ChatMessage) =>
    message.sender === 'system' ? labels.system : message.sender === own ? labels.own : labels.other;
  return (
    <div className={styles.thread} role="log" aria-live="polite">
      <ol className={styles.list}>
        {messages.map((message) => (
          <li
            key={message.id}
            className={styles.message}
            data-own={message.sender === own}
            data-sender={message.sender}
          >
            <span className={styles.meta}>
              {senderName(message)} ·{' '}
              <time dateTime={message.createdAt}>
                {formatDateTime(message.createdAt, language, timeZone)}
              </time>
            </span>
            {message.body && <p className={styles.body}>{message.body}</p>}
            {message.imageUrl && (
              <PrivateImage
                url={message.imageUrl}
                alt={labels.image}
                className={styles.image}
                {...(imageHeaders ? { headers: imageHeaders } : {})}
              />
            )}
          </li>
        ))}
      </ol>
      {typing && (
        <p className={styles.typing} role="status">
          {typing}
        </p>
      )}
      <div ref={endRef} />
    </div>
  );
}
