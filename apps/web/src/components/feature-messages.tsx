import { Suspense, use, type ReactNode } from 'react';
import { addFeatureMessages, type MessagesLoader } from '../lib/i18n';

function Loaded({ load, children }: { load: MessagesLoader; children: ReactNode }) {
  use(addFeatureMessages(load));
  return children;
}

/** Renders its children once a lazily loaded feature's own messages are in (fallback until then). */
export function FeatureMessages({
  load,
  fallback = null,
  children,
}: {
  load: MessagesLoader;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Loaded load={load}>{children}</Loaded>
    </Suspense>
  );
}
