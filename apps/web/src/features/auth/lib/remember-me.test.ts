import { describe, expect, it } from 'vitest';
import { rememberCookie, rememberedUsername } from './remember-me';

describe('remember me', () => {
  it('remembers a username for one day, and forgets it', () => {
    expect(rememberCookie('rahim 01', true)).toBe(
      'rememberedUsername=rahim%2001; Max-Age=86400; Path=/; SameSite=Lax; Secure',
    );
    expect(rememberCookie(null, false)).toBe('rememberedUsername=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('reads the remembered username among other cookies', () => {
    expect(rememberedUsername('theme=dark; rememberedUsername=rahim%2001; lang=bn')).toBe('rahim 01');
    expect(rememberedUsername('theme=dark')).toBeNull();
    expect(rememberedUsername('rememberedUsername=%E0%A4%A')).toBeNull();
  });
});
