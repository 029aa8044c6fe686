/** Spec 9: remember-me cookies last one day. Only the username is remembered, never a password. */
const COOKIE = 'rememberedUsername';
const ONE_DAY_SECONDS = 24 * 60 * 60;

/** The username remembered on this browser (within its day), or null. */
export function rememberedUsername(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) {
      try {
        return decodeURIComponent(value.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The cookie that remembers `username` for a day, or forgets it (null). */
export function rememberCookie(username: string | null, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return username
    ? `${COOKIE}=${encodeURIComponent(username)}; Max-Age=${ONE_DAY_SECONDS}; ${attributes}`
    : `${COOKIE}=; Max-Age=0; ${attributes}`;
}

/** Remembers (or forgets) the username on this browser after a login. */
export function storeRememberedUsername(username: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = rememberCookie(username, window.location.protocol === 'https:');
}
