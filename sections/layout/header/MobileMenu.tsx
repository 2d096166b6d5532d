import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { menuQuery } from '../../../runtime/content/menu-query.ts';
import type { MenuItem } from '../../../schemas/api/content.ts';
import { Drawer, Icon, styled } from '../../../themes/index.ts';
import { iconControl } from './icon-control.ts';
import { MenuLink } from './MenuLink.tsx';

const Tree = styled('ul', {
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': {
    display: 'block',
    paddingBlock: '$3',
    color: '$text',
    textDecoration: 'none',
    borderBottom: '1px solid $border',
  },
  '& a[aria-current="page"]': { color: '$primary', fontWeight: 600 },
  '& ul': { paddingInlineStart: '$4', listStyle: 'none' },
  '& ul a': { fontSize: '$sm', color: '$muted' },
});

/** The header menu on narrow screens: a Menu button opening a drawer with the whole tree. */
export function MobileMenu({
  items,
  id,
  buttonClass = iconControl({ below: 'xl' }).className,
}: {
  items: readonly MenuItem[];
  id?: string | undefined;
  /** The menu button's class: `iconControl({ below: 'xl' })`. */
  buttonClass?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      side="left"
      title="Menu"
      closeLabel="Close menu"
      trigger={
        <button id={id} type="button" className={buttonClass} aria-label="Open menu">
          <Icon name="menu" />
        </button>
      }
    >
      <nav aria-label="Main">
        <Tree>
          {items.map((item) => (
            <li key={`${item.label}:${item.url}`}>
              <MenuLink item={item} onNavigate={close}>
                {item.label}
              </MenuLink>
              {item.children.length > 0 && (
                <ul>
                  {item.children.map((child) => (
                    <li key={`${child.label}:${child.url}`}>
                      <MenuLink item={child} onNavigate={close}>
                        {child.label}
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </Tree>
      </nav>
    </Drawer>
  );
}

/**
 * The header's part for narrow screens (decision 0017): the menu `menuId` (in the page's data
 * since the server loaded it) as {@link MobileMenu}, loaded when a shopper turns to its button (a
 * tap before that is held and replayed); `anchor` is the id of the button. The header passes the
 * button's class: computed in the browser before the part loads, its variant's rule comes after
 * the base rule the header's own icon links insert (server-only CSS would lose to it).
 */
export default function MobileMenuPart({
  menuId,
  anchor,
  buttonClass,
}: {
  menuId: string;
  anchor?: string;
  buttonClass: string;
}) {
  const items = useQuery(menuQuery(useApi(), menuId)).data?.items ?? [];
  return items.length > 0 ? (
    <MobileMenu items={items} id={anchor} buttonClass={buttonClass} />
  ) : null;
}
