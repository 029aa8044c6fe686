import { articleKinds, type ArticleKind, type OperatorArticle } from '@app/contracts';
import DOMPurify from 'dompurify';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SelectField, TextField } from '../../../components/form-fields';
import { Pagination } from '../../../components/pagination';
import { OpsPageFrame, QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';
import { useOpsChange } from '../../../components/ops/ops-change';
import {
  createArticle,
  publishArticle,
  unpublishArticle,
  updateArticle,
  useOperatorArticles,
} from '../api/articles';

const langs = ['en', 'bn'] as const;
type Texts = Record<(typeof langs)[number], { title: string; body: string }>;
const emptyTexts = (): Texts => ({ en: { title: '', body: '' }, bn: { title: '', body: '' } });

/** The form that writes a new article (a draft) or edits one, with each language's preview beside it. */
function ArticleForm({ editing, onDone }: { editing: OperatorArticle | null; onDone: () => void }) {
  const { t } = useTranslation();
  const change = useOpsChange();
  const [kind, setKind] = useState<ArticleKind>(editing?.kind ?? 'news');
  const [slug, setSlug] = useState(editing?.slug ?? '');
  const [coverUrl, setCoverUrl] = useState(editing?.coverUrl ?? '');
  const [texts, setTexts] = useState<Texts>(editing?.texts ?? emptyTexts());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { kind, slug: slug.trim(), coverUrl: coverUrl.trim() || null, texts };
    const saved = await change.run(() => (editing ? updateArticle(editing.id, body) : createArticle(body)));
    if (!saved) return;
    if (!editing) {
      setSlug('');
      setCoverUrl('');
      setTexts(emptyTexts());
    }
    onDone();
  }

  const heading = editing ? t('ops_edit_article') : t('ops_new_article');
  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} aria-label={heading}>
      <h2 className={styles.title}>{heading}</h2>
      <div className={styles.row}>
        <SelectField label={t('ops_article_kind')} value={kind} onValue={(v) => setKind(v as ArticleKind)}>
          {articleKinds.map((entry) => (
            <option key={entry} value={entry}>
              {t(`ops_kind_${entry}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('ops_article_slug')}
          value={slug}
          onValue={setSlug}
          hint={t('ops_article_slug_hint')}
          autoCapitalize="none"
        />
        <TextField label={t('ops_article_cover')} value={coverUrl} onValue={setCoverUrl} optional />
      </div>
      <div className={styles.row}>
        {langs.map((lang) => (
          <fieldset key={lang} className={styles.card}>
            <legend>{t(`ops_language_${lang}`)}</legend>
            <TextField
              label={`${t('ops_article_title')} (${lang})`}
              value={texts[lang].title}
              onValue={(title) => setTexts({ ...texts, [lang]: { ...texts[lang], title } })}
            />
            <label className={styles.muted}>
              {`${t('ops_article_body')} (${lang})`}
              <textarea
                rows={8}
                style={{ width: '100%' }}
                value={texts[lang].body}
                onChange={(event) =>
                  setTexts({ ...texts, [lang]: { ...texts[lang], body: event.target.value } })
                }
              />
            </label>
            <section className={styles.muted} aria-label={`${t('ops_preview')} (${lang})`}>
              <strong>{texts[lang].title}</strong>
              <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(texts[lang].body) }} />
            </section>
          </fieldset>
        ))}
      </div>
      {change.feedback}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary">
          {editing ? t('ops_save') : t('ops_save_draft')}
        </button>
        {editing && (
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            {t('ops_new_article')}
          </button>
        )}
      </div>
    </form>
  );
}

/** Blog and news: write articles in English and Bengali, preview them, publish and unpublish. */
export default function ArticlesPage() {
  const { t } = useTranslation();
  const change = useOpsChange();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<OperatorArticle | null>(null);
  const articles = useOperatorArticles(page);

  return (
    <OpsPageFrame title={t('ops_articles')}>
      <ArticleForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <FormAlert message={change.error} />
      <QueryView query={articles} isEmpty={(value) => value.list.length === 0}>
        {(value) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('ops_article_kind')}</th>
                    <th>{t('ops_article_title')}</th>
                    <th>{t('ops_status')}</th>
                    <th>{t('ops_actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((article) => (
                    <tr key={article.id}>
                      <td>{t(`ops_kind_${article.kind}`)}</td>
                      <td>
                        {article.texts.en.title}
                        <br />
                        <span className={styles.muted}>{article.texts.bn.title}</span>
                      </td>
                      <td>{t(`ops_article_${article.status}`)}</td>
                      <td>
                        <div className={styles.actions}>
                          <button
                            type="button"
                            className="btn btn-secondary btn-sm"
                            onClick={() => setEditing(article)}
                          >
                            {t('ops_edit')}
                          </button>
                          <button
                            type="button"
                            className="btn btn-secondary btn-sm"
                            onClick={() =>
                              void change.run(() =>
                                article.status === 'published'
                                  ? unpublishArticle(article.id)
                                  : publishArticle(article.id),
                              )
                            }
                          >
                            {article.status === 'published' ? t('ops_unpublish') : t('ops_publish')}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} totalPages={value.totalPages} onChange={setPage} />
          </>
        )}
      </QueryView>
    </OpsPageFrame>
  );
}
