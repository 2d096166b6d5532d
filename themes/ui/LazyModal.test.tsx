import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyModal, lazyModal, type ModalState } from './LazyModal.tsx';

afterEach(() => vi.restoreAllMocks());

describe('LazyModal', () => {
  it('stays closed, and leaves the page alone, when its code cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyModal<ModalState>(() => Promise.reject(new Error('offline')));
    render(
      <main>
        <p>Product details</p>
        <LazyModal
          trigger={<button type="button">Size chart</button>}
          preload={() => Promise.reject(new Error('offline'))}
          render={(modal) => <Broken {...modal} />}
        />
      </main>,
    );
    const trigger = screen.getByRole('button', { name: 'Size chart' });
    await userEvent.click(trigger);
    await vi.waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Product details')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      '[themes] the dialog could not be loaded',
      expect.any(Error),
    );
  });
});
