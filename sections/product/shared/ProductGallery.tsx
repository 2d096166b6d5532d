import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import type { Image as ImageData } from '../../../schemas/api/image.ts';
import { Icon, styled, VisuallyHidden } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';

/** Width the main picture is requested at (1x; the 2x source doubles it). */
export const MAIN_IMAGE_WIDTH = 640;
const THUMB_WIDTH = 72;
/** How far a finger must travel sideways before it counts as a swipe, in CSS pixels. */
export const SWIPE_THRESHOLD = 40;
/** How much the zoom magnifies. */
const ZOOM_SCALE = 2.5;
const PAN_STEP = 10;

const Root = styled('div', {
  display: 'grid',
  gap: '$3',
  minWidth: 0,
  variants: {
    thumbnails: {
      below: { gridTemplateColumns: 'minmax(0, 1fr)' },
      left: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        '@md': { gridTemplateColumns: `${THUMB_WIDTH + 8}px minmax(0, 1fr)` },
      },
    },
  },
});

const Stage = styled('div', {
  position: 'relative',
  minWidth: 0,
  variants: { thumbnails: { below: {}, left: { '@md': { order: 2 } } } },
});

const Frame = styled('button', {
  display: 'block',
  position: 'relative',
  width: '100%',
  aspectRatio: '1 / 1',
  padding: 0,
  border: 0,
  borderRadius: '$md',
  overflow: 'hidden',
  backgroundColor: '$surface',
  touchAction: 'pan-y pinch-zoom',
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
  '& img': {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'contain',
    transition: 'transform 120ms ease-out',
    pointerEvents: 'none',
    userSelect: 'none',
  },
  '@media (prefers-reduced-motion: reduce)': { '& img': { transition: 'none' } },
  variants: { zoomable: { true: { cursor: 'zoom-in' }, false: { cursor: 'default' } } },
});

const Empty = styled('div', {
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  aspectRatio: '1 / 1',
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$muted',
});

const Arrow = styled('button', {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: '1px solid $border',
  borderRadius: '$pill',
  backgroundColor: '$background',
  color: '$text',
  cursor: 'pointer',
  opacity: 0.92,
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
  '& svg': { transition: 'transform 0s' },
  variants: {
    side: {
      previous: { insetInlineStart: '$2', '& svg': { transform: 'rotate(90deg)' } },
      next: { insetInlineEnd: '$2', '& svg': { transform: 'rotate(-90deg)' } },
    },
  },
});

const Thumbs = styled('ul', {
  display: 'flex',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  variants: {
    thumbnails: {
      below: {},
      left: {
        '@md': { flexDirection: 'column', overflowX: 'visible', overflowY: 'auto', order: 1 },
      },
    },
  },
});

