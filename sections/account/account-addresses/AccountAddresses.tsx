import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import {
  addressFieldsQuery,
  countriesQuery,
  savedAddressesKey,
  savedAddressesQuery,
} from '../../../runtime/commerce/address/address-queries.ts';
import { ACCOUNT_TITLE_ID } from '../../../runtime/routing/account-panels.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type { Address, AddressType } from '../../../schemas/api/address.ts';
import { addressTypes } from '../../../schemas/api/address.ts';
import * as address from '../../../schemas/api/endpoints/address.ts';
import { Button, Container, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import {
  AddressCard,
  AddressForm,
  type AddressPayload,
  addressLines,
} from '../../address/shared/index.ts';
import { EmptyState, LoadError, Panel } from '../shared/panel-states.tsx';
import { isAddressesPanel } from './addresses-panel.ts';
import type { accountAddressesSchema } from './schema.ts';

const Toolbar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$3',
  '& p': { margin: 0, color: '$muted' },
});

const Group = styled('section', {
  display: 'grid',
  gap: '$3',
  minWidth: 0,
  '& h2': { margin: 0, fontSize: '1.125rem' },
});

const Grid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$4',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@md': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const Tile = styled('article', {
  display: 'grid',
  gap: '$3',
  alignContent: 'space-between',
  height: '100%',
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$background',
  minWidth: 0,
  variants: { chosen: { true: { borderColor: '$primary', borderWidth: '2px' } } },
});

const TileActions = styled('div', { display: 'flex', gap: '$2' });

const FormCard = styled('section', {
  display: 'grid',
  gap: '$4',
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$background',
  minWidth: 0,
  '@md': { padding: '$5' },
  '& h2': { margin: 0, fontSize: '1.125rem', outline: 'none' },
});

const TypeChoice = styled('fieldset', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2 $5',
  margin: 0,
  padding: 0,
  border: 0,
  '& legend': { fontWeight: 600, fontSize: '0.95rem', marginBottom: '$1', padding: 0 },
  '& label': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '$2',
    minHeight: '44px',
    cursor: 'pointer',
  },
  '& input': { width: '18px', height: '18px', margin: 0, accentColor: '$colors$primary' },
});

const Loading = styled('div', { display: 'grid', gap: '$4' });

function BookSkeleton() {
  return (
    <Loading aria-hidden="true">
      <Skeleton height="44px" width="40%" />
      <Grid>
        {[0, 1].map((cell) => (
          <li key={cell}>
            <Skeleton height="168px" />
          </li>
        ))}
      </Grid>
    </Loading>
  );
}

/** What the form is doing: closed, adding a new address, or editing a saved one. */
type Editing =
  | { kind: 'closed' }
  | { kind: 'add'; type: AddressType }
  | { kind: 'edit'; address: Address };

const plural = (count: number) => `${count} saved ${count === 1 ? 'address' : 'addresses'}`;

