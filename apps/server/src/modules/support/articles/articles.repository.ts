import type { Db } from '../../../db/database.js';
import type { ArticleKind, ArticleRow } from '../../../db/schema-support.js';

export interface ArticleValues {
  kind: ArticleKind;
  slug: string;
  title_en: string;
  title_bn: string;
  body_en: string;
  body_bn: string;
  cover_url: string | null;
  updated_by: string | null;
}

const published = (db: Db, kind: ArticleKind) =>
  db.selectFrom('article').where('kind', '=', kind).where('status', '=', 'published');

/** A page of published articles of a kind, newest first. */
export function pagePublished(db: Db, kind: ArticleKind, page: { limit: number; offset: number }) {
  return published(db, kind)
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countPublished(db: Db, kind: ArticleKind): Promise<number> {
  const row = await published(db, kind)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findPublished(db: Db, kind: ArticleKind, slug: string): Promise<ArticleRow | undefined> {
  return published(db, kind).selectAll().where('slug', '=', slug).executeTakeFirst();
}

const every = (db: Db, kind: ArticleKind | undefined) => {
  const query = db.selectFrom('article');
  return kind ? query.where('kind', '=', kind) : query;
};

/** Every article (drafts too), the latest changed first. */
export function pageAll(db: Db, kind: ArticleKind | undefined, page: { limit: number; offset: number }) {
  return every(db, kind)
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAll(db: Db, kind: ArticleKind | undefined): Promise<number> {
  const row = await every(db, kind)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertArticle(db: Db, values: ArticleValues): Promise<ArticleRow> {
  return db.insertInto('article').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Seeds: an article once, never overwriting one the operator already has under its slug. */
export async function insertArticleOnce(
  db: Db,
  values: ArticleValues & { status: 'published'; published_at: Date },
): Promise<void> {
  await db
    .insertInto('article')
    .values(values)
    .onConflict((conflict) => conflict.columns(['kind', 'slug']).doNothing())
    .execute();
}

export function updateArticle(db: Db, id: string, values: ArticleValues, now: Date) {
  return db
    .updateTable('article')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Publishes (dated at its first publication, kept on a later one) or takes back to draft. */
export function setStatus(
  db: Db,
  id: string,
  status: 'draft' | 'published',
  staffId: string,
  now: Date,
): Promise<ArticleRow | undefined> {
  return db
    .updateTable('article')
    .set((eb) => ({
      status,
      updated_at: now,
      updated_by: staffId,
      ...(status === 'published' ? { published_at: eb.fn.coalesce('published_at', eb.val(now)) } : {}),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