const Thumb = styled('button', {
  display: 'block',
  width: `${THUMB_WIDTH}px`,
  height: `${THUMB_WIDTH}px`,
  padding: 0,
  border: '2px solid transparent',
  borderRadius: '$sm',
  overflow: 'hidden',
  backgroundColor: '$surface',
  cursor: 'pointer',
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  '&[aria-current="true"]': { borderColor: '$primary' },
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

const Hint = styled('p', { margin: '$2 0 0', color: '$muted', fontSize: '$xs' });

export interface ProductGalleryProps {
  /** The pictures, first shown first. */
  images: readonly ImageData[];
  /** The product's name, for pictures without a text alternative and the carousel's label. */
  productName: string;
  /** Magnify on hover (mouse), with Enter or Space (keyboard) and a tap (touch). */
  zoom: boolean;
  /** Where the thumbnails sit. */
  thumbnails: 'left' | 'below';
  /** Load the first picture with high priority (the page's largest element). */
  priority: boolean;
}

interface Pointer {
  id: number;
  x: number;
  y: number;
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/**
 * The product's pictures (spec §2 "gallery"): a main picture with previous and next buttons,
 * thumbnails, swipe on touch screens (pointer events) and zoom — following the mouse on hover,
 * toggled with Enter or Space and panned with the arrow keys from the keyboard. Every picture has
 * its intrinsic size, so nothing shifts as it loads.
 */
export function ProductGallery({
  images,
  productName,
  zoom,
  thumbnails,
  priority,
}: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const start = useRef<Pointer | null>(null);
  const swiped = useRef(false);
  const lastPointer = useRef<string>('');
  const hintId = useId();
  const count = images.length;
  const current = images[Math.min(index, count - 1)];

  if (!current) {
    return (
      <Empty role="img" aria-label={`${productName}: no picture available`}>
        No picture available
      </Empty>
    );
  }

  const show = (next: number) => {
    setIndex(((next % count) + count) % count);
    setZoomed(false);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    lastPointer.current = event.pointerType;
    swiped.current = false;
    start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!zoom || event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setZoomed(true);
    setOrigin({
      x: clampPercent(((event.clientX - box.left) / box.width) * 100),
      y: clampPercent(((event.clientY - box.top) / box.height) * 100),
    });
  };

  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId || event.pointerType === 'mouse' || zoomed) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (count > 1 && Math.abs(dx) >= SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(dy)) {
      swiped.current = true;
      show(index + (dx < 0 ? 1 : -1));
    }
  };

  const onClick = () => {
    // a mouse zooms by hovering; a click from the keyboard (Enter, Space) or a tap toggles
    if (!zoom || swiped.current || lastPointer.current === 'mouse') {
      swiped.current = false;
      lastPointer.current = '';
      return;
    }
    setOrigin({ x: 50, y: 50 });
    setZoomed((value) => !value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    lastPointer.current = '';
    if (event.key === 'Escape' && zoomed) {
      event.preventDefault();
      setZoomed(false);
      return;
    }
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    if (zoomed) {
      setOrigin((at) => ({ x: clampPercent(at.x + move[0]), y: clampPercent(at.y + move[1]) }));
    } else if (move[0] !== 0 && count > 1) {
      show(index + Math.sign(move[0]));
    }
  };

  const alt = current.alt || productName;
  const ratio = current.height / current.width;
  const picture = (
    <Image
      src={current.src}
      alt={alt}
      width={MAIN_IMAGE_WIDTH}
      height={Math.max(1, Math.round(MAIN_IMAGE_WIDTH * ratio))}
      priority={priority && index === 0}
      draggable={false}
      style={
        zoomed
          ? { transform: `scale(${ZOOM_SCALE})`, transformOrigin: `${origin.x}% ${origin.y}%` }
          : undefined
      }
    />
  );

  return (
    <Root
      thumbnails={thumbnails}
      role="group"
      aria-roledescription="carousel"
      aria-label={`Pictures of ${productName}`}
    >
      <Stage thumbnails={thumbnails}>
        <Frame
          type="button"
          zoomable={zoom}
          aria-pressed={zoom ? zoomed : undefined}
          aria-describedby={zoom ? hintId : undefined}
          aria-label={
            zoom ? `Zoom picture ${index + 1} of ${count}` : `Picture ${index + 1} of ${count}`
          }
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            start.current = null;
          }}
          onPointerLeave={(event) => {
            if (event.pointerType === 'mouse') setZoomed(false);
          }}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onBlur={() => setZoomed(false)}
          data-zoomed={zoomed || undefined}
        >
          {picture}
        </Frame>
        {count > 1 && (
          <>
            <Arrow
              type="button"
              side="previous"
              aria-label="Previous picture"
              onClick={() => show(index - 1)}
            >
              <Icon name="chevronDown" size={20} />
            </Arrow>
            <Arrow
              type="button"
              side="next"
              aria-label="Next picture"
              onClick={() => show(index + 1)}
            >
              <Icon name="chevronDown" size={20} />
            </Arrow>
          </>
        )}
        <VisuallyHidden aria-live="polite">{`Picture ${index + 1} of ${count}: ${alt}`}</VisuallyHidden>
        {zoom && (
          <Hint id={hintId}>
            Hover to zoom, or press Enter and use the arrow keys.
            {count > 1 ? ' Swipe for more pictures.' : ''}
          </Hint>
        )}
      </Stage>
      {count > 1 && (
        <Thumbs thumbnails={thumbnails} aria-label="Choose a picture">
          {images.map((image, at) => (
            <li key={image.src}>
              <Thumb
                type="button"
                aria-current={at === index}
                aria-label={`Show picture ${at + 1} of ${count}`}
                onClick={() => show(at)}
              >
                <Image
                  src={image.src}
                  alt=""
                  width={THUMB_WIDTH}
                  height={Math.max(1, Math.round(THUMB_WIDTH * (image.height / image.width)))}
                />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </Root>
  );
}
