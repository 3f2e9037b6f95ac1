import { Component, type ReactNode } from 'react';
import { ErrorPanel } from '@reelforge/ui';
import { classifyLoadError } from './load-errors.js';

interface Props {
  remote: string;
  /** Asked to load the area again; the owner remounts this boundary with a fresh area. */
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a broken area inside its own panel; the rest of the console goes on working. */
export class AreaErrorBoundary extends Component<Props, { error: Error | null; text: string }> {
  override state = { error: null as Error | null, text: '' };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Area ${this.props.remote} failed`, error);
    const failure = classifyLoadError(this.props.remote, error);
    // The words come with the failure, not with the first page; should they not arrive, the
    // panel still names the area and offers to try again.
    import('./failure-text.js').then(
      ({ describeFailure }) => this.setState({ text: describeFailure(failure) }),
      () => {},
    );
  }

  override render() {
    const { error, text } = this.state;
    if (!error) return <div className="rf-area">{this.props.children}</div>;
    return (
      <ErrorPanel title={`The ${this.props.remote} area is unavailable`}>
        {text && <p>{text}</p>}
        <button type="button" onClick={this.props.onRetry}>
          Try again
        </button>
      </ErrorPanel>
    );
  }
}
