import type { AnnouncementInput, AnnouncementsValue, OperatorAnnouncement } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, registerMember } from '../../../testing/accounts.js';
import { memberToken, operatorToken } from '../../../testing/lobby.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';

describe.each(testDatabaseKinds())('announcements ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: string;

  const announcements = async (query = '', token?: string) => {
    const result = await call<AnnouncementsValue>(
      app,
      'GET',
      `/wps/relay/MCSFE_getListAnnouncements?platform=W${query}`,
      token ? { token } : {},
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.value;
  };
  const publish = (body: AnnouncementInput, token = operator) =>
    call<OperatorAnnouncement>(app, 'POST', '/wps/operator/announcements', { token, body });
  const notice = (title: string, extra: Partial<AnnouncementInput> = {}): AnnouncementInput => ({
    type: 'PL',
    texts: { en: { title, content: `<p>${title}</p>` } },
    ...extra,
  });

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    operator = await operatorToken(app);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers the seeded home banners in order, with our own images and their links', async () => {
    const value = await announcements('&types=B&groupName=w_home&language=bn');
    expect(value.banners.map((b) => b.target)).toEqual(['/promotions', '/rng', '/live', '/sports', '/lott']);
    expect(value.banners.every((b) => b.groupName === 'w_home' && b.linkageType === 'ROUTE')).toBe(true);
    expect(value.banners[0]).toMatchObject({
      title: 'টাকাপ্লে-তে স্বাগতম',
      url: '/wps/static/banners/welcome.svg?lang=bn',
    });
    expect(value.player.content).toEqual([]);
    expect(value.popup).toEqual([]);
    const groups = (await announcements('&types=B')).banners.map((b) => b.groupName);
    expect(new Set(groups)).toEqual(new Set(['w_home', 'w_login', 'w_register', 'w_forget']));
    const art = await app.inject({ url: '/wps/static/banners/welcome.svg?lang=bn' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toBe('image/svg+xml');
    expect(art.body).toContain('টাকাপ্লে-তে স্বাগতম');
    // The Bengali glyphs travel inside the image: an <img> cannot use the page's web fonts.
    expect(art.body).toMatch(
      /@font-face\{font-family:'Embedded Bengali';font-weight:800;src:url\(data:font\/woff2;base64,/,
    );
    const english = await app.inject({ url: '/wps/static/banners/welcome.svg?lang=en' });
    expect(english.body).not.toContain('@font-face');
    expect((await app.inject({ url: '/wps/static/banners/nope.svg' })).statusCode).toBe(404);
  });

  it('answers every type by default: notices, headline, promotions by type, in the language or English', async () => {
    const value = await announcements('&types=B,PL,PU,PR,H&language=fr');
    expect(value.player.content.map((n) => n.title)).toEqual([
      'Welcome to TakaPlay',
      'Play responsibly',
      'Keep your account safe',
    ]);
    expect(value.headline).toHaveLength(1);
    expect(value.promotion.map((p) => p.promotionType)).toEqual([
      'NEWBIE',
      'SLOTS',
      'SPORTS',
      'REBATE',
      'APP_DOWNLOAD',
    ]);
    expect((await announcements('&types=PR&promotionType=SLOTS')).promotion.map((p) => p.title)).toEqual([
      'Slot of the week',
    ]);
    expect((await announcements('&types=PR&promotionType=ALL')).promotion).toHaveLength(5);
    const bn = await announcements('&language=bn');
    expect(bn.player.content[0]!.title).toBe('টাকাপ্লে-তে স্বাগতম');
    expect((await announcements('&types=H')).banners).toEqual([]);
    expect((await call(app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,XX')).status).toBe(400);
  });

  it('picks popups by execution: B for visitors, A and F after login, only F on the first-time login', async () => {
    for (const execution of ['A', 'B', 'F'] as const)
      await publish({
        type: 'PU',
        execution,
        texts: { en: { title: `popup ${execution}`, content: '<p>x</p>' } },
      });
    const titles = (value: AnnouncementsValue) =>
      value.popup.map((p) => p.title).filter((t) => t.startsWith('popup '));

    expect(titles(await announcements('&types=PU'))).toEqual(['popup B']);
    expect(titles(await announcements('&types=PU', 'expired-or-forged-token'))).toEqual(['popup B']);

    const member = await registerMember(app);
    expect(member.firstTimeLogin).toBe(true);
    expect(titles(await announcements('&types=PU', member.token))).toEqual(['popup F']);

    const again = await login(app, member.username, member.password);
    const token = (again.body.value as { token: string }).token;
    expect(titles(await announcements('&types=PU', token)).sort()).toEqual(['popup A', 'popup F']);
    expect(titles(await announcements('&types=PU&execution=A', token))).toEqual(['popup A']);
    expect(titles(await announcements('&types=PU&execution=B', token))).toEqual([]);
    expect((await announcements('&types=PU')).popup.map((p) => p.execution)).toEqual(['B', 'B']);
  });

  it('pages notices 9 at a time', async () => {
    for (let i = 1; i <= 10; i++) await publish(notice(`Paged notice ${i}`, { sort: 100 + i }));
    const first = await announcements('&types=PL');
    const total = first.player.total;
    expect(total).toBe(13);
    expect(first.player).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(first.player.content).toHaveLength(9);
    const second = await announcements('&types=PL&pageNo=2');
    expect(second.player.content.map((n) => n.title)).toEqual([
      'Paged notice 7',
      'Paged notice 8',
      'Paged notice 9',
      'Paged notice 10',
    ]);
  });

  it('sanitises HTML before storing it: scripts, handlers and javascript: links never reach a browser', async () => {
    const created = await publish(
      notice('Sanitised', {
        texts: {
          en: {
            title: 'Sanitised',
            content:
              '<p onclick="steal()">Hello<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe><a href="/promotions">ok</a>',
          },
        },
      }),
    );
    expect(created.status).toBe(200);
    const expected = '<p>Hello</p><img src="x" /><a>link</a><a href="/promotions">ok</a>';
    expect(created.body.value.texts.en!.content).toBe(expected);
    const stored = await database.db
      .selectFrom('announcement')
      .select('texts')
      .where('id', '=', created.body.value.id)
      .executeTakeFirstOrThrow();
    expect(stored.texts.en!.content).toBe(expected);
    const pages = await Promise.all([1, 2].map((pageNo) => announcements(`&types=PL&pageNo=${pageNo}`)));
    const served = pages.flatMap((page) => page.player.content).find((n) => n.title === 'Sanitised');
    expect(served?.content).toBe(expected);
    expect(JSON.stringify(stored)).not.toMatch(/script|onerror|onclick|javascript:|iframe/);
  });

  it('lets only operator staff publish, change and withdraw announcements', async () => {
    const body = notice('Staff only');
    expect((await publish(body, '')).status).toBe(401);
    expect((await publish(body, await memberToken(app))).status).toBe(403);
    expect(
      (await call(app, 'GET', '/wps/operator/announcements', { token: await memberToken(app) })).status,
    ).toBe(403);

    const created = (await publish({ type: 'H', texts: { en: { title: 'Old headline' } } })).body.value;
    const updated = await call<OperatorAnnouncement>(
      app,
      'PUT',
      `/wps/operator/announcements/${created.id}`,
      {
        token: operator,
        body: { type: 'H', texts: { en: { title: 'New headline' }, bn: { title: 'নতুন শিরোনাম' } } },
      },
    );
    expect(updated.body.value.texts).toEqual({
      en: { title: 'New headline', content: '' },
      bn: { title: 'নতুন শিরোনাম', content: '' },
    });
    expect((await announcements('&types=H&language=bn')).headline.map((h) => h.title)).toContain(
      'নতুন শিরোনাম',
    );

    const removed = await call(app, 'DELETE', `/wps/operator/announcements/${created.id}`, {
      token: operator,
    });
    expect(removed.status).toBe(200);
    expect((await announcements('&types=H')).headline.map((h) => h.title)).not.toContain('New headline');
    expect(
      (await call(app, 'DELETE', `/wps/operator/announcements/${created.id}`, { token: operator })).status,
    ).toBe(404);
    const all = (
      await call<OperatorAnnouncement[]>(app, 'GET', '/wps/operator/announcements', { token: operator })
    ).body.value;
    expect(all.map((a) => a.id)).not.toContain(created.id);
    expect(all.length).toBeGreaterThan(15);
  });

  it('validates what each type needs, links and time windows', async () => {
    const bad: AnnouncementInput[] = [
      { type: 'B', texts: { en: { title: 'No group or image' } } },
      { type: 'PU', texts: { en: { title: 'No execution' } } },
      { type: 'PR', texts: { en: { title: 'No promotion type' } } },
      { type: 'PL', texts: { bn: { title: 'No English' } } },
      { type: 'B', groupName: 'w_home', imageUrl: 'javascript:alert(1)', texts: { en: { title: 'x' } } },
      {
        type: 'B',
        groupName: 'w_home',
        imageUrl: 'http://insecure.example/a.png',
        texts: { en: { title: 'x' } },
      },
      {
        type: 'B',
        groupName: 'w_home',
        imageUrl: '/a.svg',
        linkageType: 'URL',
        target: 'javascript:alert(1)',
        texts: { en: { title: 'x' } },
      },
      {
        type: 'B',
        groupName: 'w_home',
        imageUrl: '/a.svg',
        linkageType: 'ROUTE',
        texts: { en: { title: 'x' } },
      },
      notice('Backwards', { startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' }),
    ];
    for (const body of bad) expect((await publish(body)).status, JSON.stringify(body)).toBe(400);

    const day = 86_400_000;
    await publish(notice('Expired', { endsAt: new Date(Date.now() - day).toISOString() }));
    await publish(notice('Scheduled', { startsAt: new Date(Date.now() + day).toISOString() }));
    await publish(notice('Disabled', { enabled: false }));
    await publish(
      notice('Running', {
        startsAt: new Date(Date.now() - day).toISOString(),
        endsAt: new Date(Date.now() + day).toISOString(),
        sort: -1,
      }),
    );
    const titles = (await announcements('&types=PL')).player.content.map((n) => n.title);
    expect(titles[0]).toBe('Running');
    const everything = [
      ...titles,
      ...(await announcements('&types=PL&pageNo=2')).player.content.map((n) => n.title),
    ];
    for (const hidden of ['Expired', 'Scheduled', 'Disabled']) expect(everything).not.toContain(hidden);

    const game = await publish({
      type: 'B',
      groupName: 'w_login',
      imageUrl: 'https://cdn.example.com/b.png',
      linkageType: 'GAME',
      target: '1000001',
      texts: { en: { title: 'Game banner' } },
    });
    expect(game.status).toBe(200);
    expect(
      (await announcements('&types=B&groupName=w_login')).banners.find((b) => b.title === 'Game banner'),
    ).toMatchObject({
      linkageType: 'GAME',
      target: '1000001',
      url: 'https://cdn.example.com/b.png',
    });
  });
});
