import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { savedAddressesKey } from '../../../runtime/commerce/address/address-queries.ts';
import { useCartChange } from '../../../runtime/commerce/cart/use-cart-change.ts';
import { registerStepSaver } from '../../../runtime/commerce/checkout/step-savers.ts';
import type { Address, AddressField, AddressType, Country } from '../../../schemas/api/address.ts';
import type { CartAddress } from '../../../schemas/api/cart.ts';
import * as address from '../../../schemas/api/endpoints/address.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import { fieldEmptyMessage } from '../../../schemas/api-constants.ts';
import { Button, styled } from '../../../themes/index.ts';
import {
  AddressCard,
  AddressForm,
  type AddressFormHandle,
  type AddressPayload,
} from '../../address/shared/index.ts';
import {
  ADDRESS_ACTIVITY_LABELS,
  ADDRESS_MODE_TITLES,
  type AddressMode,
  initialAddressMode,
  initialSelection,
} from '../shared/address-mode.ts';

const Area = styled('section', {
  display: 'grid',
  gap: '$4',
  '& h2': { margin: 0, fontSize: '1.25rem' },
  '& h3': { margin: 0, fontSize: '1rem', color: '$muted', fontWeight: 600 },
});

const Head = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '$2 $3',
});

const Panel = styled('div', {
  display: 'grid',
  gap: '$3',
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$background',
});

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2 $3' });

const Options = styled('div', { display: 'grid', gap: '$3' });

const Option = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '$3',
  alignItems: 'start',
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$md',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: '$primary', boxShadow: 'inset 0 0 0 1px $colors$primary' },
  '& input[type="radio"]': {
    width: '20px',
    height: '20px',
    margin: '2px 0 0',
    accentColor: '$colors$primary',
  },
});

const Problems = styled('ul', {
  margin: 0,
  padding: '$2 $3',
  listStyle: 'none',
  borderRadius: '$sm',
  backgroundColor: 'rgba(180, 35, 24, 0.08)',
  color: '$danger',
  display: 'grid',
  gap: '$1',
});

const TYPE_HEADINGS: Readonly<Record<AddressType, string>> = {
  Shipping: 'Shipping address',
  Billing: 'Billing address',
};

export interface AddressAreaProps {
  type: AddressType;
  /** The store's fields of this type, in form order. */
  fields: readonly AddressField[];
  countries: readonly Country[];
  /** The store's own country, chosen in a blank form. */
  defaultCountryId?: number | undefined;
  /** The customer's saved addresses of this type; `null` for a guest. */
  saved: readonly Address[] | null;
  /** The address of this type the cart holds (a copy). */
  cartAddress: CartAddress | null;
  /**
   * Shipping only: the billing address is the same (spec: 'same as shipping' by default), so
   * every shipping address set on the cart is set as the billing address too.
   */
  sameAsShipping?: boolean;
  /** Shipping only: the cart's billing address is not yet the shipping one, though it should be. */
  billingBehind?: boolean;
  /** This address's messages of the step check (spec §5), in order. */
  messages: readonly string[];
  /** Continue saves this area in this order (spec §5: shipping before billing). */
  saverOrder: number;
  /** Told the mode's title whenever it changes (the stepper shows the shipping area's). */
  onTitle?: ((title: string) => void) | undefined;
}

/** Field messages of the step check for an open form: '{label} is empty' by column. */
function fieldMessagesOf(fields: readonly AddressField[], messages: readonly string[]) {
  const placed: Record<string, string> = {};
  for (const field of fields) {
    const message = messages.find(
      (each) =>
        each === fieldEmptyMessage(field.label) ||
        each.endsWith(`: ${fieldEmptyMessage(field.label)}`),
    );
    if (message) placed[field.column_name] = message;
  }
  return placed;
}

/**
 * One address area of the address step (spec §2 "Address step UI modes", §4 "Address area"):
 * with no saved address the form; otherwise the selected address with 'Change', which opens the
 * selector; choosing another reveals 'Select Address' and 'Cancel' (which restores the prior
 * selection); adding or editing opens the form, with the default-address option for a customer.
 * A guest's typed address goes on the cart and shows as the selected address with 'Edit'.
 */
