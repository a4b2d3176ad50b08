import { Component, type ErrorInfo, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';

type Props = {
  children: ReactNode;
  /** Changes with the address: moving elsewhere clears the error. */ resetKey: string;
};
type State = { error: Error | null };

/**
 * The last line of defence (decision 066): a page that throws while rendering shows what happened
 * and two ways on — back to the home page, or a reload — instead of a blank page.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main id="main-content" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <span className="mb-6 grid size-16 place-items-center rounded-full bg-error/10 text-error" aria-hidden>
          <TriangleAlert className="size-8" />
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Something went wrong</h1>
        <p className="mt-3 text-base-content/70">
          This page could not be shown. Your orders and ads are safe; try again, or start from the home page.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {/* A full navigation, not the router: whatever broke is left behind. */}
          <a href="/" className="btn btn-primary">
            Back to Home
          </a>
          <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </div>
      </main>
    );
  }
}
