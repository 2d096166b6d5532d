import { PassThrough } from 'node:stream';
import { within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productQueryKey } from '../../../runtime/commerce/product/product-query.ts';
import { presetArgs } from '../../story-presets.ts';
import { fixtureCap, ProductProviders } from '../product-fixtures.tsx';
import { productMain } from './index.ts';
import ProductMain from './ProductMain.tsx';

// The server's render, apart from ProductMain's browser tests: in that file, the client renders
// after it failed with 'You cannot render a <Router> inside another <Router>'.

/** Renders as `entry.server` does: the whole document once every Suspense boundary is ready. */
function renderOnServer(element: ReactNode) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

describe('ProductMain on the server', () => {
  it('renders the customisation fields complete, though their code loads on its own', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/product/*',
          element: (
            <ProductProviders
              queries={[
                [productQueryKey(fixtureCap.slug), { product: fixtureCap }],
                [['page-origin'], 'https://shop.example'],
                [['custom-gallery', fixtureCap.slug], null],
              ]}
            >
              <ProductMain {...presetArgs(productMain, 'Full product page')} />
            </ProductProviders>
          ),
        },
      ],
      { initialEntries: ['/product/northwind-classic-cap'] },
    );
    const page = document.createElement('div');
    page.innerHTML = await renderOnServer(<RouterProvider router={router} />);
    expect(within(page).getByRole('textbox', { name: 'Custom text' })).toHaveValue('');
    expect(within(page).getByLabelText('Your image')).toHaveAttribute('type', 'file');
    expect(within(page).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });
});