export function AddressArea({
  type,
  fields,
  countries,
  defaultCountryId,
  saved,
  cartAddress,
  sameAsShipping = false,
  billingBehind = false,
  messages,
  saverOrder,
  onTitle,
}: AddressAreaProps) {
  const id = useId();
  const api = useApi();
  const queryClient = useQueryClient();
  const setOnCart = useCartChange(cart.updateAddress);
  const isCustomer = saved !== null;
  const savedList = saved ?? [];
  const [mode, setMode] = useState<AddressMode>(() =>
    initialAddressMode(savedList.length, cartAddress !== null),
  );
  const [selectedId, setSelectedId] = useState(() =>
    initialSelection(savedList, cartAddress?.address_id),
  );
  const [choice, setChoice] = useState(selectedId);
  const [editing, setEditing] = useState<Address | null>(null);
  const form = useRef<AddressFormHandle>(null);
  const [confirming, setConfirming] = useState(false);

  const title = ADDRESS_MODE_TITLES[mode];
  useEffect(() => onTitle?.(title), [title, onTitle]);

  const selected = savedList.find((each) => each.id === selectedId) ?? null;
  // a guest's (or a customer's typed) address lives only on the cart
  const shown: Address | CartAddress | null =
    selected ?? (isCustomer && savedList.length > 0 ? null : cartAddress);

  /** Sets an address on the cart: a saved one by id, or a typed one. */
  const putOnCart = async (body: Record<string, unknown>, silent = false) => {
    await setOnCart.mutateAsync({
      body: {
        ...body,
        address_type: type,
        ...(type === 'Shipping' && { billing_same_as_shipping: sameAsShipping }),
      } as Parameters<typeof setOnCart.mutateAsync>[0]['body'],
      silent,
    });
  };

  const save = async (payload: AddressPayload) => {
    if (!isCustomer) {
      await putOnCart(payload);
      setMode('selected');
      return;
    }
    const { data } =
      mode === 'edit' && editing
        ? await api.call(address.update, {
            params: { id: editing.id },
            body: payload,
            silent: true,
          })
        : await api.call(address.add, { body: payload, silent: true });
    await queryClient.invalidateQueries({ queryKey: savedAddressesKey });
    // the cart holds a copy: set the saved (or edited) one again
    if (mode === 'add' || data.id === selectedId || cartAddress?.address_id === data.id) {
      await putOnCart({ address_id: data.id });
      setSelectedId(data.id);
      setChoice(data.id);
    }
    setEditing(null);
    setMode('selected');
  };

  const confirm = async () => {
    if (choice === null) return;
    setConfirming(true);
    try {
      await putOnCart({ address_id: choice });
      setSelectedId(choice);
      setMode('selected');
    } catch {
      // the client toasted it; the selector stays open with the choice
    } finally {
      setConfirming(false);
    }
  };

  const cancelChoice = () => {
    setChoice(selectedId);
    setMode('selected');
  };

  // Continue saves what this area holds but the cart does not yet
  const latest = useRef({ mode, selectedId, cartAddress, billingBehind, putOnCart });
  latest.current = { mode, selectedId, cartAddress, billingBehind, putOnCart };
  useEffect(
    () =>
      registerStepSaver(saverOrder, async () => {
        const now = latest.current;
        try {
          if (now.mode === 'add' || now.mode === 'edit') {
            const open = form.current;
            if (open?.isDirty()) return await open.submit();
            if (now.mode === 'edit') return true;
          }
          if (now.selectedId !== null && now.cartAddress?.address_id !== now.selectedId) {
            await now.putOnCart({ address_id: now.selectedId }, true);
          } else if (now.billingBehind && now.cartAddress) {
            const { address_id, country: _c, state: _s, ...typed } = now.cartAddress;
            await now.putOnCart(address_id ? { address_id } : typed, true);
          }
          return true;
        } catch {
          return false;
        }
      }),
    [saverOrder],
  );

  const blockMessages = messages.length > 0 && (
    <Problems id={`${id}-problems`}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </Problems>
  );

  const openForm = (next: 'add' | 'edit', editThis: Address | null = null) => {
    setEditing(editThis);
    setMode(next);
  };

  let body: ReactNode;
  if (mode === 'add' || mode === 'edit') {
    const canGoBack = savedList.length > 0 || cartAddress !== null;
    const editedAddress = mode === 'edit' ? (editing ?? cartAddress) : null;
    body = (
      <AddressForm
        key={`${mode}-${editing?.id ?? 'cart'}`}
        type={type}
        fields={fields}
        countries={countries}
        defaultCountryId={defaultCountryId}
        address={editedAddress ?? (isCustomer ? null : cartAddress)}
        defaultOption={isCustomer}
        submitLabel={
          mode === 'edit' ? ADDRESS_ACTIVITY_LABELS.update : ADDRESS_ACTIVITY_LABELS.save
        }
        requiredMessage={fieldEmptyMessage}
        fieldMessages={fieldMessagesOf(fields, messages)}
        onSave={save}
        onCancel={
          canGoBack
            ? () => setMode(selectedId !== null || cartAddress ? 'selected' : 'selector')
            : undefined
        }
        handle={form}
      />
    );
  } else if (mode === 'selector') {
    body = (
      <>
        <Options role="radiogroup" aria-labelledby={`${id}-title`}>
          {savedList.map((each) => (
            <Option key={each.id} as="label">
              <input
                type="radio"
                name={`${id}-choice`}
                value={each.id}
                checked={choice === each.id}
                onChange={() => setChoice(each.id)}
                aria-label={addressName(fields, each)}
              />
              <AddressCard fields={fields} address={each} isDefault={each.is_default}>
                <Actions>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={(event) => {
                      event.preventDefault();
                      openForm('edit', each);
                    }}
                    aria-label={`Edit ${addressName(fields, each)}`}
                  >
                    Edit
                  </Button>
                </Actions>
              </AddressCard>
            </Option>
          ))}
        </Options>
        <Actions>
          {choice !== selectedId && (
            <Button onClick={() => void confirm()} loading={confirming} loadingLabel="Saving">
              {ADDRESS_ACTIVITY_LABELS.select}
            </Button>
          )}
          <Button variant={choice !== selectedId ? 'ghost' : 'secondary'} onClick={cancelChoice}>
            Cancel
          </Button>
          <Button variant="ghost" onClick={() => openForm('add')}>
            + Add Address
          </Button>
        </Actions>
      </>
    );
  } else if (shown) {
    body = (
      <Panel>
        <AddressCard fields={fields} address={shown} isDefault={selected?.is_default ?? false} />
        <Actions>
          {isCustomer && savedList.length > 0 ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => setMode('selector')}>
                Change
              </Button>
              {selected && (
                <Button variant="ghost" size="sm" onClick={() => openForm('edit', selected)}>
                  Edit
                </Button>
              )}
            </>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => openForm('edit')}>
              Edit
            </Button>
          )}
        </Actions>
      </Panel>
    );
  } else {
    body = (
      <Actions>
        <Button onClick={() => openForm('add')}>+ Add Address</Button>
      </Actions>
    );
  }

  return (
    <Area aria-labelledby={`${id}-heading`}>
      <Head>
        <h2 id={`${id}-heading`}>{TYPE_HEADINGS[type]}</h2>
        {mode !== 'selected' && <h3 id={`${id}-title`}>{title}</h3>}
      </Head>
      {blockMessages}
      {body}
    </Area>
  );
}

/** The name line of an address (its first field), for radio and button names. */
function addressName(fields: readonly AddressField[], each: Address): string {
  const [first] = fields;
  const name = first ? each[first.column_name] : undefined;
  const place = fields.find((field) => field.column_name === 'line1');
  const line = place ? each[place.column_name] : undefined;
  return (
    [name, line].filter((part) => typeof part === 'string' && part !== '').join(', ') ||
    `Address ${each.id}`
  );
}
