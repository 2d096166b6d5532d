import { useQuery } from '@tanstack/react-query';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { Link } from '../../../runtime/routing/Link.tsx';
import { styled } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';
import { Carousel } from '../shared/Carousel.tsx';
import type { sliderSchema } from './schema.ts';
import { sliderQuery } from './slider-query.ts';

const Slide = styled('div', {
  display: 'grid',
  overflow: 'hidden',
  backgroundColor: '$surface',
  '& > *': { gridArea: '1 / 1' },
  variants: {
    height: {
      small: { minHeight: '180px', '@md': { minHeight: '240px' } },
      medium: { minHeight: '280px', '@md': { minHeight: '400px' } },
      large: { minHeight: '360px', '@md': { minHeight: '560px' } },
    },
  },
});

const Picture = styled(Image, { width: '100%', height: '100%', objectFit: 'cover' });

const Overlay = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '$3',
  // room at the bottom for the carousel's buttons, which sit over the slide
  padding: '$6 $5 76px',
  color: '#fff',
  background: 'linear-gradient(90deg, rgba(0,0,0,0.6), rgba(0,0,0,0.25))',
  '& h2': { margin: 0, fontSize: 'clamp(1.75rem, 4vw, 3rem)' },
  '& p': { margin: 0, maxWidth: '40rem', fontSize: '1.125rem' },
  '@md': { paddingInline: '$8' },
  variants: {
    align: {
      left: { alignItems: 'flex-start', textAlign: 'left' },
      center: { alignItems: 'center', textAlign: 'center' },
      right: { alignItems: 'flex-end', textAlign: 'right' },
    },
  },
});

const Cta = styled(Link, {
  display: 'inline-block',
  padding: '$3 $5',
  borderRadius: '$sm',
  backgroundColor: '$primary',
  color: '$onPrimary',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$primaryHover' },
  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: '2px' },
});

/** What the section's shell adds to the section's props (runtime/render/part-on-intent.ts). */
export interface SliderCarouselProps {
  /** The id of the carousel's element. */
  anchor: string;
  /** When the server's markup of the first slide was first on show, if it was. */
  shownSince?: number | undefined;
}

/**
 * The slider's carousel (see Slider.tsx): wide images with a heading, a line and a button each.
 * The first slide's image is sized and, at the top of a page, fetched first; the other slides'
 * images load when first shown. Nothing when the slider is missing or has no slides.
 */
export default function SliderCarousel({
  slider,
  label,
  height,
  align,
  autoplay,
  priority,
  anchor,
  shownSince,
}: SectionProps<typeof sliderSchema> & SliderCarouselProps) {
  const api = useApi();
  const { data } = useQuery(sliderQuery(api, slider));
  const slides = data?.slides ?? [];
  if (!data || slides.length === 0) return null;
  return (
    <Carousel
      id={anchor}
      label={label}
      count={slides.length}
      interval={autoplay ? data.interval_ms : 0}
      shownSince={shownSince}
      renderSlide={(index) => {
        const slide = slides[index];
        if (!slide) return null;
        return (
          <Slide height={height}>
            <Picture
              src={slide.image.src}
              alt={slide.image.alt}
              width={slide.image.width}
              height={slide.image.height}
              priority={priority && index === 0}
            />
            <Overlay align={align}>
              <h2>{slide.title}</h2>
              {slide.subtitle && <p>{slide.subtitle}</p>}
              {slide.button_label && slide.url && <Cta to={slide.url}>{slide.button_label}</Cta>}
            </Overlay>
          </Slide>
        );
      }}
    />
  );
}
