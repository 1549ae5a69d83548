import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './RouteError.tsx';

interface BoundaryProps {
  children: ReactNode;
  /** The address shown; the error page goes away when it changes (the person navigated on). */
  address: string;
}

interface BoundaryState {
  error: unknown;
  /** The address at which the error happened; null while there is none. */
  failedAt: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    // The error is recorded against the address it happened at; any other address starts clean.
    if (state.failedAt === null) return { failedAt: props.address };
    return state.failedAt === props.address ? null : { error: null, failedAt: null };
  }

  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}

/**
 * A page that fails to render, or whose code fails to load (a lazy chunk after a new deployment),
 * shows RouteError in place of the whole page, as the data router's errorElement did.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary address={pathname + search}>{children}</Boundary>;
}
