import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { Link } from '../../../runtime/routing/Link.tsx';
import { Container, styled } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { gridColumnsStyle, responsiveGridCss } from '../grid-columns.ts';
import { categoryGridQuery } from './category-grid-query.ts';
import type { categoryGridSchema } from './schema.ts';

/** Width in CSS pixels the category images are requested at (1x). */
const IMAGE_WIDTH = 400;

const Section = styled('section', { paddingBlock: '$6' });
const Heading = styled('h2', { margin: '0 0 $4', fontSize: '1.5rem' });
const Grid = styled('ul', responsiveGridCss);
const Tile = styled(Link, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  color: '$text',
  textDecoration: 'none',
  '&:hover strong': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
const Media = styled('div', {
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
});
const Name = styled('strong', { fontSize: '1rem' });
const Count = styled('span', { color: '$muted', fontSize: '$sm' });
const Note = styled('p', { margin: 0, color: '$muted' });

/** `12 products`, `1 product`. */
export function productCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/**
 * Categories as image tiles linking to their pages (`POST /api/category/category-grid`): picked
 * ids, a parent's subcategories or the top categories, with product counts. Loaded on the server.
 */
export default function CategoryGrid(props: SectionProps<typeof categoryGridSchema>) {
  const { heading, limit, show_count, hide_empty, columns } = props;
  const api = useApi();
  const headingId = useId();
  const { data, isPending, isError } = useQuery(categoryGridQuery(api, props));
  const categories = (data?.categories ?? [])
    .filter((category) => !hide_empty || category.product_count > 0)
    .slice(0, limit);
  if (!isPending && !isError && categories.length === 0) return null;

  return (
    <Section
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : 'Categories'}
      aria-busy={isPending || undefined}
    >
      <Container width="wide">
        {heading && <Heading id={headingId}>{heading}</Heading>}
        {isError ? (
          <Note role="status">These categories could not be loaded. Please try again later.</Note>
        ) : (
          <Grid style={gridColumnsStyle(columns)}>
            {isPending
              ? Array.from({ length: Math.min(limit, columns.desktop) }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={index}>
                    <Media>
                      <Skeleton height="100%" />
                    </Media>
                  </li>
                ))
              : categories.map((category) => (
                  <li key={category.id}>
                    <Tile to={`/product-category/${encodeURIComponent(category.slug)}`}>
                      <Media>
                        {category.image && (
                          <Image
                            src={category.image.src}
                            alt=""
                            width={IMAGE_WIDTH}
                            height={Math.round(
                              (category.image.height / category.image.width) * IMAGE_WIDTH,
                            )}
                          />
                        )}
                      </Media>
                      <Name>{category.name}</Name>
                      {show_count && <Count>{productCountLabel(category.product_count)}</Count>}
                    </Tile>
                  </li>
                ))}
          </Grid>
        )}
      </Container>
    </Section>
  );
}
