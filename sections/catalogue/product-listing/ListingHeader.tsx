import { Form } from 'react-router';
import { Link } from '../../../runtime/routing/Link.tsx';
import type { ProductListing } from '../../../schemas/api/catalogue-listings.ts';
import { Button, styled, VisuallyHidden } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { textInputStyle } from '../../../themes/ui/text-input-style.ts';
import { type ListingScope, SEARCH_PARAM } from './listing-scope.ts';

const Header = styled('header', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  marginBlock: '$4',
  '& h1': { margin: 0, fontSize: 'clamp(1.5rem, 3vw, 2.25rem)' },
  '& p': { margin: 0, maxWidth: '48rem', color: '$muted' },
});

const Subcategories = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': {
    display: 'inline-block',
    padding: '$1 $3',
    border: '1px solid $border',
    borderRadius: '$pill',
    color: '$text',
    fontSize: '$sm',
    textDecoration: 'none',
  },
  '& a:hover': { borderColor: '$text' },
});

const SearchForm = styled(Form, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '$2',
  marginBottom: '$4',
  '& label': {
    display: 'flex',
    flexDirection: 'column',
    gap: '$1',
    flex: '1 1 240px',
    maxWidth: '480px',
  },
  '& input': textInputStyle,
});

function titleOf(
  scope: ListingScope,
  heading: string | undefined,
  place: { category?: { name: string } | null; collection?: { name: string } | null } | undefined,
): string {
  if (scope.kind === 'search') {
    return scope.query ? `Search results for “${scope.query}”` : (heading ?? 'Search');
  }
  const named = place?.category?.name ?? place?.collection?.name;
  if (scope.kind === 'shop' && scope.key === 'shop-online') return heading ?? 'Shop all';
  return named ?? (scope.kind === 'shop' ? (heading ?? 'Shop all') : '');
}

export interface ListingHeaderProps {
  scope: ListingScope;
  /** The section's heading, for the shop and an empty search. */
  heading: string | undefined;
  /** The listing answer shown, once there is one. */
  data: ProductListing | undefined;
  /** Whether the heading, description and subcategories show; else the heading is for screen readers only. */
  show: boolean;
  /** Id of the `<h1>`, which names the section. */
  headingId: string;
}

/**
 * The top of a listing: its `<h1>` (the category or collection's name, the shop's heading or the
 * search text), the description and subcategory links, and on a search the form to change it.
 */
export function ListingHeader({ scope, heading, data, show, headingId }: ListingHeaderProps) {
  const title = titleOf(scope, heading, data);
  const description = data?.category?.description || data?.collection?.description;
  const subcategories = data?.category?.children ?? [];
  return (
    <>
      {show ? (
        <Header>
          <h1 id={headingId}>{title || <Skeleton width="12ch" shape="text" />}</h1>
          {description && <p>{description}</p>}
          {subcategories.length > 0 && (
            <Subcategories aria-label="Subcategories">
              {subcategories.map((child) => (
                <li key={child.id}>
                  <Link
                    to={
                      scope.kind === 'shop'
                        ? `/shop-online/${encodeURIComponent(child.slug)}`
                        : `/product-category/${encodeURIComponent(child.slug)}`
                    }
                  >
                    {child.name}
                  </Link>
                </li>
              ))}
            </Subcategories>
          )}
        </Header>
      ) : (
        <VisuallyHidden as="h1" id={headingId}>
          {title}
        </VisuallyHidden>
      )}
      {scope.kind === 'search' && (
        <SearchForm method="get" action="/search" role="search" aria-label="Search the shop">
          <label>
            Search the shop
            <input
              key={scope.query}
              type="search"
              name={SEARCH_PARAM}
              defaultValue={scope.query}
              maxLength={200}
            />
          </label>
          <Button type="submit">Search</Button>
        </SearchForm>
      )}
    </>
  );
}
