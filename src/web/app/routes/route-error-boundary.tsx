import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  children: ReactNode;
  /** The history entry shown: an error belongs to it, and the next page starts without one. */
  locationKey: string;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown; locationKey: string }> {
  override state = { error: undefined as unknown, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; locationKey: string }) {
    return props.locationKey === state.locationKey ? null : { error: undefined, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage />;
  }
}

/**
 * What the data router's route `ErrorBoundary` did: a page that throws, or whose code cannot load,
 * shows the error page in its place (inside the shell), until the shopper goes to another page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary locationKey={useLocation().key}>{children}</ErrorBoundary>;
}
