import type { Envelope } from '@app/contracts';
import type { Browser, BrowserContext } from 'playwright-core';
import gamesBn from '../../apps/web/src/features/games/locales/bn.json' with { type: 'json' };
import gamesEn from '../../apps/web/src/features/games/locales/en.json' with { type: 'json' };
import inboxBn from '../../apps/web/src/features/messages/locales/bn.json' with { type: 'json' };
import inboxEn from '../../apps/web/src/features/messages/locales/en.json' with { type: 'json' };
import noticesBn from '../../apps/web/src/features/announcements/locales/bn.json' with { type: 'json' };
import noticesEn from '../../apps/web/src/features/announcements/locales/en.json' with { type: 'json' };
import { fetchBotCheckFields } from '../../apps/server/src/modules/identity/bot-check/bot-check-solver.js';
import { scaled } from '../../apps/server/src/testing/time-scale.js';
import { label, type bundles, type Lang } from './i18n.js';
import type { Site } from './site.js';

/** The lobby features' own messages (features/<name>/locales), beside the site bundles. */
const featureBundles = {
  en: { ...gamesEn, ...inboxEn, ...noticesEn },
  bn: { ...gamesBn, ...inboxBn, ...noticesBn },
} as const;

export type LobbyKey = keyof typeof bundles.en | keyof typeof featureBundles.en;

/** Visible text of a site or lobby-feature key in a language, with {{params}} filled in. */
export function lobbyLabel(lang: Lang, key: LobbyKey, params: Record<string, string> = {}): string {
  const feature = (featureBundles[lang] as Record<string, string>)[key];
  if (!feature) return label(lang, key as keyof typeof bundles.en, params);
  return feature.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** Logs in through the API (no browser) and answers the session token. */
export async function tokenFor(site: Site, username: string, password: string): Promise<string> {
  const response = await fetch(`${site.baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'username',
      username,
      password,
      botCheck: await fetchBotCheckFields(site.baseUrl),
    }),
  });
  const body = (await response.json()) as Envelope<{ token: string }>;
  if (!body.success) throw new Error(`login of ${username} failed: ${body.message}`);
  return body.value.token;
}

/** A GET of the site's API (with a token when given), answering the envelope's value. */
export async function apiValue<T>(site: Site, path: string, token?: string): Promise<T> {
  const response = await fetch(`${site.baseUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${path} failed: ${body.message}`);
  return body.value;
}

/**
 * Marks every announcement popup of the site closed for every user type in this browser context
 * (localStorage `announcementClosed`), for tests about something else: the popup shows after a
 * login or a language change, and is skipped once closed.
 */
export async function skipAnnouncementPopups(context: BrowserContext, site: Site): Promise<void> {
  const rows = await site.db.selectFrom('announcement').select('id').where('type', '=', 'PU').execute();
  const ids = rows.map((row) => String(row.id));
  const flags = Object.fromEntries(['guest', 'trial', 'member', 'agent'].map((type) => [type, ids]));
  await context.addInitScript((value) => {
    if (!localStorage.getItem('announcementClosed')) localStorage.setItem('announcementClosed', value);
  }, JSON.stringify(flags));
}

/** A context on the site at `viewport`, showing `lang`, with the announcement popups already closed. */
export async function newLanguageContext(
  browser: Browser,
  site: Site,
  lang: Lang,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: site.baseUrl, viewport });
  context.setDefaultTimeout(scaled(20_000));
  await context.addInitScript((code) => localStorage.setItem('lang', code), lang);
  await skipAnnouncementPopups(context, site);
  return context;
}
