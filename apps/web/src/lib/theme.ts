export type Theme = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

/** The stored choice wins; otherwise the system preference (same rule as the inline script in index.html). */
export function resolveTheme(stored: string | null | undefined, prefersDark: boolean): Theme {
  if (isTheme(stored)) return stored;
  return prefersDark ? 'dark' : 'light';
}

export function nextTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/** Browser chrome colour per theme, matching --color-bg in global.css. */
export const themeColor: Record<Theme, string> = { dark: '#0b1426', light: '#f4f6fb' };

// ---- browser side ----

function readStored(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function getTheme(): Theme {
  const current = document.documentElement.dataset.theme;
  if (isTheme(current)) return current;
  return resolveTheme(readStored(), window.matchMedia(DARK_QUERY).matches);
}

const listeners = new Set<() => void>();

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function paintTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor[theme]);
  listeners.forEach((listener) => listener());
}

/** Applies and remembers the visitor's choice. */
export function setTheme(theme: Theme): void {
  paintTheme(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
}

/** Follows the system preference while the visitor has made no choice of their own. */
export function followSystemTheme(): void {
  paintTheme(getTheme());
  window.matchMedia(DARK_QUERY).addEventListener('change', (event) => {
    if (!isTheme(readStored())) paintTheme(resolveTheme(null, event.matches));
  });
}
