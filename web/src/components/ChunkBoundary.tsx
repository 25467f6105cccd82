import { Component, type ReactNode } from 'react';

/**
 * Spec §8 loader: a part of the app that fails to load (a missing chunk after a deploy, a
 * dropped connection) shows a message with a reload button instead of a blank page.
 */
export class ChunkBoundary extends Component<
  { message: string; reload: string; resetKey: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  /** Going elsewhere tries again (without remounting the page on every navigation). */
  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="warning">
        <p>{this.props.message}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {this.props.reload}
        </button>
      </div>
    );
  }
}
