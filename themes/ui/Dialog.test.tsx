import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

function renderDialog() {
  render(
    <Dialog
      title="Size chart"
      description="Measurements in centimetres."
      trigger={<Button>Open size chart</Button>}
    >
      <a href="/sizes">All sizes</a>
    </Dialog>,
  );
  return screen.getByRole('button', { name: 'Open size chart' });
}

/** A dialog its owner opens from a button of its own, as the cookie banner does. */
function ControlledDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cookie settings
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Cookie Preferences">
        <input type="checkbox" aria-label="Optional cookies" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog labelled by its title and description', async () => {
    await userEvent.click(renderDialog());
    const dialog = await screen.findByRole('dialog', { name: 'Size chart' });
    expect(dialog).toHaveAccessibleDescription('Measurements in centimetres.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('traps focus inside while open', async () => {
    await userEvent.click(renderDialog());
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const trigger = renderDialog();
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('offers a working trigger before the dialog itself has loaded', async () => {
    const trigger = renderDialog();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('dialog', { name: 'Size chart' })).toBeInTheDocument();
  });

  it('gives focus back to the trigger when its close button closes it', async () => {
    const trigger = renderDialog();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens again after closing, and again gives focus back', async () => {
    const trigger = renderDialog();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Size chart' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('gives focus back to the element that opened it when its owner controls it', async () => {
    render(<ControlledDialog />);
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    await userEvent.click(renderDialog());
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can keep its title for screen readers only', async () => {
    render(<Dialog title="Quick view" hideTitle defaultOpen closeLabel="Close quick view" />);
    expect(await screen.findByRole('dialog', { name: 'Quick view' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close quick view' })).toBeInTheDocument();
  });

  it('hydrates a dialog the server rendered open, without a mismatch', async () => {
    const page = (
      <main>
        <Dialog title="Newsletter" defaultOpen trigger={<Button>Open newsletter</Button>}>
          <p>Ten per cent off your first order.</p>
        </Dialog>
      </main>
    );
    const { prelude } = await prerender(page);
    const container = document.createElement('div');
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);
    // a mismatch would make React throw the server HTML away and report it here
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));
    expect(await screen.findByRole('dialog', { name: 'Newsletter' })).toHaveTextContent(
      'Ten per cent off your first order.',
    );
    expect(screen.getByRole('button', { name: 'Open newsletter', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
