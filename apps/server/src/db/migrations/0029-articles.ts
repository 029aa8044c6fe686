import { sql, type Kysely } from 'kysely';

/**
 * Blog and news articles written by the operator: one row per article with its English and Bengali
 * title and body (sanitised HTML), an optional cover image, and a draft/published status. The slug is
 * unique within its kind (the page is /member/blog/<slug> or /member/news/<slug>).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table article (
      id bigserial primary key,
      kind text not null check (kind in ('blog', 'news')),
      slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
      title_en text not null,
      title_bn text not null,
      body_en text not null,
      body_bn text not null,
      cover_url text,
      status text not null default 'draft' check (status in ('draft', 'published')),
      published_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      updated_by bigint references member (id),
      unique (kind, slug),
      check (status = 'draft' or published_at is not null)
    )`.execute(db);
  await sql`create index article_published on article (kind, published_at desc, id desc) where status = 'published'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table article`.execute(db);
}
