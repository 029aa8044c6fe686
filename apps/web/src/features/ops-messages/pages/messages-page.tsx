import { opsMessageAudiences, type OpsMessageAudience } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { useErrorText } from '../../../components/feedback';
import { FormAlert, SelectField, TextField } from '../../../components/form-fields';
import { LoadingCover } from '../../../components/loading-cover';
import { OpsPageFrame, QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';
import { Pagination } from '../../../components/pagination';
import { opsKeys } from '../../../lib/ops/ops-keys';
import { usePageTitle } from '../../../lib/page-title';
import { sendMessage, useSentMessages } from '../api/messages';
import { loadOpsMessagesMessages } from '../messages';

const freshRequestId = () => crypto.randomUUID();

/** The form: who to, title, text. One request id per filled-in form, so a double click sends once. */
function SendForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [audience, setAudience] = useState<OpsMessageAudience>('member');
  const [target, setTarget] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [requestId, setRequestId] = useState(freshRequestId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setSent(false);
    };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await sendMessage({
        requestId,
        audience,
        ...(audience === 'all' ? {} : { target: target.trim() }),
        title,
        content,
      });
      setSent(true);
      setTitle('');
      setContent('');
      setTarget('');
      setRequestId(freshRequestId());
      await queryClient.invalidateQueries({ queryKey: opsKeys.all });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} aria-label={t('ops_msg_new')}>
      <h2>{t('ops_msg_new')}</h2>
      <div className={styles.row}>
        <SelectField
          label={t('ops_msg_audience')}
          value={audience}
          onValue={(value) => edit(setAudience)(value as OpsMessageAudience)}
        >
          {opsMessageAudiences.map((entry) => (
            <option key={entry} value={entry}>
              {t(`ops_msg_audience_${entry}`)}
            </option>
          ))}
        </SelectField>
        {audience !== 'all' && (
          <TextField
            label={t(audience === 'member' ? 'ops_msg_username' : 'ops_msg_tag')}
            value={target}
            onValue={edit(setTarget)}
            maxLength={64}
          />
        )}
      </div>
      <TextField label={t('ops_msg_title')} value={title} onValue={edit(setTitle)} maxLength={100} />
      <label className={styles.muted} style={{ display: 'block' }}>
        {t('ops_msg_content')}
        <textarea
          rows={5}
          style={{ width: '100%' }}
          maxLength={5000}
          required
          value={content}
          onChange={(event) => edit(setContent)(event.target.value)}
        />
      </label>
      {audience === 'all' && <p className={styles.muted}>{t('ops_msg_all_hint')}</p>}
      <FormAlert message={error} />
      {sent && <p role="status">{t('ops_msg_sent')}</p>}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {t('ops_msg_send')}
        </button>
      </div>
    </form>
  );
}

function SentList() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [sending, setSending] = useState(false);
  const sentList = useSentMessages(pageNo, sending);
  const anySending = sentList.data?.list.some((entry) => entry.status === 'sending') ?? false;
  if (anySending !== sending) setSending(anySending);
  return (
    <section className={styles.card} aria-label={t('ops_msg_sent_list')}>
      <h2>{t('ops_msg_sent_list')}</h2>
      <QueryView query={sentList} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('ops_msg_when')}</th>
                    <th>{t('ops_msg_title')}</th>
                    <th>{t('ops_msg_audience')}</th>
                    <th className={styles.num}>{t('ops_msg_reach')}</th>
                    <th className={styles.num}>{t('ops_msg_read')}</th>
                    <th>{t('ops_msg_by')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((entry) => (
                    <tr key={entry.id}>
                      <td>{new Date(entry.createdAt).toLocaleString(i18n.language)}</td>
                      <td>{entry.title}</td>
                      <td>
                        {t(`ops_msg_audience_${entry.audience}`)}
                        {entry.target && <div className={styles.muted}>{entry.target}</div>}
                      </td>
                      <td className={styles.num}>
                        {entry.status === 'sending' ? (
                          <span className={`${styles.badge} ${styles.warn}`}>
                            {t('ops_msg_progress', { sent: entry.sent, planned: entry.planned })}
                          </span>
                        ) : (
                          entry.sent.toLocaleString(i18n.language)
                        )}
                      </td>
                      <td className={styles.num}>{entry.read.toLocaleString(i18n.language)}</td>
                      <td>{entry.staff}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function MessagesPage() {
  const { t } = useTranslation();
  usePageTitle(t('ops_msg_heading'));
  return (
    <OpsPageFrame title={t('ops_msg_heading')}>
      <SendForm />
      <SentList />
    </OpsPageFrame>
  );
}

/** Platform messages: send an inbox message to a member, a tag or everyone; what was sent, its reach and reads. */
export default function OpsMessagesPage() {
  return (
    <FeatureMessages load={loadOpsMessagesMessages} fallback={<LoadingCover />}>
      <MessagesPage />
    </FeatureMessages>
  );
}
