import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import type { Testimonial } from '../../../schemas/api/content.ts';
import { Container, styled } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';
import { Rating } from '../../../themes/ui/Rating.tsx';

// only the carousel layout needs the carousel's code
const Carousel = lazy(() =>
  import('../shared/Carousel.tsx').then((module) => ({ default: module.Carousel })),
);

import type { testimonialsSchema } from './schema.ts';
import { testimonialsQuery } from './testimonials-query.ts';

const Section = styled('section', { paddingBlock: '$7' });
const Heading = styled('h2', { margin: '0 0 $5', fontSize: '1.5rem' });

const Grid = styled('ul', {
  display: 'grid',
  gap: '$5',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li': { display: 'flex' },
});

const Card = styled('figure', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  flex: 1,
  margin: 0,
  padding: '$5',
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& blockquote': { margin: 0, flex: 1, fontSize: '1.0625rem', lineHeight: 1.6 },
  '& blockquote p': { margin: 0 },
  variants: {
    single: {
      true: {
        maxWidth: '$narrow',
        marginInline: 'auto',
        alignItems: 'center',
        textAlign: 'center',
      },
    },
  },
});

const Caption = styled('figcaption', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  '& img': { width: '48px', height: '48px', borderRadius: '$pill', objectFit: 'cover' },
  '& span': { display: 'block', color: '$muted', fontSize: '$sm' },
  variants: { single: { true: { justifyContent: 'center', textAlign: 'start' } } },
});

interface QuoteProps {
  testimonial: Testimonial;
  showRating: boolean;
  single?: boolean;
}

/** One quote with who said it and, if wanted, their stars. */
function Quote({ testimonial, showRating, single = false }: QuoteProps) {
  return (
    <Card single={single}>
      {showRating && <Rating value={testimonial.rating} />}
      <blockquote>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <Caption single={single}>
        {testimonial.avatar && (
          <Image
            src={testimonial.avatar.src}
            alt=""
            width={testimonial.avatar.width}
            height={testimonial.avatar.height}
          />
        )}
        <div>
          <strong>{testimonial.name}</strong>
          {testimonial.role && <span>{testimonial.role}</span>}
        </div>
      </Caption>
    </Card>
  );
}

/**
 * What customers say (`GET /api/testimonials/{id}`, spec §7): quotes with the customer's name,
 * what they do and their stars, side by side or one at a time in an accessible carousel. Loaded
 * on the server; shows nothing when the set is missing or empty.
 */
export default function Testimonials({
  testimonials,
  heading,
  layout,
  limit,
  show_rating,
  rotate_seconds,
}: SectionProps<typeof testimonialsSchema>) {
  const api = useApi();
  const headingId = useId();
  const { data } = useQuery(testimonialsQuery(api, testimonials));
  const quotes = (data?.testimonials ?? []).slice(0, limit);
  if (quotes.length === 0) return null;
  return (
    // a carousel is the region itself, named by the heading: no second region of the same name
    <Section
      as={layout === 'carousel' ? 'div' : 'section'}
      aria-labelledby={layout === 'carousel' ? undefined : headingId}
    >
      <Container width="wide">
        <Heading id={headingId}>{heading}</Heading>
        {layout === 'carousel' ? (
          <Suspense fallback={null}>
            <Carousel
              label={heading}
              count={quotes.length}
              interval={rotate_seconds * 1000}
              controls="above"
              renderSlide={(index) => {
                const quote = quotes[index];
                return quote && <Quote testimonial={quote} showRating={show_rating} single />;
              }}
            />
          </Suspense>
        ) : (
          <Grid>
            {quotes.map((quote) => (
              <li key={`${quote.name}-${quote.quote.slice(0, 24)}`}>
                <Quote testimonial={quote} showRating={show_rating} />
              </li>
            ))}
          </Grid>
        )}
      </Container>
    </Section>
  );
}
