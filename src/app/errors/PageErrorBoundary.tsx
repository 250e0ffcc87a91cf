import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorNotice } from './ErrorNotice.js';
import { reportClientError } from './error-reporting.js';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the page path) clears a shown error, so another page gets its chance. */
  resetKey: string;
}

interface State {
  error?: Error;
  resetKey: string;
}

const defaultErrorKey = 'global.error.messages.defaultError';

/**
 * Around each page: a render error shows its message (a message key is translated; none gives
 * `defaultError`) with a retry button that renders the page again, and is reported to the API.
 */
class ErrorBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error ?? '')) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    reportClientError(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorNotice message={error.message || defaultErrorKey} onRetry={() => this.setState({ error: undefined })} />;
  }
}

/** The boundary around the shell's page, cleared when the user moves to another page. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
