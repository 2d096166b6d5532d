import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhoneField } from './PhoneField.tsx';

function Harness({ maxLength = 10 }: { maxLength?: number }) {
  const [value, setValue] = useState('');
  return (
    <>
      <PhoneField
        id="phone"
        label="Mobile number"
        value={value}
        onChange={setValue}
        countryCode="+91"
        maxLength={maxLength}
      />
      <output data-testid="emitted">{value}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('PhoneField (spec §5 "Phone input", §9)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('hands its value to the form 750 ms after the last keystroke', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Mobile number');
    await user().type(input, '98765');
    expect(input).toHaveValue('98765');
    expect(screen.getByTestId('emitted')).toHaveTextContent(/^$/);
    // the clock also moves with real time (a few milliseconds here): leave a margin
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByTestId('emitted')).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByTestId('emitted')).toHaveTextContent('98765');
  });

  it('hands it over at once when the field loses focus', async () => {
    render(<Harness />);
    await user().type(screen.getByLabelText('Mobile number'), '98');
    await user().click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByTestId('emitted')).toHaveTextContent('98');
  });

  it('refuses e, E, +, - and . as they are typed', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Mobile number');
    await user().type(input, '9e8E7+6-5.4');
    expect(input).toHaveValue('987654');
  });

  it("cuts what is typed or pasted to the country's length", async () => {
    render(<Harness maxLength={10} />);
    const input = screen.getByLabelText('Mobile number');
    fireEvent.change(input, { target: { value: '+91-9876543210123' } });
    expect(input).toHaveValue('9198765432');
  });

  it('shows the country code and describes the input with it and its error', () => {
    render(
      <PhoneField
        id="p"
        label="Mobile number"
        value=""
        onChange={() => {}}
        countryCode="+91"
        maxLength={10}
        error="Invalid phone number"
      />,
    );
    const input = screen.getByLabelText('Mobile number');
    expect(screen.getByText('+91')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('+91 Invalid phone number');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid phone number');
  });
});
