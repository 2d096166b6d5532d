import type { Preview } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_STOREFRONT_VALUES } from '../runtime/storefront/default-storefront-values.ts';
import { StorefrontValuesProvider } from '../runtime/storefront/use-storefront.ts';
import { globalStyles } from '../themes/index.ts';

const preview: Preview = {
  decorators: [
    (Story) => {
      globalStyles();
      // sections may render links and read the store's values; give them a router like the
      // storefront's and the values of a store with nothing set (a story may provide its own)
      const router = createMemoryRouter([{ path: '*', element: <Story /> }]);
      return (
        <StorefrontValuesProvider value={DEFAULT_STOREFRONT_VALUES}>
          <RouterProvider router={router} />
        </StorefrontValuesProvider>
      );
    },
  ],
  parameters: { layout: 'fullscreen' },
};

export default preview;
