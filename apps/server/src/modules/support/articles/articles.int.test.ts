import type {
  Article,
  ArticleInput,
  ArticlePage,
  OperatorArticle,
  OperatorArticlePage,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, insertAccount, loginToken } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer } from '../../../testing/wallet.js';

const draft = (slug: string, overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  kind: 'news',
  slug,
  texts: {
    en: { title: `English ${slug}`, body: '<p>Hello <b>players</b></p>' },
    bn: { title: `বাংলা ${slug}`, body: '<p>হ্যালো <b>খেলোয়াড়</b></p>' },
  },
  ...overrides,
});

describe.each(testDatabaseKinds())('blog and news articles ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let content: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    const writer = await insertAccount(database.db, { type: 99, staffPermissions: ['content'] });
    content = await loginToken(app, writer.username, writer.password, { portal: 'operator' });
  });

  it('starts with the demo articles of both lists, in English and Bengali', async () => {
    for (const kindName of ['blog', 'news']) {
      const english = await list(kindName);
      expect(english.body.value.total).toBeGreaterThanOrEqual(2);
      const slug = english.body.value.list[0]!.slug;
      expect((await read(kindName, slug, '?lang=bn')).body.value.title).toMatch(/[\u0980-\u09FF]/);
    }
    // The other tests count from an empty site.
    await database.db.deleteFrom('article').execute();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const write = (body: ArticleInput, token = content) =>
    call<OperatorArticle>(app, 'POST', '/wps/operator/articles', { token, body });
  const act = (id: string, action: 'publish' | 'unpublish', token = content) =>
    call<OperatorArticle>(app, 'POST', `/wps/operator/articles/${id}/${action}`, { token });
  const list = (kindName: string, query = '') =>
    call<ArticlePage>(app, 'GET', `/wps/content/${kindName}${query}`);
  const read = (kindName: string, slug: string, query = '') =>
    call<Article>(app, 'GET', `/wps/content/${kindName}/${slug}${query}`);

  it('shows visitors only published articles, newest first, in English or Bengali', async () => {
    const first = await write(draft('first-news'));
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ status: 'draft', publishedAt: null });
    const second = await write(draft('second-news'));
    const hidden = await write(draft('still-a-draft'));
    expect(hidden.status).toBe(200);

    // A draft is not there for visitors, neither in the list nor by its slug.
    expect((await list('news')).body.value.list).toEqual([]);
    expect((await read('news', 'first-news')).status).toBe(404);

    const published = await act(first.body.value.id, 'publish');
    expect(published.body.value.status).toBe('published');
    await act(second.body.value.id, 'publish');

    const english = await list('news');
    expect(english.status).toBe(200);
    expect(english.body.value).toMatchObject({ total: 2, pageNo: 1, totalPages: 1 });
    expect(english.body.value.list.map((entry) => entry.slug)).toEqual(['second-news', 'first-news']);
    expect(english.body.value.list[1]).toMatchObject({
      kind: 'news',
      title: 'English first-news',
      summary: 'Hello players',
      coverUrl: null,
    });
    const bengali = await read('news', 'first-news', '?lang=bn');
    expect(bengali.body.value).toMatchObject({
      title: 'বাংলা first-news',
      body: '<p>হ্যালো <b>খেলোয়াড়</b></p>',
    });
    // The blog list is another list; a news slug is not a blog article.
    expect((await list('blog')).body.value.total).toBe(0);
    expect((await read('blog', 'first-news')).status).toBe(404);

    // Unpublished: gone again for visitors; republished: dated at its first publication.
    const firstDate = published.body.value.publishedAt;
    await act(first.body.value.id, 'unpublish');
    expect((await read('news', 'first-news')).status).toBe(404);
    const again = await act(first.body.value.id, 'publish');
    expect(again.body.value.publishedAt).toBe(firstDate);
    expect((await read('news', 'first-news')).body.value.publishedAt).toBe(firstDate);
  });

  it('strips scripts, event handlers and javascript: links from the operator HTML', async () => {
    const written = await write(
      draft('unsafe-html', {
        kind: 'blog',
        texts: {
          en: {
            title: 'Unsafe',
            body: '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>alert(1)</script><img src="https://cdn.example.com/a.png" onerror="x()">',
          },
          bn: { title: 'অনিরাপদ', body: '<p>পড়ুন</p><iframe src="https://evil.example"></iframe>' },
        },
      }),
    );
    expect(written.status).toBe(200);
    const stored = written.body.value.texts;
    expect(stored.en.body).toBe('<p>Read <a>this</a></p><img src="https://cdn.example.com/a.png" />');
    expect(stored.bn.body).toBe('<p>পড়ুন</p>');
    await act(written.body.value.id, 'publish');
    const shown = await read('blog', 'unsafe-html');
    expect(shown.body.value.body).not.toMatch(/script|onclick|onerror|javascript/);

    // A body that is nothing but a script is refused, nothing stored.
    const empty = await write(
      draft('only-script', {
        texts: {
          en: { title: 'x', body: '<script>alert(1)</script>' },
          bn: { title: 'x', body: '<p>ঠিক</p>' },
        },
      }),
    );
    expect(empty.status).toBe(400);
    const all = await call<OperatorArticlePage>(app, 'GET', '/wps/operator/articles?pageSize=100', {
      token: content,
    });
    expect(all.body.value.list.map((entry) => entry.slug)).not.toContain('only-script');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const badSlug = await write(draft('Not A Slug'));
    expect(badSlug.status).toBe(400);
    const noBengali = await write({ ...draft('no-bengali'), texts: { en: draft('x').texts.en } } as never);
    expect(noBengali.status).toBe(400);
    const javascriptCover = await write(draft('bad-cover', { coverUrl: 'javascript:alert(1)' }));
    expect(javascriptCover.status).toBe(400);

    expect((await write(draft('taken-slug'))).status).toBe(200);
    const taken = await write(draft('taken-slug'));
    expect(taken.status).toBe(409);
    expect(detailOf(taken)).toMatchObject({ key: 'article_slug_taken', field: 'slug' });
    // The same slug in the other list is fine.
    expect((await write(draft('taken-slug', { kind: 'blog' }))).status).toBe(200);

    expect((await act('999999999', 'publish')).status).toBe(404);
    const missing = await call(app, 'PUT', '/wps/operator/articles/999999999', {
      token: content,
      body: draft('whatever'),
    });
    expect(missing.status).toBe(404);
    expect((await list('gossip')).status).toBe(400);
  });

  it('edits an article and keeps it published', async () => {
    const written = await write(draft('to-edit'));
    await act(written.body.value.id, 'publish');
    const edited = await call<OperatorArticle>(
      app,
      'PUT',
      `/wps/operator/articles/${written.body.value.id}`,
      {
        token: content,
        body: draft('to-edit', { coverUrl: '/static/cover.png' }),
      },
    );
    expect(edited.body.value).toMatchObject({ status: 'published', coverUrl: '/static/cover.png' });
    expect((await read('news', 'to-edit')).body.value.coverUrl).toBe('/static/cover.png');
  });

  it('lets only staff holding `content` write and publish, and audits every call', async () => {
    const support = await insertAccount(database.db, { type: 99, staffPermissions: ['support'] });
    const supportToken = await loginToken(app, support.username, support.password, { portal: 'operator' });
    const player = await createPlayer(app, database.db);

    const listUrl = '/wps/operator/articles';
    expect((await call(app, 'GET', listUrl)).status).toBe(401);
    expect((await call(app, 'GET', listUrl, { token: player.token })).status).toBe(403);
    expect((await call(app, 'GET', listUrl, { token: supportToken })).status).toBe(403);
    expect((await call(app, 'GET', listUrl, { token: content })).status).toBe(200);

    expect((await write(draft('by-support'), supportToken)).status).toBe(403);
    expect((await write(draft('by-player'), player.token)).status).toBe(403);
    const written = await write(draft('by-content'));
    expect((await act(written.body.value.id, 'publish', supportToken)).status).toBe(403);
    expect((await act(written.body.value.id, 'publish', player.token)).status).toBe(403);
    expect((await read('news', 'by-content')).status).toBe(404);
    expect((await act(written.body.value.id, 'publish')).status).toBe(200);

    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'status', 'access'])
      .where('action', 'like', '%/wps/operator/articles%')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 200, access: 'operator:content' }),
        expect.objectContaining({ status: 403 }),
      ]),
    );
  });
});
