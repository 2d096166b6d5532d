import { useState } from 'react';
import { Button, Dialog, styled } from '../../themes/index.ts';
import { COOKIE_GROUP_TEXTS } from './cookie-group-texts.ts';
import type { CookieGroup, CookiePreference } from './cookie-groups.ts';

const Groups = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$4',
  '& label': { display: 'flex', alignItems: 'center', gap: '$3', fontWeight: 600 },
  '& input': {
    width: '20px',
    height: '20px',
    margin: 0,
    accentColor: 'var(--sf-color-theme, #1f5f4a)',
  },
  '& p': { margin: '$1 0 0', color: '$muted' },
});

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '$2',
  marginTop: '$5',
});

export interface CookiePreferencesDialogProps {
  open: boolean;
  /**
   * The groups to choose from (`COOKIE_GROUPS`). Handed in by the shell, which holds them anyway,
   * so this lazily loaded dialog's chunk shares no module with the page's.
   */
  groups: readonly CookieGroup[];
  /** The saved choice the checkboxes start from; `null` before there is one. */
  preferences: CookiePreference[] | null;
  onOpenChange: (open: boolean) => void;
  onAcceptAll: () => void;
  onDeclineAll: () => void;
  /** 'Save' with the ticked groups. */
  onSave: (choices: Record<string, boolean>) => void;
}

function initialChoices(
  groups: readonly CookieGroup[],
  preferences: CookiePreference[] | null,
): Record<string, boolean> {
  return Object.fromEntries(
    groups.map((group) => [
      group.id,
      group.required || (preferences?.find((p) => p.id === group.id)?.accepted ?? false),
    ]),
  );
}

function Choices({
  groups,
  preferences,
  onAcceptAll,
  onDeclineAll,
  onSave,
}: Omit<CookiePreferencesDialogProps, 'open' | 'onOpenChange'>) {
  const [choices, setChoices] = useState(() => initialChoices(groups, preferences));
  return (
    <>
      <Groups>
        {groups.map((group) => (
          <li key={group.id}>
            <label>
              <input
                type="checkbox"
                name={group.id}
                checked={group.required || choices[group.id] === true}
                disabled={group.required}
                aria-describedby={`cookie-group-${group.id}`}
                onChange={(event) =>
                  setChoices((current) => ({ ...current, [group.id]: event.target.checked }))
                }
              />
              {COOKIE_GROUP_TEXTS[group.id]?.name}
            </label>
            <p id={`cookie-group-${group.id}`}>
              {COOKIE_GROUP_TEXTS[group.id]?.description}
              {group.required ? ' (always on)' : ''}
            </p>
          </li>
        ))}
      </Groups>
      <Actions>
        <Button variant="secondary" onClick={onDeclineAll}>
          Decline All
        </Button>
        <Button variant="secondary" onClick={onAcceptAll}>
          Accept All
        </Button>
        <Button onClick={() => onSave(choices)}>Save</Button>
      </Actions>
    </>
  );
}

/**
 * The cookie preferences modal (spec §2): Necessary Cookies, locked checked, and Optional
 * Cookies, with 'Accept All', 'Decline All' and 'Save'. The checkboxes start from the saved
 * choice each time the dialog opens.
 */
export function CookiePreferencesDialog({
  open,
  onOpenChange,
  ...rest
}: CookiePreferencesDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cookie Preferences"
      description="Choose which cookies this shop may use. You can change this at any time with Manage Cookies."
    >
      {open && <Choices {...rest} />}
    </Dialog>
  );
}

export default CookiePreferencesDialog;
