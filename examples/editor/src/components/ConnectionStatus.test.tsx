import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { retryPreview } from '../bridge/use-storefront.ts';
import { connected, connecting, noAnswer, resetEditor } from '../state/editor-store.ts';
import { ConnectionStatus } from './ConnectionStatus.tsx';

vi.mock('../bridge/use-storefront.ts', () => ({ retryPreview: vi.fn() }));

beforeEach(() => resetEditor());

describe('ConnectionStatus', () => {
  it('says when the preview is connected, and while it connects', () => {
    const { rerender } = render(<ConnectionStatus />);
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to the storefront…');
    connected([]);
    rerender(<ConnectionStatus />);
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says the preview is not connected when the handshake gave up, with a Retry', async () => {
    noAnswer();
    render(<ConnectionStatus />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The preview is not connected: the storefront at http://localhost:3000 did not answer.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retryPreview).toHaveBeenCalledTimes(1);
  });

  it('shows connecting again after a reload of the preview', () => {
    connected([]);
    connecting();
    render(<ConnectionStatus />);
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to the storefront…');
  });
});
