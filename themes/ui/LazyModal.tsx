import {
  type ComponentType,
  cloneElement,
  type FocusEvent,
  isValidElement,
  lazy,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** What the shell hands the lazily loaded (Radix) implementation of a dialog or drawer. */
export interface ModalState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The content's id, named by the trigger's `aria-controls` while open. */
  contentId: string;
  /** For Radix's `onCloseAutoFocus`: gives focus back to whatever opened the modal. */
  onCloseAutoFocus: (event: Event) => void;
}

/** The props the shell sets on the `trigger` element (as Radix's `Trigger asChild` did). */
interface TriggerProps {
  type?: string;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  'aria-controls'?: string | undefined;
  'data-state'?: 'open' | 'closed';
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

export interface LazyModalProps {
  /** Controlled open state. */
  open?: boolean | undefined;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** A single element that opens the modal; rendered by the shell, so it works before loading. */
  trigger?: ReactNode;
  /** Starts loading the implementation: called when the shopper points at or focuses the trigger. */
  preload: () => Promise<unknown>;
  /** Renders the implementation (a `lazyModal` component) with the modal's state. */
  render: (modal: ModalState) => ReactNode;
}

/** Stands in for an implementation whose chunk failed to load: the modal closes again. */
function Unavailable({ onOpenChange }: ModalState) {
  useEffect(() => onOpenChange(false), [onOpenChange]);
  return null;
}

/**
 * A lazy component for a modal's implementation. A chunk that cannot be loaded (offline, a new
 * deployment) is logged and leaves the modal closed instead of failing the page around it.
 */
export function lazyModal<P extends ModalState>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      console.error('[themes] the dialog could not be loaded', error);
      return { default: Unavailable as ComponentType<P> };
    }
  });
}

/**
 * The part of a dialog or drawer that is in every page's JavaScript (DESIGN §6): the open state
 * (controlled or not) and the trigger. The Radix implementation (focus trap, scroll lock,
 * dismissal) is only rendered, and so only loaded, once the modal first opens; it then stays
 * mounted so closing can animate. Radix restores focus only to its own trigger, so the shell
 * remembers what opened the modal (its trigger, or the element focused when an owner opened it)
 * and gives focus back to it on close.
 */
export function LazyModal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  preload,
  render,
}: LazyModalProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const controlled = open !== undefined;
  const isOpen = controlled ? open : uncontrolledOpen;
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  const contentId = useId();
  /** What gets focus back when the modal closes. */
  const opener = useRef<HTMLElement | null>(null);
  /** The trigger, when a click on it is what opens the modal. */
  const clickedTrigger = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  const setOpen = (next: boolean) => {
    if (next === isOpen) return;
    if (!controlled) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  // On each opening, remember the clicked trigger or, when the owner opened it, what had focus:
  // layout effects run before Radix's focus scope moves focus in.
  useLayoutEffect(() => {
    if (isOpen && !wasOpen.current) {
      const active = document.activeElement;
      opener.current =
        clickedTrigger.current ??
        (active instanceof HTMLElement && active !== document.body ? active : null);
    }
    wasOpen.current = isOpen;
    clickedTrigger.current = null;
  });

  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus();
  };

  // a failed warm-up is reported when the modal opens, not here
  const warm = () => void preload().catch(() => {});

  let triggerElement: ReactNode = null;
  if (isValidElement<TriggerProps>(trigger)) {
    const own = trigger.props;
    triggerElement = cloneElement(trigger, {
      type: own.type ?? 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      'aria-controls': isOpen ? contentId : undefined,
      'data-state': isOpen ? 'open' : 'closed',
      onClick: (event: MouseEvent<HTMLElement>) => {
        own.onClick?.(event);
        if (event.defaultPrevented) return;
        // Safari does not focus a clicked button: remember the trigger itself
        clickedTrigger.current = event.currentTarget;
        setOpen(!isOpen);
      },
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        own.onPointerEnter?.(event);
        warm();
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        own.onFocus?.(event);
        warm();
      },
    });
  }

  return (
    <>
      {triggerElement}
      {(mounted || isOpen) && (
        <Suspense fallback={null}>
          {render({
            open: isOpen,
            onOpenChange: setOpen,
            contentId,
            onCloseAutoFocus: restoreFocus,
          })}
        </Suspense>
      )}
    </>
  );
}
