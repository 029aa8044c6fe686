import type { Language } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  enabledLanguages,
  fallbackChain,
  isSafeLanguageCode,
  resolveLanguage,
  textDirection,
} from './language';

const lang = (code: string, enabled = true): Language => ({ code, name: code, nativeName: code, enabled });
const languages = [lang('bn'), lang('en'), lang('hi', false), lang('zh-TW')];

describe('resolveLanguage', () => {
  it('keeps the stored language when the site still offers it', () => {
    expect(resolveLanguage('en', languages, 'bn')).toBe('en');
    expect(resolveLanguage('zh-tw', languages, 'bn')).toBe('zh-TW');
  });

  it('uses the site default when nothing is stored', () => {
    expect(resolveLanguage(null, languages, 'bn')).toBe('bn');
    expect(resolveLanguage(undefined, languages, 'en')).toBe('en');
  });

  it('ignores a stored language that is disabled or unknown', () => {
    expect(resolveLanguage('hi', languages, 'bn')).toBe('bn');
    expect(resolveLanguage('xx', languages, 'bn')).toBe('bn');
  });

  it('falls back to the first offered language, then English, when the default is not offered', () => {
    expect(resolveLanguage(null, languages, 'hi')).toBe('bn');
    expect(resolveLanguage(null, [], 'bn')).toBe('en');
  });
});

describe('language helpers', () => {
  it('offers only enabled languages, in order', () => {
    expect(enabledLanguages(languages).map((l) => l.code)).toEqual(['bn', 'en', 'zh-TW']);
  });

  it('falls back to English only for languages that are not bundled complete', () => {
    expect(fallbackChain('en')).toEqual([]);
    expect(fallbackChain('bn')).toEqual([]);
    expect(fallbackChain('hi')).toEqual(['en']);
  });

  it('accepts only language codes that are safe in a URL path', () => {
    expect(isSafeLanguageCode('pt-BR')).toBe(true);
    expect(isSafeLanguageCode('zh-TW')).toBe(true);
    expect(isSafeLanguageCode('../secret')).toBe(false);
    expect(isSafeLanguageCode('e')).toBe(false);
  });

  it('writes Arabic-script languages right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ur')).toBe('rtl');
    expect(textDirection('bn')).toBe('ltr');
  });
});
