import { describe, expect, it } from 'vitest';
import { isSealed, openSecret, sealSecret, secretBoxKey } from './secret-box.js';

describe('secret box', () => {
  const key = secretBoxKey('an application key of at least thirty-two characters', 'totp');

  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = sealSecret(key, 'KRSXG5CTMVRXEZLUKN2XAZLSONSWG4TF', 'staff_account:7');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('KRSXG5CTMVRXEZLUKN2XAZLSONSWG4TF');
    expect(openSecret(key, sealed, 'staff_account:7')).toBe('KRSXG5CTMVRXEZLUKN2XAZLSONSWG4TF');
    expect(sealSecret(key, 'same', 'c')).not.toBe(sealSecret(key, 'same', 'c'));
  });

  it('refuses another context, another key, a changed byte or a plain value', () => {
    const sealed = sealSecret(key, 'SECRET', 'staff_account:7');
    expect(() => openSecret(key, sealed, 'staff_account:8')).toThrow();
    expect(() =>
      openSecret(
        secretBoxKey('another application key, also long enough!!', 'totp'),
        sealed,
        'staff_account:7',
      ),
    ).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() =>
      openSecret(key, [...parts.slice(0, 3), body.toString('base64url')].join('.'), 'staff_account:7'),
    ).toThrow();
    expect(() => openSecret(key, 'KRSXG5CTMVRXEZLU', 'staff_account:7')).toThrow();
    expect(secretBoxKey('k'.repeat(32), 'totp').equals(secretBoxKey('k'.repeat(32), 'other'))).toBe(false);
  });
});
