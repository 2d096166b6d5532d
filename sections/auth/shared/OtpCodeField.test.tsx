import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpCodeField } from './OtpCodeField.tsx';

function Harness() {
  const [code, setCode] = useState('');
  return (
    <>
      <OtpCodeField id="otp" value={code} onChange={setCode} />
      <output data-testid="code">{code}</output>
      <button type="button" onClick={() => setCode('')}>
        Clear
      </button>
    </>
  );
}

const boxes = () => [1, 2, 3, 4].map((n) => screen.getByLabelText(`Digit ${n} of 4`));

describe('OtpCodeField (spec §5 "OTP code")', () => {
  it('shows four boxes in a labelled group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Enter the 4-digit code' })).toBeVisible();
    expect(boxes()).toHaveLength(4);
  });

  it('takes one digit per box and moves on by itself', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0] as HTMLElement);
    await userEvent.keyboard('1234');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
    expect(screen.getByTestId('code')).toHaveTextContent('1234');
    expect(boxes()[3]).toHaveFocus();
  });

  it('refuses anything but a digit', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0] as HTMLElement);
    await userEvent.keyboard('a-e.');
    expect(boxes()[0]).toHaveValue('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('goes back to the previous box on Backspace in an empty box', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0] as HTMLElement);
    await userEvent.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes()[1]).toHaveValue('');
    expect(screen.getByTestId('code')).toHaveTextContent(/^1$/);
  });

  it('accepts a paste of exactly 4 digits, filling every box', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0] as HTMLElement);
    await userEvent.paste('4321');
    expect(screen.getByTestId('code')).toHaveTextContent('4321');
    expect(boxes()[3]).toHaveFocus();
  });

  it('refuses a paste of anything else whole', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0] as HTMLElement);
    for (const text of ['123', '12345', '12a4']) await userEvent.paste(text);
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '']);
  });

  it('takes a whole code the phone fills into the first box', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0] as HTMLElement, { target: { value: '5678' } });
    expect(screen.getByTestId('code')).toHaveTextContent('5678');
  });

  it('empties the boxes when the form clears the code', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0] as HTMLElement);
    await userEvent.keyboard('12');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '']);
  });

  it('marks every box invalid and describes the group with the message', () => {
    render(<OtpCodeField id="o" value="" onChange={() => {}} error="The OTP is required" />);
    expect(screen.getByRole('group')).toHaveAccessibleDescription('The OTP is required');
    for (const box of boxes()) expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
