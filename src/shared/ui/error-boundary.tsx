import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordError } from '@/shared/monitoring/monitoring';
import { ErrorView } from './error-view';
import { Watermark } from './watermark';

/** The last line of defence outside the router; shows the same screens as route errors. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    recordError(error);
  }

  override render() {
    if (this.state.error) {
      return (
        <main>
          <ErrorView error={this.state.error} onRetry={() => window.location.reload()} />
          <Watermark />
        </main>
      );
    }
    return this.props.children;
  }
}
