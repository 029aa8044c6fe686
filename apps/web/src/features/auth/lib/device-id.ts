import { deviceIdHeader } from '@app/contracts';

/**
 * The device key sent on registration and login for the referral abuse checks: a random id kept on
 * this browser (localStorage, mirrored in a cookie so clearing one keeps it) and a hash of the
 * browser's stable traits, which a private window or cleared storage does not change.
 */

const STORAGE_KEY = 'deviceId';
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** A 128-bit non-cryptographic hash (cyrb128, public domain), 32 hex digits. */
export function hash128(text: string): string {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1, h2, h3, h4].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('');
}

/** 16 random bytes as 22 base64url characters. */
export function newRandomId(bytes: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const idPattern = /^[A-Za-z0-9_-]{22}$/;

/** The stored id (localStorage first, then the cookie), or a new one stored in both. */
export function persistentId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  cookies: string,
): {
  id: string;
  cookie: string;
} {
  const fromCookie = /(?:^|;\s*)deviceId=([A-Za-z0-9_-]{22})(?:;|$)/.exec(cookies)?.[1];
  const stored = storage?.getItem(STORAGE_KEY);
  const id = stored && idPattern.test(stored) ? stored : (fromCookie ?? newRandomId());
  storage?.setItem(STORAGE_KEY, id);
  return { id, cookie: `deviceId=${id}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax` };
}

/** How this browser draws a fixed scene (fonts, anti-aliasing, GPU), hashed; empty without a canvas. */
function canvasTrait(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 60;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.textBaseline = 'alphabetic';
    context.fillStyle = '#f60';
    context.fillRect(100, 1, 62, 20);
    context.fillStyle = '#069';
    context.font = '15px "Arial"';
    context.fillText('TakaPlay ৳ টাকা 😃', 2, 15);
    context.fillStyle = 'rgba(102, 204, 0, 0.7)';
    context.font = '18px "Times New Roman"';
    context.fillText('TakaPlay ৳ টাকা 😃', 4, 45);
    context.globalCompositeOperation = 'multiply';
    context.beginPath();
    context.arc(200, 30, 20, 0, Math.PI * 2);
    context.fillStyle = '#f2f';
    context.fill();
    return hash128(canvas.toDataURL());
  } catch {
    return '';
  }
}

/** Traits a browser keeps across sessions and private windows (not the user agent: it changes on updates). */
export function browserTraits(): string {
  const nav = navigator as Navigator & { deviceMemory?: number };
  // Phones swap width and height with the orientation.
  const sides = [screen.width, screen.height].sort((a, b) => a - b).join('x');
  return [
    sides,
    screen.colorDepth,
    window.devicePixelRatio,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    nav.languages?.join(',') ?? nav.language,
    nav.platform,
    nav.hardwareConcurrency,
    nav.deviceMemory ?? '',
    nav.maxTouchPoints,
    canvasTrait(),
  ].join('|');
}

let cached: string | null = null;

/** This browser's device key, `<id>.<traits hash>` (`deviceIdPattern`). */
export function deviceKey(): string {
  if (cached) return cached;
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage blocked: the cookie alone keeps the id.
  }
  const { id, cookie } = persistentId(storage, document.cookie);
  document.cookie = cookie;
  cached = `${id}.${hash128(browserTraits())}`;
  return cached;
}

/** The header that carries the device key; none when the browser cannot compute it. */
export function deviceHeaders(): Record<string, string> {
  try {
    return { [deviceIdHeader]: deviceKey() };
  } catch {
    return {};
  }
}
