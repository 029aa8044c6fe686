import type { StaffLoginResult } from '@app/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import opsBn from '../apps/web/src/features/ops-console/locales/bn.json' with { type: 'json' };
import opsEn from '../apps/web/src/features/ops-console/locales/en.json' with { type: 'json' };
import chatBn from '../apps/web/src/features/support-chat/locales/bn.json' with { type: 'json' };
import chatEn from '../apps/web/src/features/support-chat/locales/en.json' with { type: 'json' };
import deskBn from '../apps/web/src/features/support-desk/locales/bn.json' with { type: 'json' };
import deskEn from '../apps/web/src/features/support-desk/locales/en.json' with { type: 'json' };
import feedbackBn from '../apps/web/src/features/feedback/locales/bn.json' with { type: 'json' };
import feedbackEn from '../apps/web/src/features/feedback/locales/en.json' with { type: 'json' };
import { insertAccount } from './support/accounts.js';
import { launchBrowser, uiTimeout } from './support/browser.js';
import type { Lang } from './support/i18n.js';
import { startSite, type Site } from './support/site.js';
import { unusedTotpCode } from './support/totp.js';
import { api, apiLogin, pngProof } from './support/wallet.js';

const texts = {
  en: { ...feedbackEn, ...chatEn, ...deskEn, ...opsEn },
  bn: { ...feedbackBn, ...chatBn, ...deskBn, ...opsBn },
} as const;
type Key = keyof (typeof texts)['en'];
const t = (lang: Lang, key: Key, params: Record<string, string | number> = {}) =>
  (texts[lang][key] as string).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;
type Device = keyof typeof viewports;

