import {
  articleLimits,
  type Article,
  type ArticleData,
  type ArticleKind,
  type ArticlePage,
  type ArticleSummary,
  type OperatorArticle,
  type OperatorArticlePage,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import type { ArticleRow } from '../../../db/schema-support.js';
import { keyedError } from '../../../lib/app-errors.js';
import { uniqueViolation } from '../../../lib/db-errors.js';
import { toPage } from '../../../lib/paged-list.js';
import { pageOffset, type PageRequest } from '../../../lib/paging.js';
import { sanitizeHtml } from '../../../lib/sanitize-html.js';
import { summaryOf } from './article-text.js';
import * as repo from './articles.repository.js';

/** Articles are written in English and Bengali: Bengali pages read the Bengali text, every other language the English. */
const textOf = (row: ArticleRow, lang: string) =>
  lang === 'bn' ? { title: row.title_bn, body: row.body_bn } : { title: row.title_en, body: row.body_en };

function toSummary(row: ArticleRow, lang: string): ArticleSummary {
  const text = textOf(row, lang);
  return {
    kind: row.kind,
    slug: row.slug,
    title: text.title,
    summary: summaryOf(text.body, articleLimits.maxSummary),
    coverUrl: row.cover_url,
    publishedAt: (row.published_at ?? row.created_at).toISOString(),
  };
}

/** A page of published articles of a kind (visitors may read). */
export async function listArticles(
  db: Db,
  kind: ArticleKind,
  query: PageRequest & { lang: string },
): Promise<ArticlePage> {
  const page = { limit: query.pageSize, offset: pageOffset(query) };
  const [rows, total] = await Promise.all([
    repo.pagePublished(db, kind, page),
    repo.countPublished(db, kind),
  ]);
  return toPage(
    rows.map((row) => toSummary(row, query.lang)),
    total,
    query,
  );
}

/** A published article by slug; a draft or an unknown slug is not found. */
export async function getArticle(db: Db, kind: ArticleKind, slug: string, lang: string): Promise<Article> {
  const row = await repo.findPublished(db, kind, slug);
  if (!row) throw keyedError(404, 'article_not_found');
  const { summary: _summary, ...summary } = toSummary(row, lang);
  return { ...summary, body: textOf(row, lang).body };
}

function toOperatorArticle(row: ArticleRow): OperatorArticle {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    coverUrl: row.cover_url,
    status: row.status,
    publishedAt: row.published_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
    texts: {
      en: { title: row.title_en, body: row.body_en },
      bn: { title: row.title_bn, body: row.body_bn },
    },
  };
}

export async function listOperatorArticles(
  db: Db,
  query: PageRequest & { kind?: ArticleKind | undefined },
): Promise<OperatorArticlePage> {
  const page = { limit: query.pageSize, offset: pageOffset(query) };
  const [rows, total] = await Promise.all([
    repo.pageAll(db, query.kind, page),
    repo.countAll(db, query.kind),
  ]);
  return toPage(rows.map(toOperatorArticle), total, query);
}

/** The stored values of an input: the operator's HTML goes through the allow-list sanitiser first. */
function valuesOf(input: ArticleData, staffId: string | null): repo.ArticleValues {
  const body = (html: string) => {
    const clean = sanitizeHtml(html);
    // Nothing left once scripts and the like are gone: refuse rather than store an empty page.
    if (!clean) throw keyedError(400, 'input_cannot_be_empty', {}, { field: 'texts' });
    return clean;
  };
  return {
    kind: input.kind,
    slug: input.slug,
    title_en: input.texts.en.title,
    title_bn: input.texts.bn.title,
    body_en: body(input.texts.en.body),
    body_bn: body(input.texts.bn.body),
    cover_url: input.coverUrl ?? null,
    updated_by: staffId,
  };
}

async function slugChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw keyedError(409, 'article_slug_taken', {}, { field: 'slug' });
    throw error;
  }
}

/** A new article, as a draft. */
export async function createArticle(db: Db, staffId: string, input: ArticleData): Promise<OperatorArticle> {
  const values = valuesOf(input, staffId);
  return toOperatorArticle(await slugChecked(() => repo.insertArticle(db, values)));
}

/** Edits an article's texts, slug, kind or cover; its status does not change. */
export async function updateArticle(
  db: Db,
  staffId: string,
  id: string,
  input: ArticleData,
  now = new Date(),
): Promise<OperatorArticle> {
  const values = valuesOf(input, staffId);
  const row = await slugChecked(() => repo.updateArticle(db, id, values, now));
  if (!row) throw keyedError(404, 'article_not_found');
  return toOperatorArticle(row);
}

/** Publishes an article or takes it back to draft. */
export async function setArticleStatus(
  db: Db,
  staffId: string,
  id: string,
  status: 'draft' | 'published',
  now = new Date(),
): Promise<OperatorArticle> {
  const row = await repo.setStatus(db, id, status, staffId, now);
  if (!row) throw keyedError(404, 'article_not_found');
  return toOperatorArticle(row);
}

/** Seeds one published article (once per kind and slug). */
export function seedArticle(db: Db, input: ArticleData, publishedAt: Date): Promise<void> {
  return repo.insertArticleOnce(db, {
    ...valuesOf(input, null),
    status: 'published',
    published_at: publishedAt,
  });
}
