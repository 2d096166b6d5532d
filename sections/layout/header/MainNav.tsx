import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { menuQuery } from '../../../runtime/content/menu-query.ts';
import type { MenuItem } from '../../../schemas/api/content.ts';
import { Icon, styled } from '../../../themes/index.ts';
import { MenuLink } from './MenuLink.tsx';

// From xl only: the menu, logo, search and icons fit one row at 1280px, not at 1024px, where the
// menu button and the drawer serve instead. Labels never wrap and the menu keeps its width; the
// search field beside it gives way.
const Nav = styled('nav', { display: 'none', flexShrink: 0, '@xl': { display: 'block' } });

const TopList = styled('ul', {
  display: 'flex',
  alignItems: 'center',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li': { position: 'relative' },
  '& > li > a': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    minHeight: '44px',
    paddingInline: '$2',
    whiteSpace: 'nowrap',
    borderRadius: '$sm',
    color: '$text',
    fontWeight: 500,
    textDecoration: 'none',
  },
  '& > li > a:hover, & > li > a[aria-current="page"]': { color: '$primary' },
  // a sub-menu shows on hover and while focus is inside its item, so keyboard users reach it
  '& > li:hover > ul, & > li:focus-within > ul': { visibility: 'visible', opacity: 1 },
});

const SubList = styled('ul', {
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
  zIndex: '$floating',
  minWidth: '220px',
  margin: 0,
  padding: '$2',
  listStyle: 'none',
  backgroundColor: '$background',
  border: '1px solid $border',
  borderRadius: '$md',
  boxShadow: '$raised',
  visibility: 'hidden',
  opacity: 0,
  transition: 'opacity 120ms',
  '& a': {
    display: 'block',
    padding: '$2 $3',
    borderRadius: '$sm',
    color: '$text',
    textDecoration: 'none',
  },
  '& a:hover': { backgroundColor: '$surface', color: '$primary' },
});

/** The header menu for wide screens, with sub-menus under their items. */
export function MainNav({ items, id }: { items: readonly MenuItem[]; id?: string | undefined }) {
  return (
    <Nav aria-label="Main" id={id}>
      <TopList>
        {items.map((item) => (
          <li key={`${item.label}:${item.url}`}>
            <MenuLink item={item}>
              {item.label}
              {item.children.length > 0 && <Icon name="chevronDown" size={16} />}
            </MenuLink>
            {item.children.length > 0 && (
              <SubList>
                {item.children.map((child) => (
                  <li key={`${child.label}:${child.url}`}>
                    <MenuLink item={child}>{child.label}</MenuLink>
                  </li>
                ))}
              </SubList>
            )}
          </li>
        ))}
      </TopList>
    </Nav>
  );
}

/**
 * The header's part for wide screens (decision 0017): the menu `menuId` (in the page's data
 * since the server loaded it) as {@link MainNav}. Its sub-menus open with CSS alone, so it loads
 * when a shopper turns to it; `anchor` is the id of its outermost element.
 */
export default function MainNavPart({ menuId, anchor }: { menuId: string; anchor?: string }) {
  const items = useQuery(menuQuery(useApi(), menuId)).data?.items ?? [];
  return items.length > 0 ? <MainNav items={items} id={anchor} /> : null;
}
