import { useId } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import { styled } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';
import type { imageBannerSchema } from './schema.ts';

const Banner = styled('section', {
  position: 'relative',
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
  padding: '$6 $5',
  color: '#fff',
  background: 'linear-gradient(90deg, rgba(0,0,0,0.55), rgba(0,0,0,0.2))',
  '& h2': { margin: 0, fontSize: 'clamp(1.75rem, 4vw, 3rem)' },
  '& p': { margin: 0, maxWidth: '40rem', fontSize: '1.125rem' },
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
});

/** A wide image with an optional heading, text and button over it. */
export default function ImageBanner({
  image,
  heading,
  text,
  cta,
  align,
  height,
  priority,
}: SectionProps<typeof imageBannerSchema>) {
  const headingId = useId();
  const hasOverlay = Boolean(heading || text || cta);
  return (
    <Banner height={height} aria-labelledby={heading ? headingId : undefined}>
      <Picture
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        priority={priority}
      />
      {hasOverlay && (
        <Overlay align={align}>
          {heading && <h2 id={headingId}>{heading}</h2>}
          {text && <p>{text}</p>}
          {cta && <Cta to={cta.href}>{cta.label}</Cta>}
        </Overlay>
      )}
    </Banner>
  );
}
