import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import RichText from './RichText.tsx';

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/about-us', element: <h1>About page</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('RichText', () => {
  it('renders the formatted text with its headings and links', () => {
    renderInRouter(
      <RichText
        html='<h2>Welcome</h2><p>See <a href="/about-us">our story</a>.</p>'
        align="left"
        width="normal"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'our story' })).toHaveAttribute('href', '/about-us');
  });

  it('centres the text when asked', () => {
    renderInRouter(<RichText html="<p>Centred</p>" align="center" width="narrow" />);
    const paragraph = screen.getByText('Centred').parentElement;
    expect(paragraph && getComputedStyle(paragraph).textAlign).toBe('center');
  });

  it('follows an internal link inside the text without reloading the document', async () => {
    const router = renderInRouter(
      <RichText
        html='<p><a href="/about-us">About</a> or <a href="https://example.com/">elsewhere</a></p>'
        align="left"
        width="normal"
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about-us');
  });
});
