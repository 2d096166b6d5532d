import { describe, expect, it } from 'vitest';
import { contactFields } from './contact.ts';

describe('contactFields', () => {
  it('sends text with an @ as the e-mail, trimmed', () => {
    expect(contactFields('  meera@example.com ')).toEqual({ email: 'meera@example.com' });
  });

  it('sends digits as the phone, without the spaces and dashes people type', () => {
    expect(contactFields('98765 43210')).toEqual({ phone: '9876543210' });
    expect(contactFields('(987) 654-3210')).toEqual({ phone: '9876543210' });
  });

  it("drops the store country's calling code typed with a plus", () => {
    expect(contactFields('+91 98765 43210', '+91')).toEqual({ phone: '9876543210' });
    // another country's code is kept: the order may have been placed with it
    expect(contactFields('+44 7700 900123', '+91')).toEqual({ phone: '447700900123' });
  });

  it('sends other text as an e-mail, so the shopper hears what an e-mail needs', () => {
    expect(contactFields('meera')).toEqual({ email: 'meera' });
  });

  it('sends nothing for a blank field', () => {
    expect(contactFields('   ')).toEqual({});
  });
});
