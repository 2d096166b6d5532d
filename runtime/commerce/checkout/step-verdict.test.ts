import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { addressVerdictOf, cartVerdictOf, placeAddressMessages } from './step-verdict.ts';

const verdict = {
  is_valid: false,
  messages: ['Phone No is empty', 'Shipping address is empty'],
  steps: {
    cart: { valid: true, messages: [] },
    address: { valid: false, messages: ['Phone No is empty', 'Shipping address is empty'] },
    payment: { valid: false, messages: [] },
  },
};

describe('the server’s step verdict (spec §5)', () => {
  it('is read from a 200 and from the data of a 422', () => {
    expect(cartVerdictOf({ data: verdict })).toEqual(verdict);
    const refusal = new ApiError('Phone No is empty', { status: 422, data: verdict });
    expect(cartVerdictOf(refusal)).toEqual(verdict);
  });

  it('is null for another failure, which the API client toasted', () => {
    expect(cartVerdictOf(new ApiError('Server Error', { status: 500 }))).toBeNull();
    expect(addressVerdictOf(new ApiError('Server Error', { status: 500 }))).toBeNull();
  });

  it('reads the address check’s 422, or its message when it carries no verdict', () => {
    const data = { is_valid: false, messages: ['Shipping address: the state is not valid'] };
    expect(addressVerdictOf(new ApiError('x', { status: 422, data }))).toEqual(data);
    expect(addressVerdictOf(new ApiError('Pincode is empty', { status: 422 }))).toEqual({
      is_valid: false,
      messages: ['Pincode is empty'],
    });
  });

  it('places each address-step message where the shopper must act, in order', () => {
    expect(
      placeAddressMessages([
        'Customer account is empty',
        'Phone No is empty',
        'Email address is empty',
        'Shipping address is empty',
        'Billing address is empty',
        'Pincode is empty',
        'Billing address: Town or city is empty',
        'Shipping Method is empty',
      ]),
    ).toEqual({
      account: 'Customer account is empty',
      phone: 'Phone No is empty',
      email: 'Email address is empty',
      shipping: ['Shipping address is empty', 'Pincode is empty'],
      billing: ['Billing address is empty', 'Billing address: Town or city is empty'],
    });
  });
});
