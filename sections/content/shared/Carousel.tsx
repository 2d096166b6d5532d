import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { styled } from '../../../themes/index.ts';

// An auto-rotating carousel after the WAI-ARIA Authoring Practices' carousel pattern: a region
// named and described as a carousel, a rotation button first in the tab order, previous and next
// buttons, slides labelled 'n of m' in a live region that is silent while the slides rotate on
// their own. Every slide is in the server's HTML; only the shown one is displayed, so the images
// of the hidden ones (lazy) load when they are first shown. Rotation stops while the pointer is
// over the carousel or focus is in it, never starts for a shopper who prefers reduced motion, and
// the rotation button stops and restarts it.

/** Where the buttons sit: over the slides (a hero image) or in a row above them. */
export type CarouselControls = 'overlay' | 'above';

const Frame = styled('section', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
});

const Bar = styled('div', {
  display: 'flex',
  gap: '$2',
  variants: {
    placement: {
      // below the text of a slide, at its end: the slide's overlay keeps room for it
      overlay: { position: 'absolute', zIndex: 1, insetInlineEnd: '$4', insetBlockEnd: '$4' },
      above: { alignSelf: 'flex-end', marginBlockEnd: '$3' },
    },
  },
});

const Control = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: '1px solid $border',
  borderRadius: '$pill',
  backgroundColor: '$background',
  color: '$text',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surface' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

/** The slide shown; the others wait, out of sight and out of the accessibility tree. */
const Slide = styled('div', { '&[hidden]': { display: 'none' } });

// 24×24 strokes, in the theme's icon style (themes/ui/Icon.tsx)
const ICONS = {
  previous: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  pause: 'M9 6v12M15 6v12',
  play: 'M8 5l11 7-11 7z',
};

function Glyph({ d }: { d: string }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

/** The accessible names of the carousel's buttons. */
export const CAROUSEL_LABELS = {
  pause: 'Pause slide show',
  play: 'Play slide show',
  previous: 'Previous slide',
  next: 'Next slide',
} as const;

/** `'2 of 5'`: how a slide is announced. */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

export interface CarouselProps {
  /** The id of the carousel's element. */
  id?: string;
  /** The carousel's accessible name, e.g. the heading above it or 'Highlights'. */
  label: string;
  /** How many slides there are. */
  count: number;
  /** Draws slide `index` (from 0). */
  renderSlide: (index: number) => ReactNode;
  /** Milliseconds between automatic advances; 0: the slides move only when asked. */
  interval: number;
  /** Where the buttons sit. @default 'overlay' */
  controls?: CarouselControls;
  /**
   * When (`Date.now()`) the first slide was first on show, if before this component ran (its
   * server HTML, hydrated late): the first rotation comes `interval` after that.
   */
  shownSince?: number | undefined;
  className?: string;
}

/** Slides shown one at a time, with previous, next and (when it rotates) pause/play buttons. */
export function Carousel({
  label,
  count,
  renderSlide,
  interval,
  controls = 'overlay',
  shownSince,
  id,
  className,
}: CarouselProps) {
  const slidesId = useId();
  const [index, setIndex] = useState(0);
  const autoplay = interval > 0 && count > 1;
  /** The shopper's choice (the rotation button), and reduced motion's. */
  const [playing, setPlaying] = useState(autoplay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !hovered && !focused;
  /**
   * The next wait: at first what the first slide has left of its time when it was on show before
   * this ran, then the whole interval.
   */
  const wait = useRef<number | null>(null);
  const frame = useRef<HTMLElement>(null);
  const step = (by: number) => setIndex((shown) => (shown + by + count) % count);

  useEffect(() => {
    // WCAG 2.3.3: a shopper who asked for less motion gets none unless they press Play
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
    // pointed at or tabbed into before this code ran (server HTML hydrated on intent)
    if (frame.current?.matches(':hover')) setHovered(true);
    if (frame.current?.matches(':focus-within')) setFocused(true);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the wait with every slide, so a slide chosen by hand gets its full time too
  useEffect(() => {
    if (!rotating) return;
    wait.current ??=
      shownSince === undefined ? interval : Math.max(0, interval - (Date.now() - shownSince));
    const timer = setTimeout(() => step(1), wait.current);
    wait.current = interval;
    return () => clearTimeout(timer);
  }, [rotating, index, interval, count]);

  const onKeyDown = (event: KeyboardEvent) => {
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!by) return;
    event.preventDefault();
    step(by);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Frame
      ref={frame}
      id={id}
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      // when the first rotation is due, for a carousel hydrated late (MOVES_AFTER_ATTRIBUTE of
      // runtime/render/part-on-intent.ts, written out: this chunk need not load that module)
      data-moves-after={autoplay ? interval : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {count > 1 && (
        <Bar placement={controls} onKeyDown={onKeyDown}>
          {autoplay && (
            <Control
              type="button"
              aria-label={playing ? CAROUSEL_LABELS.pause : CAROUSEL_LABELS.play}
              onClick={() => {
                // Play starts the slides at once, though focus is on the button (APG)
                if (!playing) setFocused(false);
                setPlaying(!playing);
              }}
            >
              <Glyph d={playing ? ICONS.pause : ICONS.play} />
            </Control>
          )}
          <Control
            type="button"
            aria-controls={slidesId}
            aria-label={CAROUSEL_LABELS.previous}
            onClick={() => step(-1)}
          >
            <Glyph d={ICONS.previous} />
          </Control>
          <Control
            type="button"
            aria-controls={slidesId}
            aria-label={CAROUSEL_LABELS.next}
            onClick={() => step(1)}
          >
            <Glyph d={ICONS.next} />
          </Control>
        </Bar>
      )}
      <div id={slidesId} aria-live={autoplay && rotating ? 'off' : 'polite'}>
        {Array.from({ length: count }, (_, slide) => (
          <Slide
            // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position
            key={slide}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(slide, count)}
            hidden={slide !== index}
          >
            {renderSlide(slide)}
          </Slide>
        ))}
      </div>
    </Frame>
  );
}
