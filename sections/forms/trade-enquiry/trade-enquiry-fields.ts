import type { TradeEnquiryRequest } from '../../../schemas/api/content.ts';
import { TRADE_ENQUIRY_MAX_QUANTITY } from '../../../schemas/api-constants.ts';
import type { FieldDefinition, FormValues } from '../shared/form-fields.ts';

const field = (
  definition: Pick<FieldDefinition, 'name' | 'label' | 'type'> & Partial<FieldDefinition>,
): FieldDefinition => ({ required: false, placeholder: '', options: [], ...definition });

/**
 * The fields of a trade enquiry, one per field a shopper writes of `tradeEnquiryRequestSchema`
 * (the product id is a reference, not something a shopper types).
 */
export const tradeEnquiryFields: readonly FieldDefinition[] = [
  field({ name: 'name', label: 'Name', type: 'text', required: true }),
  field({ name: 'company', label: 'Company or club', type: 'text' }),
  field({ name: 'email', label: 'Email', type: 'email', required: true }),
  field({
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    required: true,
    placeholder: '10-digit mobile number',
  }),
  field({
    name: 'quantity',
    label: 'Units needed',
    type: 'number',
    integer: true,
    min: 1,
    max: TRADE_ENQUIRY_MAX_QUANTITY,
    placeholder: 'e.g. 40',
  }),
  field({ name: 'message', label: 'What are you looking for?', type: 'textarea' }),
];

/** The request body of the form's (checked, trimmed) values; a blank quantity is left out. */
export function tradeEnquiryBody(values: FormValues): TradeEnquiryRequest {
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };
  const quantity = text('quantity');
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    message: text('message'),
    ...(quantity !== '' && { quantity: Number(quantity) }),
  };
}
