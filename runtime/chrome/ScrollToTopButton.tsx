import { Icon } from '../../themes/index.ts';
import { floatingButton } from './floating.ts';
import { usePastHalfway } from './scroll-position.ts';

export interface ScrollToTopButtonProps {
  /** The storefront's `is_scroll_button_enabled`. */
  enabled: boolean;
  /** Sit one slot higher, above another floating button on the right. @default false */
  raised?: boolean;
}

/** Scrolls back to the top; shown past half the scrollable height when the store enables it. */
export function ScrollToTopButton({ enabled, raised = false }: ScrollToTopButtonProps) {
  const visible = usePastHalfway(enabled);
  if (!enabled || !visible) return null;
  const scrollUp = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <button
      type="button"
      className={floatingButton({ side: 'right', raised })}
      aria-label="Scroll to top"
      data-sf-scroll-top=""
      onClick={scrollUp}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