/** The address book on its own, for any location (stories render it directly). */
export function AddressBook({ add_label = 'Add address' }: { add_label?: string | undefined }) {
  const id = useId();
  const api = useApi();
  const queryClient = useQueryClient();
  const { isLoggedIn, storefront } = useStorefront();
  const saved = useQuery({ ...savedAddressesQuery(api), enabled: isLoggedIn });
  const shippingFields = useQuery(addressFieldsQuery(api, 'Shipping'));
  const billingFields = useQuery(addressFieldsQuery(api, 'Billing'));
  const countries = useQuery(countriesQuery(api));
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const formHeading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  // where focus goes when the form closes: the Add button, or the Edit button of the edited card
  const returnFocus = useRef<'add' | number | null>(null);

  // the form's heading takes focus when it opens; the Add button when it closes
  useEffect(() => {
    if (editing.kind !== 'closed') {
      formHeading.current?.focus();
      formHeading.current?.scrollIntoView?.({ block: 'nearest' });
    } else if (returnFocus.current !== null) {
      const edited = returnFocus.current;
      returnFocus.current = null;
      const editButton =
        edited === 'add'
          ? null
          : panel.current?.querySelector<HTMLButtonElement>(`[data-edit-address="${edited}"]`);
      (editButton ?? addButton.current)?.focus();
    }
  }, [editing]);

  const queries = [saved, shippingFields, billingFields, countries];
  const failed = queries.some((query) => query.isError);
  const ready =
    saved.data !== undefined &&
    shippingFields.data !== undefined &&
    billingFields.data !== undefined &&
    countries.data !== undefined;

  const close = () => {
    returnFocus.current = editing.kind === 'edit' ? editing.address.id : 'add';
    setEditing({ kind: 'closed' });
  };

  const save = async (payload: AddressPayload) => {
    if (editing.kind === 'edit') {
      await api.call(address.update, { params: { id: editing.address.id }, body: payload });
    } else {
      await api.call(address.add, { body: payload });
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: savedAddressesKey }),
      queryClient.invalidateQueries({ queryKey: ['account', 'dashboard', 'addresses'] }),
    ]);
    close();
  };

  let body: React.ReactNode;
  if (failed && !ready) {
    body = (
      <LoadError
        title="We couldn’t load your addresses."
        retrying={queries.some((query) => query.isFetching)}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  } else if (!ready) {
    body = <BookSkeleton />;
  } else {
    const fieldsOf = (type: AddressType) =>
      type === 'Shipping' ? shippingFields.data : billingFields.data;
    const ownCountry = countries.data.find(
      (country) => country.mobile_code === storefront.channel.country.mobile_code,
    )?.id;
    const all = saved.data;
    const open = editing.kind !== 'closed';
    const formType =
      editing.kind === 'edit'
        ? editing.address.address_type
        : editing.kind === 'add'
          ? editing.type
          : 'Shipping';
    const openAdd = () => setEditing({ kind: 'add', type: 'Shipping' });

    body = (
      <>
        {all.length > 0 && (
          <Toolbar>
            <p>{plural(all.length)}</p>
            {!open && (
              <Button ref={addButton} onClick={openAdd}>
                {add_label}
              </Button>
            )}
          </Toolbar>
        )}
        {open && (
          <FormCard aria-labelledby={`${id}-form`}>
            <h2 id={`${id}-form`} ref={formHeading} tabIndex={-1}>
              {editing.kind === 'edit' ? `Edit ${formType.toLowerCase()} address` : 'Add address'}
            </h2>
            {editing.kind === 'add' && (
              <TypeChoice>
                <legend>Address type</legend>
                {addressTypes.map((type) => (
                  <label key={type}>
                    <input
                      type="radio"
                      name={`${id}-type`}
                      value={type}
                      checked={editing.type === type}
                      onChange={() => setEditing({ kind: 'add', type })}
                    />
                    {type}
                  </label>
                ))}
              </TypeChoice>
            )}
            <AddressForm
              key={editing.kind === 'edit' ? `edit-${editing.address.id}` : `add-${formType}`}
              type={formType}
              fields={fieldsOf(formType)}
              countries={countries.data}
              address={editing.kind === 'edit' ? editing.address : null}
              defaultCountryId={ownCountry}
              defaultOption
              submitLabel={editing.kind === 'edit' ? 'Update Address' : 'Save Address'}
              onSave={save}
              onCancel={close}
            />
          </FormCard>
        )}
        {all.length === 0 && !open && (
          <EmptyState title="No saved addresses yet">
            <p>Save a shipping or billing address and it’s ready for your next checkout.</p>
            <Button ref={addButton} onClick={openAdd}>
              {add_label}
            </Button>
          </EmptyState>
        )}
        {addressTypes.map((type) => {
          const ofType = all.filter((each) => each.address_type === type);
          if (ofType.length === 0) return null;
          const fields = fieldsOf(type);
          return (
            <Group key={type} aria-labelledby={`${id}-${type}`}>
              <h2 id={`${id}-${type}`}>{type} addresses</h2>
              <Grid>
                {ofType.map((each) => {
                  const { title, lines } = addressLines(fields, each);
                  const name = [title, lines[0]].filter(Boolean).join(', ');
                  const isEdited = editing.kind === 'edit' && editing.address.id === each.id;
                  return (
                    <li key={each.id}>
                      <Tile aria-label={`${type} address: ${name}`} chosen={isEdited}>
                        <AddressCard fields={fields} address={each} isDefault={each.is_default} />
                        <TileActions>
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={`Edit ${type.toLowerCase()} address: ${name}`}
                            disabled={isEdited}
                            data-edit-address={each.id}
                            onClick={() => setEditing({ kind: 'edit', address: each })}
                          >
                            Edit
                          </Button>
                        </TileActions>
                      </Tile>
                    </li>
                  );
                })}
              </Grid>
            </Group>
          );
        })}
      </>
    );
  }

  return (
    <Container width="normal">
      <Panel
        ref={panel}
        aria-labelledby={ACCOUNT_TITLE_ID}
        aria-busy={(!ready && !failed) || undefined}
      >
        {body}
      </Panel>
    </Container>
  );
}

/**
 * The customer's address book, `/account/addresses` (spec §2 'Save addresses for a hassle-free
 * checkout'; spec §7 "Address"): the saved shipping and billing addresses with their defaults
 * marked, 'Add address' and 'Edit' with the checkout's address form. Renders nothing on the
 * account's other pages.
 */
export default function AccountAddresses({
  add_label,
}: SectionProps<typeof accountAddressesSchema>) {
  if (!isAddressesPanel(usePageLocation())) return null;
  return <AddressBook add_label={add_label} />;
}
