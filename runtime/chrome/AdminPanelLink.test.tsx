import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminPanelLink } from './AdminPanelLink.tsx';

describe('AdminPanelLink', () => {
  it('links to the admin login with the token when one exists', () => {
    render(<AdminPanelLink token="tok en/1" />);
    const link = screen.getByRole('link', { name: 'Admin Panel' });
    expect(link).toHaveAttribute('href', '/admin/login?token=tok%20en%2F1');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('renders nothing without a token', () => {
    const { container } = render(<AdminPanelLink token={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
