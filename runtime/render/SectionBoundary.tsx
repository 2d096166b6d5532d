import { Component, type ErrorInfo, type ReactNode } from 'react';
import { type RenderMode, RenderModeContext } from './render-mode.tsx';

interface Props {
  sectionKey: string;
  id: string;
  /** When these change (the editor pushed new props), a failed section tries again. */
  resetOn: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a failing section from taking down the page (DESIGN §4): in production it renders
 * nothing; in preview (the render mode in context) it shows the error so the store owner can fix
 * it, with the editor bridge's `SectionError`.
 */
export class SectionBoundary extends Component<Props, State> {
  // the render mode from context, not a prop: the editor's chrome arriving re-renders this
  // boundary only, never the section inside it
  static override contextType = RenderModeContext;
  declare context: RenderMode;
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `[storefront] Section "${this.props.sectionKey}" (id "${this.props.id}") failed to render; the rest of the page is unaffected.`,
      error,
      info.componentStack,
    );
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetOn !== this.props.resetOn) this.setState({ error: null });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { SectionError } = this.context;
    return SectionError ? (
      <SectionError sectionKey={this.props.sectionKey} message={error.message} />
    ) : null;
  }
}
