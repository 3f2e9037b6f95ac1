import { Component, type ReactNode } from 'react';
import { ErrorPanel } from '@reelforge/ui';
import { reasonOf } from './format.js';

interface State {
  error: unknown;
}

/** A viewer that throws while rendering shows a message in its place; the header and list stay. */
export class ViewerBoundary extends Component<{ name: string; children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(`The preview of ${this.props.name} failed`, error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ErrorPanel title="The preview could not be shown">
        <p>{reasonOf(this.state.error)}. Download the file to check it, or upload it again.</p>
      </ErrorPanel>
    );
  }
}
