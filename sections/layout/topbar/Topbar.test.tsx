import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { presetArgs } from '../../story-presets.ts';
import { fixtureValues, LayoutProviders } from '../layout-fixtures.tsx';
import { topbar } from './index.ts';
import Topbar from './Topbar.tsx';

function renderTopbar(element: ReactNode, values = fixtureValues()) {
  const router = createMemoryRouter([
    { path: '*', element: <LayoutProviders values={values}>{element}</LayoutProviders> },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('Topbar', () => {
  it("shows its text, the store's phone and e-mail, and its links", () => {
    renderTopbar(<Topbar {...presetArgs(topbar, 'Contacts and links')} />);
    expect(screen.getByText('Dispatch within 24 hours on working days')).toBeInTheDocument();
    // the contacts show from md up; jsdom matches no media query, so they count as hidden here
    expect(screen.getByText('+91 80 4000 1234').closest('a')).toHaveAttribute(
      'href',
      'tel:+918040001234',
    );
    expect(screen.getByText('hello@northwind.example').closest('a')).toHaveAttribute(
      'href',
      'mailto:hello@northwind.example',
    );
    expect(screen.getByRole('link', { name: 'Track order' })).toHaveAttribute(
      'href',
      '/track-order',
    );
  });

  it('leaves the contacts out when asked, or when the store has none', () => {
    renderTopbar(<Topbar {...presetArgs(topbar, 'Text only')} />);
    expect(screen.getByText('Free returns within 30 days')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('renders nothing when it has nothing to show', () => {
    const { container } = renderTopbar(
      <Topbar text="" show_contact links={[]} />,
      fixtureValues({ settings: { store_phone: null, store_email: null } }),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
