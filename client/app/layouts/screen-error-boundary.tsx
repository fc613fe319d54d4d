import { Component, type ReactNode } from 'react';
import RouteError from '../routes/route-error';

interface Props {
  children: ReactNode;
  /** Another address clears the error: the teacher can leave a broken screen by any link. */
  resetKey: string;
  /** Shown with the error page too (the app's „live“ mark, client/app/router.tsx). */
  live?: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/** Catches a screen that fails to load or render and shows RouteError in its place. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <RouteError error={this.state.error} />
        {this.props.live}
      </>
    );
  }
}
