import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadError } from '../lib/lazy-page';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Catches a page that failed to load or render and offers a retry. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error instanceof ChunkLoadError;
    return (
      <div role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          {chunk ? 'This page could not be loaded' : 'Something went wrong on this page'}
        </h1>
        <p className="mt-3 text-slate-600">
          {chunk
            ? `ChunkLoadError (${error.type}): ${error.url}`
            : `Error: ${error.message}`}
        </p>
        <button
          type="button"
          className="btn-primary mt-6"
          onClick={() => window.location.reload()}
        >
          Retry
        </button>
      </div>
    );
  }
}
