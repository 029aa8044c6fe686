import { useRouteError } from 'react-router';
import { ErrorState } from '../components/feedback';

/** A page chunk that failed to load (or any routing error): readable message, Retry reloads. */
export function RouteError() {
  return <ErrorState error={useRouteError()} fullPage />;
}
