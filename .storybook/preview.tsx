import type { Preview } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { globalStyles } from '../themes/index.ts';

const preview: Preview = {
  decorators: [
    (Story) => {
      globalStyles();
      // sections may render links; give them a router like the storefront's
      const router = createMemoryRouter([{ path: '*', element: <Story /> }]);
      return <RouterProvider router={router} />;
    },
  ],
  parameters: { layout: 'fullscreen' },
};

export default preview;
