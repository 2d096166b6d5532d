import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RichText from './RichText.tsx';

describe('RichText', () => {
  it('renders the formatted text with its headings and links', () => {
    render(
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
    render(<RichText html="<p>Centred</p>" align="center" width="narrow" />);
    const paragraph = screen.getByText('Centred').parentElement;
    expect(paragraph && getComputedStyle(paragraph).textAlign).toBe('center');
  });
});
