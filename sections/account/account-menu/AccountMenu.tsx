import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { accountQuery } from '../../../runtime/commerce/account/account-query.ts';
import { useLogout } from '../../../runtime/commerce/auth/use-logout.ts';
import {
  ACCOUNT_MENU,
  ACCOUNT_PANELS,
  type AccountPanel,
  accountPanelOf,
} from '../../../runtime/routing/account-panels.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { Button, globalCss, Icon, styled } from '../../../themes/index.ts';
import type { accountMenuSchema } from './schema.ts';

// The renderer wraps each section in a <div> inside <main>. On an account page (the menu is
// there) <main> becomes the account's frame: from 1024 px the menu's wrapper floats as a left
// column and every other section's wrapper sits beside it, so the panels of any section placed
// in the account template (orders, wishlist, addresses) line up without knowing of the menu.
const MENU = '[data-account-menu]';
// the id outranks the global `#main-content` rule (display: block)
const MAIN = 'main#main-content';
const accountFrame = globalCss({
  [`${MAIN}:has(${MENU})`]: {
    display: 'flow-root',
    width: '100%',
    maxWidth: '$wide',
    marginInline: 'auto',
    paddingBlockEnd: '$8',
  },
  '@lg': {
    [`${MAIN}:has(${MENU})`]: { paddingInline: '$4' },
    [`${MAIN}:has(${MENU}) > :has(${MENU})`]: {
      float: 'left',
      width: '248px',
      paddingBlockStart: '$6',
    },
    [`${MAIN}:has(${MENU}) > :not(:has(${MENU}))`]: { marginInlineStart: '280px' },
  },
});

const Nav = styled('nav', {
  paddingInline: '$4',
  paddingBlockStart: '$4',
  '@lg': { paddingInline: 0, paddingBlockStart: 0 },
});

const Greeting = styled('p', {
  display: 'none',
  margin: '0 0 $4',
  '& strong': { display: 'block', fontSize: '1.125rem' },
  '& span': {
    display: 'block',
    color: '$muted',
    fontSize: '$sm',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '@lg': { display: 'block' },
});

// On a phone the list folds behind one button naming the current page.
const Toggle = styled('button', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  width: '100%',
  minHeight: '48px',
  padding: '$2 $4',
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '& small': {
    display: 'block',
    color: '$muted',
    fontSize: '$xs',
    fontWeight: 400,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
  '& span': { textAlign: 'left', whiteSpace: 'nowrap' },
  '& svg': { flexShrink: 0, transition: 'transform 150ms' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '&:focus-visible': { outline: 'none', boxShadow: '$focusRing' },
  '@lg': { display: 'none' },
});

const Panel = styled('div', {
  display: 'none',
  marginTop: '$2',
  padding: '$2 0',
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$background',
  '&[data-open]': { display: 'block' },
  '@lg': { display: 'block', marginTop: 0, padding: 0, border: 0 },
});

const Group = styled('div', {
  '& + &': { marginTop: '$3' },
  '& > p': {
    margin: 0,
    padding: '$2 $4 $1',
    color: '$muted',
    fontSize: '$xs',
    fontWeight: 600,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    '@lg': { paddingInline: '$3' },
  },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
});

const Entry = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '$2 $4',
  color: 'inherit',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderInlineStart: '3px solid transparent',
  '&:hover': { backgroundColor: '$surface' },
  '&:focus-visible': { outline: 'none', boxShadow: 'inset $focusRing' },
  '&[aria-current="page"]': {
    borderInlineStartColor: '$primary',
    backgroundColor: '$surface',
    color: '$primary',
    fontWeight: 600,
  },
  '@lg': { paddingInline: '$3', borderRadius: '0 $sm $sm 0' },
});

const LogoutRow = styled('div', {
  marginTop: '$3',
  padding: '$3 $4 $1',
  borderTop: '1px solid $border',
  '@lg': { paddingInline: 0 },
});

/** The Logout button (spec §4 "Logout"): ends the session, resets the shop's state, goes home. */
function LogoutButton() {
  const { logout, pending } = useLogout();
  return (
    <Button
      variant="secondary"
      fullWidth
      loading={pending}
      loadingLabel="Logging out"
      onClick={() => void logout()}
    >
      Logout
    </Button>
  );
}

/** The customer's name and e-mail above the menu, once the account has loaded. */
function CustomerGreeting() {
  const api = useApi();
  const { data } = useQuery(accountQuery(api));
  if (!data) return null;
  return (
    <Greeting>
      <strong>
        {data.first_name} {data.last_name}
      </strong>
      <span>{data.email}</span>
    </Greeting>
  );
}

export interface AccountMenuViewProps {
  /** The page shown, marked in the menu; `null` marks none. */
  current: AccountPanel | null;
  showGreeting: boolean;
  showLogout: boolean;
}

/** The menu for one current page, whatever the URL (stories render it directly). */
export function AccountMenuView({ current, showGreeting, showLogout }: AccountMenuViewProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // the folded menu closes on the way to a page: focus waits on its button, not on a hidden link
  const closeFolded = () => {
    if (!open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeFolded();
    }
  };
  // a new page closes the folded menu
  const [shownFor, setShownFor] = useState(current?.key);
  if (shownFor !== current?.key) {
    setShownFor(current?.key);
    setOpen(false);
  }
  accountFrame();
  return (
    <Nav aria-label="Account" data-account-menu="" onKeyDown={closeOnEscape}>
      {showGreeting && <CustomerGreeting />}
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((was) => !was)}
      >
        <span>
          <small>Account menu</small>
          {current?.label ?? 'Account'}
        </span>
        <Icon name="chevronDown" size={20} aria-hidden="true" />
      </Toggle>
      <Panel id={`${id}-menu`} data-open={open ? '' : undefined}>
        {ACCOUNT_MENU.map((group) => (
          <Group key={group.label}>
            <p id={`${id}-${group.label}`}>{group.label}</p>
            <ul aria-labelledby={`${id}-${group.label}`}>
              {group.panels.map((key) => {
                const panel = ACCOUNT_PANELS[key];
                return (
                  <li key={key}>
                    <Entry
                      to={panel.path}
                      aria-current={current?.key === key ? 'page' : undefined}
                      onClick={closeFolded}
                    >
                      {panel.label}
                    </Entry>
                  </li>
                );
              })}
            </ul>
          </Group>
        ))}
        {showLogout && (
          <LogoutRow>
            <LogoutButton />
          </LogoutRow>
        )}
      </Panel>
    </Nav>
  );
}

/**
 * The account menu (spec §2 "Account menu"): Home, Account and Orders groups, the current page
 * marked, Logout; it frames the account pages (see `accountFrame`). Nothing on the reset page.
 */
export default function AccountMenu({
  show_greeting,
  show_logout,
}: SectionProps<typeof accountMenuSchema>) {
  const current = accountPanelOf(usePageLocation());
  if (!current) return null;
  return (
    <AccountMenuView current={current} showGreeting={show_greeting} showLogout={show_logout} />
  );
}
