import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { loadChunk } from '../../../lib/chunk';
import { i18next } from '../../../lib/i18n';
import { getSession, subscribeSession, useSession } from '../../../lib/session';

const AnnouncementPopup = lazy(() => loadChunk('announcement-popup', () => import('./announcement-popup')));

/**
 * Spec section 4: the announcement popup is shown after a login (any new session: login,
 * registration, free play) and after a language change. Its code (and DOMPurify) loads only then.
 */
export function AnnouncementPopupHost() {
  const [showing, setShowing] = useState(0);
  const { mustChangePassword } = useSession();

  useEffect(() => {
    let token = getSession().token;
    const unsubscribe = subscribeSession(() => {
      const next = getSession().token;
      if (next && next !== token) setShowing((n) => n + 1);
      token = next;
    });
    const onLanguage = () => setShowing((n) => n + 1);
    i18next.on('languageChanged', onLanguage);
    return () => {
      unsubscribe();
      i18next.off('languageChanged', onLanguage);
    };
  }, []);

  const done = useCallback(() => setShowing(0), []);
  // A forced password change comes first; its new login brings the popup.
  if (!showing || mustChangePassword) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <AnnouncementPopup key={showing} onDone={done} />
      </Suspense>
    </ErrorBoundary>
  );
}
