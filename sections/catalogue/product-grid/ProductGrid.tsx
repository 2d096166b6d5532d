import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { Link } from '../../../runtime/routing/Link.tsx';
import { Container, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { gridColumnsStyle, responsiveGridCss } from '../grid-columns.ts';
import { storefrontCardSlots } from '../product-card/card-slots.tsx';
import { ProductCard } from '../product-card/ProductCard.tsx';
import { productGridQuery } from './product-grid-query.ts';
import type { productGridSchema } from './schema.ts';

const Section = styled('section', { paddingBlock: '$6' });
const Head = styled('div', {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '$4',
  marginBottom: '$4',
  '& h2': { margin: 0, fontSize: '1.5rem' },
});
const Grid = styled('ul', responsiveGridCss);
const ViewAll = styled(Link, { color: '$primary', fontWeight: 600, whiteSpace: 'nowrap' });
const Note = styled('p', { margin: 0, color: '$muted' });
const Placeholder = styled('div', { aspectRatio: '1 / 1' });

/**
 * Products picked by ids, category, collection or tag (`POST /api/product/product-grid`), as
 * cards in a grid with a column count per breakpoint. The products are loaded on the server.
 */
export default function ProductGrid(props: SectionProps<typeof productGridSchema>) {
  const { heading, view_all, columns, priority, limit } = props;
  const api = useApi();
  const headingId = useId();
  const { data, isPending, isError } = useQuery(productGridQuery(api, props));
  const products = data?.products ?? [];
  if (!isPending && !isError && products.length === 0) return null;

  return (
    <Section
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : 'Products'}
      aria-busy={isPending || undefined}
    >
      <Container width="wide">
        {(heading || view_all) && (
          <Head>
            {heading && <h2 id={headingId}>{heading}</h2>}
            {view_all && <ViewAll to={view_all.href}>{view_all.label}</ViewAll>}
          </Head>
        )}
        {isError ? (
          <Note role="status">These products could not be loaded. Please try again later.</Note>
        ) : (
          <Grid style={gridColumnsStyle(columns)}>
            {isPending
              ? Array.from({ length: Math.min(limit, columns.desktop) }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={index}>
                    <Placeholder>
                      <Skeleton height="100%" />
                    </Placeholder>
                  </li>
                ))
              : products.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      priority={priority && index < columns.desktop}
                      headingLevel={heading ? 3 : 2}
                      slots={storefrontCardSlots}
                    />
                  </li>
                ))}
          </Grid>
        )}
      </Container>
    </Section>
  );
}
