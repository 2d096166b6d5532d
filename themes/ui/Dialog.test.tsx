import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog labelled by its title and description', async () => {
    await userEvent.click(renderDialog());
    const dialog = screen.getByRole('dialog', { name: 'Size chart' });
    expect(dialog).toHaveAccessibleDescription('Measurements in centimetres.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('traps focus inside while open', async () => {
    await userEvent.click(renderDialog());
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const trigger = renderDialog();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with its close button', async () => {
    await userEvent.click(renderDialog());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can keep its title for screen readers only', () => {
    render(<Dialog title="Quick view" hideTitle defaultOpen closeLabel="Close quick view" />);
    expect(screen.getByRole('dialog', { name: 'Quick view' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close quick view' })).toBeInTheDocument();
  });
});
