import { Component, type ReactNode } from 'react';
import { isCodeLoadError, reloadForNewBuild } from '../../shared/utils/newBuild';

interface Props {
  fallback: (reset: () => void) => ReactNode;
  /** Shown instead of the fallback while the address loads again for a new build. */
  reloading: ReactNode;
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  reloading: boolean;
  resetKey: string;
}

export const ROUTE_LOAD_ERROR_EVENT = 'site:route-load-error';

/**
 * A page that fails to load (a lazy chunk, a render error) is reported and replaced by a fallback. A chunk that
 * could not be fetched is most often a new build's (shared/utils/newBuild.ts): the address loads again once.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, reloading: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    window.dispatchEvent(new CustomEvent(ROUTE_LOAD_ERROR_EVENT, { detail: error }));
    console.error(error);
    if (isCodeLoadError(error) && reloadForNewBuild()) this.setState({ reloading: true });
  }

  override render(): ReactNode {
    if (this.state.reloading) return this.props.reloading;
    if (this.state.error) return this.props.fallback(() => this.setState({ error: null }));
    return this.props.children;
  }
}
