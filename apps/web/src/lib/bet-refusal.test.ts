import { betRefusalReasons, messageTemplates } from '@app/contracts';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import bn from '../locales/account/bn.json';
import en from '../locales/account/en.json';
import { betRefusalMessage } from './bet-refusal';

const bundles: Record<string, Record<string, string>> = { en, bn };
const serverParams = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const clientParams = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('refused-bet text', () => {
  it('words every reason the wallet sends, in English and Bengali, with its parameters', () => {
    for (const reason of betRefusalReasons) {
      const server = messageTemplates[reason];
      for (const [lang, bundle] of Object.entries(bundles)) {
        const text = bundle[`bet_refusal_${reason}`];
        expect(text, `${lang} ${reason}`).toBeTruthy();
        expect(clientParams(text ?? ''), `${lang} ${reason}`).toEqual(serverParams(server));
      }
      expect(bundles.bn?.[`bet_refusal_${reason}`]).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('renders the Bengali sentence from the stable code, not the English message', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'bn', resources: { bn: { translation: bn } } });
    const refusal = betRefusalMessage('rg_loss_limit_day', { limit: '1.00' });
    expect(refusal?.key).toBe('bet_refusal_rg_loss_limit_day');
    expect(i18n.t(refusal!.key, refusal!.params)).toBe(
      'বাজি গ্রহণ করা হয়নি: এটি আপনার দৈনিক লস সীমা 1.00 ছাড়িয়ে যাবে।',
    );
  });

  it('leaves an unknown or missing reason to the wallet message', () => {
    expect(betRefusalMessage('rg_new_rule', {})).toBeNull();
    expect(betRefusalMessage(undefined, {})).toBeNull();
  });
});
