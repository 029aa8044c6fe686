import { readFileSync, readdirSync, statSync } from 'node:fs';
import { messageTemplates } from '@app/contracts';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberPages } from '../features/member-center/member-pages';
import authEn from '../features/auth/locales/en.json';
import accountEn from './account/en.json';
import bn from './bn.json';
import en from './en.json';

const srcDir = join(import.meta.dirname, '..');
const hi = JSON.parse(readFileSync(join(srcDir, '../public/locales/hi.json'), 'utf8')) as Record<
  string,
  string
>;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Keys written literally in the source: t('key'), and labelKey/titleKey/key properties of menus. */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  const patterns = [/\bt\('([a-z][a-z0-9_]*)'/g, /\b(?:labelKey|titleKey|key): '([a-z][a-z0-9_]*)'/g];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) keys.add(match[1] ?? '');
  }
  return keys;
}

describe('locales', () => {
  it('English and Bengali have the same keys, none empty, with the same placeholders', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const bengali = (bn as Record<string, string>)[key] ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(bengali.trim(), key).not.toBe('');
      expect(placeholders(bengali), key).toEqual(placeholders(text));
    }
  });

  it('Bengali is written in Bengali script', () => {
    for (const [key, text] of Object.entries(bn)) expect(text, key).toMatch(/[\u0980-\u09FF]/);
  });

  it('every key the source uses exists in English', () => {
    const used = [...usedKeys(), ...Object.values(memberPages)];
    // Lazily loaded features may bring their own bundles (features/<name>/locales, see addFeatureMessages),
    // and the account features share locales/account.
    // (en.json, or <part>.en.json for a feature with several bundles).
    const featureKeys = new Set(
      readdirSync(join(srcDir, 'features')).flatMap((feature) => {
        const dir = join(srcDir, 'features', feature, 'locales');
        let files: string[];
        try {
          files = readdirSync(dir).filter((name) => /(^|\.)en\.json$/.test(name));
        } catch {
          return [];
        }
        return files.flatMap((name) =>
          Object.keys(JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>),
        );
      }),
    );
    const missing = used.filter((key) => !(key in en) && !(key in accountEn) && !featureKeys.has(key));
    expect(missing).toEqual([]);
  });

  it('translates the message keys of accounts and sessions, with the parameters the server sends', () => {
    // Keys other features add to the server show in the server's English until they are translated.
    // The sign-in and registration refusals travel with the auth forms' own bundle.
    const accountKeys = [
      ...Array.from({ length: 21 }, (_, id) => `reg_pattern_${id}`),
      'input_cannot_be_empty',
      'inconsistent_twice',
      'invitation_code_error',
      'agree_terms',
      'age_consent',
      'username_taken',
      'mobile_taken',
      'mobile_invalid',
      'verification_code_invalid',
      'verification_code_expired',
      'sms_resend_wait',
      'too_many_requests',
      'too_frequent',
      'bot_check_failed',
      'captcha_required',
      'captcha_invalid',
      'login_incorrect',
      'login_too_soon',
      'login_challenge_expired',
      'login_challenge_failed',
      'non_agent_login',
      'non_member_login',
      'account_disabled',
      'not_logged_in',
      'in_need_true_account',
      'agent_only',
      'module_disabled',
      'old_password_incorrect',
      'password_same_as_old',
      'password_is_default',
      'reset_link_invalid',
      'password_reset_sent',
      'payload_unreadable',
      'payload_must_be_encrypted',
      'language_unsupported',
    ];
    const templates: Record<string, string> = messageTemplates;
    const serverPlaceholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of accountKeys) {
      expect(templates[key], `server key ${key}`).toBeDefined();
      expect(key in en || key in authEn, key).toBe(true);
    }
    const site: Record<string, string> = { ...authEn, ...en };
    for (const [key, template] of Object.entries(templates)) {
      const english = site[key];
      if (english !== undefined) expect(placeholders(english), key).toEqual(serverPlaceholders(template));
    }
  });

  it('the partial Hindi file only has known keys (the rest falls back to English)', () => {
    for (const key of Object.keys(hi)) expect(key in en || key in authEn, key).toBe(true);
    expect(Object.keys(hi).length).toBeLessThan(Object.keys(en).length);
  });
});
