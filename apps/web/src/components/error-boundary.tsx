import { Component, type ErrorInfo, type ReactNode } from "react";

type Props = { fallback: ReactNode; resetKey?: unknown; children: ReactNode };
type State = { failed: boolean };

/** Renders `fallback` when a child throws (a render error or a lazy chunk that failed to load); resets on `resetKey`. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
