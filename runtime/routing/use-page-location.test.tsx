import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type PageLocation, parsePageLocation } from './page-location.ts';
import { usePageLocation } from './use-page-location.ts';

const seen: PageLocation[] = [];
const controls = { rerender: () => {}, go: (_to: string) => {} };

/** Records every location it renders with; `controls` re-render it or navigate. */
function Probe() {
  const [, setTick] = useState(0);
  const navigate = useNavigate();
  controls.rerender = () => setTick((tick) => tick + 1);
  controls.go = (to) => void navigate(to);
  seen.push(usePageLocation());
  return null;
}

describe('usePageLocation', () => {
  it('gives the parsed location of the page, the same value until the URL changes', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
      initialEntries: ['/x/product/blue-shirt?sku=BS-1'],
    });
    render(<RouterProvider router={router} />);
    expect(seen.at(-1)).toEqual(parsePageLocation('/x/product/blue-shirt?sku=BS-1'));

    const renders = seen.length;
    act(() => controls.rerender());
    expect(seen).toHaveLength(renders + 1);
    expect(seen.at(-1)).toBe(seen.at(-2));

    await act(async () => controls.go('/cart'));
    expect(seen.at(-1)).toMatchObject({ pageType: 'cart', pageKey: 'cart' });
  });
});
