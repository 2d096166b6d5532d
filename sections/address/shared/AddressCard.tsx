import type { ReactNode } from 'react';
import type { AddressField } from '../../../schemas/api/address.ts';
import { styled } from '../../../themes/index.ts';
import { type AddressLike, addressLines } from './address-values.ts';

const Card = styled('div', {
  display: 'grid',
  gap: '$1',
  minWidth: 0,
  '& p': { margin: 0, overflowWrap: 'anywhere' },
});

const Title = styled('p', { fontWeight: 700, display: 'flex', flexWrap: 'wrap', gap: '$2' });

const Line = styled('p', { color: '$muted', fontSize: '0.95rem', lineHeight: 1.45 });

const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  padding: '0 $2',
  borderRadius: '$pill',
  backgroundColor: '$surface',
  border: '1px solid $border',
  color: '$text',
  fontSize: '$xs',
  fontWeight: 600,
  lineHeight: 1.8,
});

export interface AddressCardProps {
  /** The store's fields of the address's type, in form order. */
  fields: readonly AddressField[];
  address: AddressLike;
  /** Shows 'Default' beside the name. @default false */
  isDefault?: boolean;
  /** Buttons or links under the address (Change, Edit). */
  children?: ReactNode;
}

/**
 * A saved or chosen address as a shopper reads it: the name, then the place on one line, state
 * and country, and labelled extras such as the phone.
 */
export function AddressCard({ fields, address, isDefault = false, children }: AddressCardProps) {
  const { title, lines } = addressLines(fields, address);
  return (
    <Card>
      <Title>
        {title}
        {isDefault && <Badge>Default</Badge>}
      </Title>
      {lines.map((line) => (
        <Line key={line}>{line}</Line>
      ))}
      {children}
    </Card>
  );
}
