import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { customerServiceName } from './customer-service';

describe('customerServiceName', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'bn',
    fallbackLng: 'en',
    resources: {
      en: { translation: { cs_live_chat: 'Live support', cs_email: 'E-mail' } },
      bn: { translation: { cs_live_chat: 'লাইভ সাপোর্ট', cs_email: 'ই-মেইল' } },
    },
  });
  const t = i18n.t.bind(i18n);

  it('translates the default names, keeps the operator’s own', () => {
    expect(customerServiceName({ csType: 'LIVE_CHAT', name: 'Live support', path: '/' }, t)).toBe(
      'লাইভ সাপোর্ট',
    );
    expect(customerServiceName({ csType: 'EMAIL', name: 'E-mail', path: 'mailto:a@b.c' }, t)).toBe('ই-মেইল');
    expect(customerServiceName({ csType: 'EMAIL', name: 'Write to Rina', path: 'mailto:a@b.c' }, t)).toBe(
      'Write to Rina',
    );
    expect(customerServiceName({ csType: 'TELEGRAM', name: 'Telegram', path: 'https://t.me/' }, t)).toBe(
      'Telegram',
    );
  });
});
