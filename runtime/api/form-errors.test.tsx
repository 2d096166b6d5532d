import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { applyFieldErrors, refusalMessage } from './form-errors.ts';

interface Values {
  email: string;
  phone: string;
}

function Form({ error }: { error: unknown }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { email: '', phone: '' } });
  const onSubmit = () => {
    const handled = applyFieldErrors(error, {
      setError,
      fields: ['email', 'phone'],
      aliases: { input: 'phone' },
    });
    if (!handled) setError('root.server', { message: 'not a 422' });
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <input aria-label="E-mail" {...register('email')} />
      <p data-testid="email-error">{errors.email?.message}</p>
      <input aria-label="Phone" {...register('phone')} />
      <p data-testid="phone-error">{errors.phone?.message}</p>
      <p data-testid="root-error">{errors.root?.server?.message}</p>
      <button type="submit">Send</button>
    </form>
  );
}

const invalid = (fieldErrors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new ApiError(message, { status: 422, fieldErrors });

describe('applyFieldErrors (spec §8: a 422 is left to form errors)', () => {
  it('puts each message on its field and focuses the first', async () => {
    render(<Form error={invalid({ email: ['These credentials do not match our records.'] })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('email-error')).toHaveTextContent(
      'These credentials do not match our records.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByTestId('root-error')).toBeEmptyDOMElement();
  });

  it('maps the API’s name of a field onto the form’s', async () => {
    render(<Form error={invalid({ input: ['No account found for this phone number.'] })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('phone-error')).toHaveTextContent('No account found');
    expect(screen.getByLabelText('Phone')).toHaveFocus();
  });

  it('shows messages of fields the form does not have, or a bare 422, under the form', async () => {
    const { unmount } = render(<Form error={invalid({ token: ['This link has expired.'] })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('root-error')).toHaveTextContent('This link has expired.');
    unmount();
    render(<Form error={invalid({}, 'Too many attempts.')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('root-error')).toHaveTextContent('Too many attempts.');
  });

  it('leaves other failures to the toast the client already showed', async () => {
    render(<Form error={new ApiError('Server error', { status: 500 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('root-error')).toHaveTextContent('not a 422');
  });
});

describe('refusalMessage (a 422 shown in the one place a control has)', () => {
  it('is the first field message, else the answer’s message', () => {
    const stock = invalid({ quantity: ['', 'Only 3 left in stock'] });
    expect(refusalMessage(stock)).toBe('Only 3 left in stock');
    expect(refusalMessage(invalid({}, 'The image is too large.'))).toBe('The image is too large.');
  });

  it('is null for anything but a 422, which the client already toasted', () => {
    expect(refusalMessage(new ApiError('Server error', { status: 500 }))).toBeNull();
    expect(refusalMessage(new Error('boom'))).toBeNull();
  });
});
