import { chatLimits } from '@app/contracts';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { addImageFiles, type FileProblem } from '../lib/image-files';
import { Icon } from './icons';
import styles from './chat-composer.module.css';

/** Typing notices go at most this often. */
const TYPING_EVERY_MS = 3000;

interface ChatComposerProps {
  /** Resolves when sent (the box is cleared), rejects to keep what was typed. */
  onSend: (message: { body: string; image: File | null }) => Promise<unknown>;
  onTyping: () => void;
  busy: boolean;
  labels: { message: string; send: string; attach: string; remove: string };
  /** The text of a refused file (wrong type, too large). */
  problemText: (problem: FileProblem) => string;
  error?: string | null;
}

/** The message box of a live support chat: text (Enter sends, Shift+Enter a new line) and one image. */
export function ChatComposer({ onSend, onTyping, busy, labels, problemText, error }: ChatComposerProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const [body, setBody] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (list: FileList | null) => {
    const file = list?.[0];
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    const result = addImageFiles([], [file]);
    setProblem(result.problems[0] ? problemText(result.problems[0]) : null);
    setImage(result.files[0] ?? null);
  };
  const send = () => {
    if (busy || (!body.trim() && !image)) return;
    onSend({ body: body.trim(), image }).then(
      () => {
        setBody('');
        setImage(null);
      },
      () => undefined,
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };
  const onChange = (value: string) => {
    setBody(value);
    const now = Date.now();
    if (value && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      onTyping();
    }
  };
  const shown = problem ?? error;

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {labels.message}
      </label>
      <textarea
        id={id}
        className={styles.input}
        value={body}
        rows={2}
        maxLength={chatLimits.maxBody}
        placeholder={labels.message}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.actions}>
        <input
          ref={fileRef}
          id={`${id}-file`}
          type="file"
          className="visually-hidden"
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          onChange={(event) => pick(event.target.files)}
        />
        <label htmlFor={`${id}-file`} className="btn btn-secondary btn-sm" title={labels.attach}>
          <Icon name="image" size={16} />
          <span className="visually-hidden">{labels.attach}</span>
        </label>
        {image && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setImage(null)}>
            {labels.remove} {image.name}
          </button>
        )}
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy || (!body.trim() && !image)}>
          {labels.send}
        </button>
      </div>
      {shown && (
        <p className={styles.error} role="alert">
          {shown}
        </p>
      )}
    </form>
  );
}
