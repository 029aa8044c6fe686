import './lib/zod-jitless';
import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-bengali/bengali-700.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { replaceHomeShellWithFirstPage } from './lib/home-shell';
import { initI18n } from './lib/i18n';
import { followSystemTheme } from './lib/theme';

followSystemTheme();
initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
replaceHomeShellWithFirstPage(container);

// A transition: React renders the app in slices between other work rather than in one long task
// (a default update is never time-sliced).
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The service worker (public/sw.js): offline page and app shell, registered once the page has loaded.
// On the home page this code starts after the banner has painted, often after the load event.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
