import { useEffect, useState } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** Kept by the inline script of index.html: the event fires once, often before this chunk loads. */
    __installPrompt?: BeforeInstallPromptEvent | null;
  }
}

const isStandalone = () => window.matchMedia('(display-mode: standalone)').matches;

/** The browser's install prompt, when it offers one (Android and desktop Chromium), and whether the app runs installed. */
export function useInstallPrompt() {
  const [prompt, setPrompt] = useState(() => window.__installPrompt ?? null);
  const [installed, setInstalled] = useState(isStandalone);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      window.__installPrompt = event as BeforeInstallPromptEvent;
      setPrompt(window.__installPrompt);
    };
    const onInstalled = () => {
      window.__installPrompt = null;
      setPrompt(null);
      setInstalled(true);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    // A prompt answers once; the browser fires a new event if it may ask again.
    window.__installPrompt = null;
    setPrompt(null);
    if (outcome === 'accepted') setInstalled(true);
  };

  return { canInstall: prompt !== null, installed, install };
}
