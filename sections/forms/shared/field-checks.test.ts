import { describe, expect, it } from 'vitest';
import { checkField, emptyValues, numberRangeMessage, trimmedValues } from './field-checks.ts';
import type { FieldDefinition } from './form-fields.ts';

const field = (definition: Partial<FieldDefinition> & Pick<FieldDefinition, 'type'>) =>
  ({
    name: 'x',
    label: 'X',
    required: false,
    placeholder: '',
    options: [],
    ...definition,
  }) satisfies FieldDefinition;

describe('checkField (the API’s checks, spec §5 messages)', () => {
  it('requires a value, blank counting as none, and a ticked box', () => {
    expect(checkField(field({ type: 'text', required: true }), '   ')).toBe(
      'This field is required',
    );
    expect(checkField(field({ type: 'text', required: true }), ' Asha ')).toBeNull();
    expect(checkField(field({ type: 'text' }), '')).toBeNull();
    expect(checkField(field({ type: 'checkbox', required: true }), false)).toBe(
      'This field is required',
    );
    expect(checkField(field({ type: 'checkbox', required: true }), true)).toBeNull();
  });

  it('checks e-mail, phone digits (6 to 15), select choices and length', () => {
    expect(checkField(field({ type: 'email' }), 'asha@')).toBe(
      'The value must be an valid email address',
    );
    expect(checkField(field({ type: 'email' }), 'asha@example.com')).toBeNull();
    expect(checkField(field({ type: 'tel' }), '+91 98765')).toBe('The value must be numeric');
    expect(checkField(field({ type: 'tel' }), '12345')).toBe('This field is not valid');
    expect(checkField(field({ type: 'tel' }), '9876543210')).toBeNull();
    expect(checkField(field({ type: 'select', options: ['A', 'B'] }), 'C')).toBe(
      'This field is not valid',
    );
    expect(checkField(field({ type: 'text' }), 'a'.repeat(256))).toBe(
      'The value may not be longer than 255 characters.',
    );
    expect(checkField(field({ type: 'textarea' }), 'a'.repeat(256))).toBeNull();
  });

  it('checks numbers, and whole numbers within bounds when the field has them', () => {
    expect(checkField(field({ type: 'number' }), '12 people')).toBe('The value must be numeric');
    expect(checkField(field({ type: 'number' }), '2.5')).toBeNull();
    const units = field({ type: 'number', integer: true, min: 1, max: 1_000_000 });
    expect(checkField(units, '2.5')).toBe('Enter a whole number from 1 to 1,000,000');
    expect(checkField(units, '0')).toBe('Enter a whole number from 1 to 1,000,000');
    expect(checkField(units, '40')).toBeNull();
    expect(numberRangeMessage({ min: 2 })).toBe('Enter a number of at least 2');
  });
});

describe('form values', () => {
  const fields = [field({ name: 'a', type: 'text' }), field({ name: 'b', type: 'checkbox' })];
  it('clears to blank text and unticked boxes', () => {
    expect(emptyValues(fields)).toEqual({ a: '', b: false });
  });
  it('sends every field, text trimmed', () => {
    expect(trimmedValues(fields, { a: ' hi ', c: 'dropped' })).toEqual({ a: 'hi', b: false });
  });
});
