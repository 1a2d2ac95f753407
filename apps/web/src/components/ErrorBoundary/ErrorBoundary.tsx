import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorFallback } from "./ErrorFallback.tsx";

interface State {
  failed: boolean;
}

/** Last line of defence around the whole app; routes have their own error elements (RouteError). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Unhandled error in the web app", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback fullPage /> : this.props.children;
  }
}
