import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../render/query-client.ts';
import { ShellErrorBoundary } from './ShellErrorBoundary.tsx';

describe('the root error boundary', () => {
  it('draws the 500 page with the store’s default values when the root loader itself failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          path: '/',
          loader: () => {
            throw new Error('the store could not be read');
          },
          element: <p>never drawn</p>,
          ErrorBoundary: ShellErrorBoundary,
        },
      ],
      { hydrationData: { errors: { root: new Error('the store could not be read') } } },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('Error Code 500')).toBeInTheDocument();
    // no store e-mail among the defaults: support is named without a link
    expect(screen.getByText(/Contact support/)).not.toHaveAttribute('href');
  });
});
