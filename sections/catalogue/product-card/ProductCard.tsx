import { type ReactNode, useId } from 'react';
import { Link } from '../../../runtime/routing/Link.tsx';
import { productPath } from '../../../runtime/routing/product-path.ts';
import type { ProductCard as ProductCardData } from '../../../schemas/api/catalogue.ts';
import { readableTextOn, styled, VisuallyHidden } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';
import { Price } from '../../../themes/ui/Price.tsx';
import { Rating } from '../../../themes/ui/Rating.tsx';

/** Width in CSS pixels the card's image is requested at (1x; 2x doubles it). */
export const CARD_IMAGE_WIDTH = 400;

const Card = styled('article', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  minWidth: 0,
  height: '100%',
});

const Media = styled('div', {
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& img': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    transition: 'opacity 200ms ease-out, transform 300ms ease-out',
  },
  '& img[data-hover]': { opacity: 0 },
  '@media (hover: hover)': {
    '&:hover img[data-hover]': { opacity: 1 },
    '&:hover img[data-base][data-has-hover]': { opacity: 0 },
  },
  '@media (prefers-reduced-motion: reduce)': { '& img': { transition: 'none' } },
  variants: { soldOut: { true: { '& img': { filter: 'grayscale(0.7)', opacity: 0.75 } } } },
});

const MediaLink = styled(Link, { position: 'absolute', inset: 0, display: 'block' });

const NoImage = styled('span', {
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: '$muted',
  fontSize: '$sm',
});

const Badges = styled('ul', {
  position: 'absolute',
  top: '$2',
  insetInlineStart: '$2',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  '& li': {
    padding: '2px $2',
    borderRadius: '$sm',
    fontSize: '$xs',
    fontWeight: 600,
    lineHeight: 1.5,
  },
});

const Corner = styled('div', {
  position: 'absolute',
  top: '$1',
  insetInlineEnd: '$1',
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
});

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1', flex: 1 });

const Brand = styled('p', {
  margin: 0,
  color: '$muted',
  fontSize: '$xs',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

const Name = styled('h3', {
  margin: 0,
  fontSize: '1rem',
  fontWeight: 600,
  lineHeight: 1.35,
  '& a': { color: '$text', textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
  '& a:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

const RatingLine = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$1',
  margin: 0,
  color: '$muted',
  fontSize: '$xs',
});

const Stock = styled('p', { margin: 0, color: '$danger', fontSize: '$sm', fontWeight: 600 });

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  marginTop: 'auto',
  paddingTop: '$2',
});

const ViewLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40px',
  paddingInline: '$3',
  border: '1px solid $primary',
  borderRadius: '$sm',
  color: '$primary',
  fontSize: '$sm',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$primaryFade', color: '$text' },
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

/** Render props that put other domains' controls on a card. */
export interface ProductCardSlots {
  /** Over the image's corner: the wishlist toggle. */
  wishlist?: (product: ProductCardData) => ReactNode;
  /** Under the price: quick view and add to cart. Without it, a link to the product. */
  actions?: (product: ProductCardData) => ReactNode;
}

export interface ProductCardProps {
  product: ProductCardData;
  /**
   * Load the image eagerly with high priority: for cards in the first visible row. Every other
   * card's images load lazily. @default false
   */
  priority?: boolean;
  /** Heading level of the product name, so it nests under the section's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Controls of other domains (wishlist, quick view, add to cart). */
  slots?: ProductCardSlots;
  className?: string;
}

/** Image attributes at the card's width, keeping the picture's own proportions (CLS 0). */
function cardImage(image: { width: number; height: number }) {
  const width = CARD_IMAGE_WIDTH;
  return { width, height: Math.max(1, Math.round((image.height / image.width) * width)) };
}

/**
 * A product on a grid, a listing or a carousel: the image (a second
 * image on hover), labels, brand, name, price with the list price struck through on sale, rating,
 * an out-of-stock state, and slots for the wishlist toggle, quick view and add to cart. The image
 * has explicit sizes and loads lazily unless `priority` is set.
 */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
  slots,
  className,
}: ProductCardProps) {
  const nameId = useId();
  const href = productPath(product.slug);
  const soldOut = !product.channel.is_in_stock;
  const base = product.base_image;
  const hover = product.hover_image;
  const heading = `h${headingLevel}` as const;
  return (
    <Card className={className} aria-labelledby={nameId} data-product-card={product.slug}>
      <Media soldOut={soldOut}>
        {/* the name below is the accessible link; this one only widens the click target */}
        <MediaLink to={href} tabIndex={-1} aria-hidden="true">
          {base ? (
            <Image
              src={base.src}
              alt=""
              {...cardImage(base)}
              priority={priority}
              data-base=""
              data-has-hover={hover ? '' : undefined}
            />
          ) : (
            <NoImage>No image</NoImage>
          )}
          {base && hover && <Image src={hover.src} alt="" {...cardImage(hover)} data-hover="" />}
        </MediaLink>
        {(product.labels.length > 0 || soldOut) && (
          <Badges aria-label="Labels">
            {soldOut && <li style={{ backgroundColor: '#3f4a52', color: '#ffffff' }}>Sold out</li>}
            {product.labels.map((label) => (
              <li
                key={label.name}
                style={{ backgroundColor: label.color, color: readableTextOn(label.color) }}
              >
                {label.name}
              </li>
            ))}
          </Badges>
        )}
        {slots?.wishlist && <Corner>{slots.wishlist(product)}</Corner>}
      </Media>
      <Body>
        {product.brand && <Brand>{product.brand.name}</Brand>}
        <Name as={heading} id={nameId}>
          <Link to={href}>{product.name}</Link>
        </Name>
        <Price amount={product.channel.selling_price} listPrice={product.channel.mrp} />
        {product.rating.count > 0 && (
          <RatingLine>
            <Rating value={product.rating.average} size={14} />
            <span>
              ({product.rating.count}
              <VisuallyHidden> {product.rating.count === 1 ? 'review' : 'reviews'}</VisuallyHidden>)
            </span>
          </RatingLine>
        )}
        {soldOut && <Stock>Out of stock</Stock>}
        <Actions>
          {slots?.actions ? (
            slots.actions(product)
          ) : (
            <ViewLink to={href}>
              {product.has_variants && !soldOut ? 'Choose options' : 'View product'}
              <VisuallyHidden>: {product.name}</VisuallyHidden>
            </ViewLink>
          )}
        </Actions>
      </Body>
    </Card>
  );
}
