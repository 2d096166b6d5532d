import { useState } from 'react';
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
export function MobileMenu({ items }: { items: readonly MenuItem[] }) {
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
        <button type="button" className={iconControl({ below: 'xl' })} aria-label="Open menu">
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
