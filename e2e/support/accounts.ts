import { randomInt } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import type { Envelope } from '@app/contracts';
import type { Locator, Page } from 'playwright-core';
import { captchaAnswerHash } from '../../apps/server/src/modules/identity/captcha/captcha.service.js';
import { upsertLoginIp } from '../../apps/server/src/modules/identity/session/login.repository.js';
import { insertAccount, setModule, setPolicy } from '../../apps/server/src/testing/accounts.js';
import { uiTimeout } from './browser.js';
import { label, type Lang } from './i18n.js';
import type { Site } from './site.js';

export { insertAccount, setModule, setPolicy, upsertLoginIp };

/** A username the registration rules accept (letter first, letters and digits, 4-16). */
export function freshUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${randomInt(100, 999)}`;
}

/** A Bangladeshi mobile number in national form without the trunk 0 (10 digits, rule 10-11 digits). */
export function freshMobile(): string {
  return `17${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export const e164 = (national: string): string => `+880${national.replace(/^0/, '')}`;

interface OutboxSms {
  code: string | null;
}

async function readSmsOutbox(site: Site, to: string): Promise<OutboxSms[]> {
  const response = await fetch(`${site.baseUrl}/dev/outbox/sms?to=${encodeURIComponent(to)}&limit=5`);
  const body = (await response.json()) as Envelope<OutboxSms[]>;
  return body.value;
}

/** The newest code sent by SMS to `to` (E.164), from the development outbox (GET /dev/outbox/sms). */
export async function nextSmsCode(site: Site, to: string): Promise<string> {
  const deadline = Date.now() + uiTimeout;
  while (Date.now() < deadline) {
    const fresh = (await readSmsOutbox(site, to)).find((sms) => sms.code);
    if (fresh?.code) return fresh.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new SMS code for ${to}`);
}

/**
 * Follows the captcha images the page loads (GET /wps/captcha). The image is for people and the server
 * offers no test hook for its answer, so `answer()` sets the answer of the captcha on screen in the
 * test database (as the server's own integration helper knownCaptcha does) and returns it.
 */
export function watchCaptchas(page: Page, site: Site) {
  const ids: string[] = [];
  const loaded = new EventEmitter();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/wps/captcha' || !response.ok()) return;
    response.json().then(
      (body: Envelope<{ captchaId: string }>) => {
        ids.push(body.value.captchaId);
        loaded.emit('captcha');
      },
      () => undefined,
    );
  });
  return {
    count: () => ids.length,
    /** Waits for a captcha newer than the first `after` ones, then makes `text` its answer. */
    async answer(after: number, text = 'KXN4P'): Promise<string> {
      const signal = AbortSignal.timeout(uiTimeout);
      while (ids.length <= after && !signal.aborted)
        await once(loaded, 'captcha', { signal }).catch(() => {});
      const captchaId = ids.at(-1);
      if (!captchaId || ids.length <= after) throw new Error('no new captcha was loaded');
      await site.db
        .updateTable('captcha')
        .set({ answer_hash: captchaAnswerHash(captchaId, text) })
        .where('id', '=', captchaId)
        .execute();
      return text;
    },
  };
}

/** The open popup (dialog) with this title. */
export function dialog(page: Page, lang: Lang, titleKey: Parameters<typeof label>[1]): Locator {
  return page.getByRole('dialog', { name: label(lang, titleKey) });
}

/** An input by its exact visible label (passwords have no textbox role; "Show password" must not match). */
export function field(scope: Locator, lang: Lang, key: Parameters<typeof label>[1]): Locator {
  return scope.getByLabel(label(lang, key), { exact: true });
}