describe('support: feedback, live support chat, installable app', () => {
  let site: Site;
  let browser: Browser;
  let staff: { username: string; password: string; secret: string };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    const account = await insertAccount(site.db, { type: 99, staffPermissions: ['support'] });
    // The support staff member enrols an authenticator at the first console sign-in (its phone is this test).
    const first = await api<StaffLoginResult>(site, 'POST', '/wps/ops/staff/login', {
      body: { username: account.username, password: account.password },
    });
    const enrolment = first.body.value;
    if (enrolment?.status !== 'enrol') throw new Error(`expected enrolment: ${JSON.stringify(first.body)}`);
    const enrolled = await api(site, 'POST', '/wps/ops/staff/enrol', {
      body: { ticket: enrolment.ticket, code: await unusedTotpCode(enrolment.secret) },
    });
    expect(enrolled.status).toBe(200);
    staff = { username: account.username, password: account.password, secret: enrolment.secret };
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await site?.close();
  });

  /** A fresh browser context in a language and a viewport, on a page, logged in with `token` if given. */
  async function open(lang: Lang, device: Device, path: string, token?: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: site.baseUrl, viewport: viewports[device] });
    contexts.push(context);
    context.setDefaultTimeout(uiTimeout);
    await context.addInitScript((code) => localStorage.setItem('lang', code), lang);
    const page = await context.newPage();
    const query = token ? `${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : '';
    await page.goto(`${path}${query}`);
    await page.locator(`html[lang="${lang}"]`).waitFor();
    return page;
  }

  /** The support desk at `path` (under /ops), after the staff member signs in to the console: password, then TOTP. */
  async function openDesk(lang: Lang, path: string): Promise<Page> {
    const desk = await open(lang, 'desktop', '/ops/login');
    const field = (key: Key) => desk.getByLabel(t(lang, key), { exact: true });
    const signInButton = desk.getByRole('button', { name: t(lang, 'ops_sign_in'), exact: true });
    await field('ops_username').fill(staff.username);
    await field('ops_password').fill(staff.password);
    await signInButton.click();
    await field('ops_code').fill(await unusedTotpCode(staff.secret));
    await signInButton.click();
    await desk.getByRole('navigation', { name: t(lang, 'ops_menu') }).waitFor({ state: 'attached' });
    await desk.goto(path);
    return desk;
  }

  async function newPlayer() {
    const account = await insertAccount(site.db);
    return { ...account, token: await apiLogin(site, account.username, account.password) };
  }

  const cases: [Lang, Device][] = [
    ['bn', 'phone'],
    ['en', 'desktop'],
  ];

  it.each(cases)('sends feedback with an image and reads the staff reply (%s, %s)', async (lang, device) => {
    const player = await newPlayer();
    const page = await open(lang, device, '/member/feedback', player.token);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: t(lang, 'feedback_title'), exact: true }).waitFor();

    // Too few words: the form says so before sending.
    await main.getByLabel(t(lang, 'feedback_question_type')).selectOption('deposit');
    const content = main.getByLabel(t(lang, 'feedback_content'));
    await content.fill('late');
    await main.getByRole('button', { name: t(lang, 'feedback_submit') }).click();
    await main
      .getByText(t(lang, 'feedback_words', { min: 2, max: 30 }))
      .first()
      .waitFor();

    const words = lang === 'bn' ? 'আমার জমা এখনও আসেনি' : 'My deposit has not arrived';
    await content.fill(words);
    await main.getByLabel(t(lang, 'feedback_images')).setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: pngProof,
    });
    await main.getByRole('img', { name: 'receipt.png' }).waitFor();
    await main.getByRole('button', { name: t(lang, 'feedback_submit') }).click();
    await main
      .getByRole('status')
      .filter({ hasText: t(lang, 'feedback_sent') })
      .waitFor();
    const history = main.getByRole('list', { name: t(lang, 'feedback_history') });
    await history.getByText(words).waitFor();
    await history.getByRole('img', { name: t(lang, 'feedback_image_alt', { number: 1 }) }).waitFor();

    // Support staff answer on the desk.
    const desk = await openDesk(lang, '/ops/support-desk/feedback');
    const card = desk.getByRole('listitem').filter({ hasText: words });
    await card.getByRole('img', { name: t(lang, 'desk_image', { number: 1 }) }).waitFor();
    const reply = lang === 'bn' ? 'আমরা আপনার জমা যাচাই করছি' : 'We are checking your deposit';
    await card.getByLabel(t(lang, 'desk_reply_to', { username: player.username })).fill(reply);
    await card.getByRole('button', { name: t(lang, 'desk_send_reply') }).click();
    await desk.getByRole('listitem').filter({ hasText: words }).waitFor({ state: 'detached' });

    await page.reload();
    const answered = page
      .getByRole('list', { name: t(lang, 'feedback_history') })
      .getByRole('listitem')
      .first();
    await answered.getByText(reply).waitFor();
    await answered.getByText(t(lang, 'feedback_status_replied')).waitFor();
  });

  it.each(cases)('chats with a support agent in two browsers (%s, %s)', async (lang, device) => {
    const player = await newPlayer();
    const guest = await open(lang, device, '/liveSupport', player.token);
    await guest.getByRole('heading', { name: t(lang, 'chat_title') }).waitFor();
    await guest
      .getByRole('status')
      .filter({ hasText: t(lang, 'chat_start') })
      .waitFor();
    const question = lang === 'bn' ? 'আমার উত্তোলন কোথায়?' : 'Where is my withdrawal?';
    await guest.getByLabel(t(lang, 'chat_message')).fill(question);
    await guest.getByRole('button', { name: t(lang, 'chat_send'), exact: true }).click();
    await guest.getByRole('log').getByText(question).waitFor();
    await guest
      .getByRole('status')
      .filter({ hasText: t(lang, 'chat_queued', { position: 1 }) })
      .waitFor();

    const desk = await openDesk(lang, '/ops/support-desk/chat');
    await desk
      .getByRole('list', { name: t(lang, 'desk_chat_conversations') })
      .getByRole('button')
      .filter({ hasText: player.username })
      .click();
    await desk.getByRole('log').getByText(question).waitFor();

    // The guest types: the desk sees it live (typing notices go at most every 3 s, and the desk's
    // socket may still be connecting, so the guest keeps typing until it shows).
    const typing = desk.getByText(t(lang, 'desk_chat_guest_typing', { name: player.username }));
    const box = guest.getByLabel(t(lang, 'chat_message'));
    await expect
      .poll(
        async () => {
          await box.pressSequentially('.');
          return typing.isVisible();
        },
        { interval: 3500 },
      )
      .toBe(true);
    await box.fill('');
    const answer = lang === 'bn' ? 'এটি আজ পাঠানো হবে' : 'It will be sent today';
    await desk.getByLabel(t(lang, 'desk_chat_message')).fill(answer);
    await desk.getByRole('button', { name: t(lang, 'desk_chat_send'), exact: true }).click();
    await guest.getByRole('log').getByText(answer).waitFor();
    await guest
      .getByRole('status')
      .filter({ hasText: t(lang, 'chat_open') })
      .waitFor();

    // An image from the guest reaches the desk.
    await guest.getByLabel(t(lang, 'chat_attach')).setInputFiles({
      name: 'screen.png',
      mimeType: 'image/png',
      buffer: pngProof,
    });
    await guest.getByRole('button', { name: t(lang, 'chat_send'), exact: true }).click();
    await desk
      .getByRole('log')
      .getByRole('img', { name: t(lang, 'desk_chat_image') })
      .waitFor();
    expect(await desk.getByRole('log').getByRole('listitem').count()).toBe(3);
  });

  it.each(cases)(
    'is installable: manifest, and the service worker serves the offline page (%s, %s)',
    async (lang, device) => {
      const page = await open(lang, device, '/');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const manifest = (await (await fetch(`${site.baseUrl}${href}`)).json()) as {
        display: string;
        start_url: string;
        icons: { src: string }[];
      };
      expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
      for (const icon of manifest.icons) expect((await fetch(`${site.baseUrl}${icon.src}`)).status).toBe(200);

      // Once the worker controls the page, a page load without a network gets the offline page.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await page.context().setOffline(true);
      await page.goto('/promotions');
      await page.getByRole('heading', { name: 'আপনি অফলাইনে আছেন' }).waitFor();
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      await page.context().setOffline(false);
    },
  );
});
