import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './Drawer.tsx';

function ControlledDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <p>open: {String(open)}</p>
      <Drawer open={open} onOpenChange={setOpen} title="Menu" side="left">
        <a href="/shop-online">Shop all</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a modal dialog named by its title, sliding from its side', async () => {
    render(<ControlledDrawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('data-state', 'open');
    expect(drawer.className).toMatch(/side-left/);
    expect(screen.getByRole('link', { name: 'Shop all' })).toBeInTheDocument();
  });

  it('reports closing through Escape to its owner', async () => {
    render(<ControlledDrawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('open: false')).toBeInTheDocument();
  });

  it('gives focus back to the button that opened it', async () => {
    render(<ControlledDrawer />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens from its own trigger, which says whether the drawer is open', async () => {
    render(
      <Drawer title="Filters" trigger={<button type="button">Filters</button>}>
        <p>Colour</p>
      </Drawer>,
    );
    const trigger = screen.getByRole('button', { name: 'Filters' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toHaveTextContent('Colour');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button', async () => {
    render(<ControlledDrawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
