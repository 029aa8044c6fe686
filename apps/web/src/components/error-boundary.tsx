import { Component, type ReactNode } from 'react';
import { ErrorState } from './feedback';

interface Props {
  children: ReactNode;
  fullPage?: boolean;
  /** What to show instead of the default error state. */
  fallback?: (error: unknown) => ReactNode;
}

/** Catches a failed lazy chunk (or any render error) below it; Retry reloads the page. */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return this.props.fallback ? (
      this.props.fallback(error)
    ) : (
      <ErrorState error={error} fullPage={this.props.fullPage} />
    );
  }
}
