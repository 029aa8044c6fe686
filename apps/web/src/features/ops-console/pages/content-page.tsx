import {
  bannerGroups,
  popupExecutions,
  type AnnouncementInput,
  type AnnouncementType,
  type OperatorAnnouncement,
} from '@app/contracts';
import DOMPurify from 'dompurify';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SelectField, TextField } from '../../../components/form-fields';
import { createAnnouncement, deleteAnnouncement, updateAnnouncement, useAnnouncements } from '../api/content';
import { useOpsChange } from '../../../components/ops/ops-change';
import { OpsPageFrame, QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';

const editableTypes = ['B', 'PL', 'PU', 'H'] as const;
const langs = ['en', 'bn'] as const;

/** The input that saves an announcement as it is, with `enabled` changed. */
function asInput(entry: OperatorAnnouncement, enabled: boolean): AnnouncementInput {
  return {
    type: entry.type,
    platform: entry.platform === 'AGENT' ? 'AGENT' : 'W',
    groupName: entry.groupName,
    execution: entry.execution,
    promotionType: entry.promotionType,
    imageUrl: entry.imageUrl,
    linkageType: entry.linkageType,
    target: entry.target,
    sort: entry.sort,
    startsAt: entry.startsAt,
    endsAt: entry.endsAt,
    enabled,
    texts: entry.texts as AnnouncementInput['texts'],
  };
}

function NewAnnouncement() {
  const { t } = useTranslation();
  const change = useOpsChange(t('ops_published'));
  const [type, setType] = useState<AnnouncementType>('B');
  const [groupName, setGroupName] = useState<string>('w_home');
  const [execution, setExecution] = useState<string>('A');
  const [imageUrl, setImageUrl] = useState('');
  const [route, setRoute] = useState('');
  const [texts, setTexts] = useState({ en: { title: '', content: '' }, bn: { title: '', content: '' } });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const published = await change.run(() =>
      createAnnouncement({
        type,
        groupName: type === 'B' ? (groupName as AnnouncementInput['groupName']) : null,
        execution: type === 'PU' ? (execution as AnnouncementInput['execution']) : null,
        imageUrl: imageUrl.trim() || null,
        ...(route.trim() ? { linkageType: 'ROUTE' as const, target: route.trim() } : {}),
        texts: Object.fromEntries(
          langs
            .filter((lang) => lang === 'en' || texts[lang].title.trim())
            .map((lang) => [lang, texts[lang]]),
        ),
      }),
    );
    if (published) setTexts({ en: { title: '', content: '' }, bn: { title: '', content: '' } });
  }

  return (
    <form
      className={styles.card}
      onSubmit={(event) => void submit(event)}
      aria-label={t('ops_new_announcement')}
    >
      <h2 className={styles.title}>{t('ops_new_announcement')}</h2>
      <div className={styles.row}>
        <SelectField
          label={t('ops_announcement_type')}
          value={type}
          onValue={(v) => setType(v as AnnouncementType)}
        >
          {editableTypes.map((entry) => (
            <option key={entry} value={entry}>
              {t(`ops_type_${entry}`)}
            </option>
          ))}
        </SelectField>
        {type === 'B' && (
          <SelectField label={t('ops_banner_group')} value={groupName} onValue={setGroupName}>
            {bannerGroups.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </SelectField>
        )}
        {type === 'PU' && (
          <SelectField label={t('ops_popup_audience')} value={execution} onValue={setExecution}>
            {popupExecutions.map((entry) => (
              <option key={entry} value={entry}>
                {t(`ops_execution_${entry}`)}
              </option>
            ))}
          </SelectField>
        )}
        <TextField label={t('ops_image_url')} value={imageUrl} onValue={setImageUrl} optional />
        <TextField label={t('ops_link_route')} value={route} onValue={setRoute} optional />
      </div>
      <div className={styles.row}>
        {langs.map((lang) => (
          <fieldset key={lang} className={styles.card}>
            <legend>{t(`ops_language_${lang}`)}</legend>
            <TextField
              label={`${t('ops_announcement_title')} (${lang})`}
              value={texts[lang].title}
              onValue={(title) => setTexts({ ...texts, [lang]: { ...texts[lang], title } })}
              optional={lang !== 'en'}
            />
            <label className={styles.muted}>
              {`${t('ops_announcement_content')} (${lang})`}
              <textarea
                rows={4}
                style={{ width: '100%' }}
                value={texts[lang].content}
                onChange={(event) =>
                  setTexts({ ...texts, [lang]: { ...texts[lang], content: event.target.value } })
                }
              />
            </label>
            <div className={styles.muted} aria-label={t('ops_preview')}>
              <strong>{texts[lang].title}</strong>
              <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(texts[lang].content) }} />
            </div>
          </fieldset>
        ))}
      </div>
      {change.feedback}
      <button type="submit" className="btn btn-primary">
        {t('ops_publish')}
      </button>
    </form>
  );
}

/** Banners, notices, popups and headlines of the player site, in English and Bengali. */
export default function ContentPage() {
  const { t } = useTranslation();
  const change = useOpsChange();
  const announcements = useAnnouncements();

  return (
    <OpsPageFrame title={t('ops_content')}>
      <NewAnnouncement />
      <FormAlert message={change.error} />
      <QueryView query={announcements} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t('ops_announcement_type')}</th>
                  <th>{t('ops_announcement_title')}</th>
                  <th>{t('ops_status')}</th>
                  <th>{t('ops_actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      {t(`ops_type_${entry.type}`)} {entry.groupName ?? entry.execution ?? ''}
                    </td>
                    <td>{entry.texts.en?.title ?? ''}</td>
                    <td>{entry.enabled ? t('ops_shown') : t('ops_hidden')}</td>
                    <td>
                      <div className={styles.actions}>
                        <button
                          type="button"
                          className="btn btn-secondary btn-sm"
                          onClick={() =>
                            void change.run(() =>
                              updateAnnouncement(entry.id, asInput(entry, !entry.enabled)),
                            )
                          }
                        >
                          {entry.enabled ? t('ops_hide') : t('ops_show')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-secondary btn-sm"
                          onClick={() => void change.run(() => deleteAnnouncement(entry.id))}
                        >
                          {t('ops_delete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </OpsPageFrame>
  );
}
