import { useId } from 'react';
import type { ProductCard as ProductCardData } from '../../../schemas/api/catalogue.ts';
import { Container, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import {
  type GridColumns,
  gridColumnsStyle,
  responsiveGridCss,
} from '../../catalogue/grid-columns.ts';
import { ProductCard, storefrontCardSlots } from '../../catalogue/product-card/index.ts';

const Section = styled('section', {
  paddingBlock: '$6',
  '& h2': { margin: '0 0 $4', fontSize: '1.5rem' },
});
const Grid = styled('ul', responsiveGridCss);
const Placeholder = styled('div', { aspectRatio: '1 / 1' });

export interface ProductRowProps {
  heading: string;
  /** The products; `null` while they load (placeholders of `placeholders` cards show). */
  products: readonly ProductCardData[] | null;
  columns: GridColumns;
  /** Placeholders while loading. */
  placeholders: number;
}

/**
 * A heading and a grid of the shared product cards (with the wishlist heart, quick view and add
 * to cart), for related and recently viewed products. Renders nothing for an empty list.
 */
export function ProductRow({ heading, products, columns, placeholders }: ProductRowProps) {
  const headingId = useId();
  if (products !== null && products.length === 0) return null;
  return (
    <Section aria-labelledby={headingId} aria-busy={products === null || undefined}>
      <Container width="wide">
        <h2 id={headingId}>{heading}</h2>
        <Grid style={gridColumnsStyle(columns)}>
          {products === null
            ? Array.from({ length: placeholders }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={index}>
                  <Placeholder>
                    <Skeleton height="100%" />
                  </Placeholder>
                </li>
              ))
            : products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} headingLevel={3} slots={storefrontCardSlots} />
                </li>
              ))}
        </Grid>
      </Container>
    </Section>
  );
}
