import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OnDemandHook, onDemandHook, useOnDemand } from './on-demand-hook.tsx';

/** A promise the test settles: when the code "arrives", when the "server" answers. */
function later<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The "server" the stand-in hook saves to: its answers, in order, and what it saved. */
const server = { answers: [] as Promise<void>[], saved: [] as string[] };

/** A stand-in for a mutation hook: `save` is pending until the server's next answer. */
function useSave(what: string) {
  const [pending, setPending] = useState(false);
  const [count, setCount] = useState(0);
  const save = async () => {
    setPending(true);
    try {
      await server.answers[server.saved.length];
      server.saved.push(what);
      setCount((current) => current + 1);
    } finally {
      setPending(false);
    }
  };
  return { save, pending, count };
}

type SaveHook = typeof useSave;

function SaveButton({ hook }: { hook: OnDemandHook<SaveHook> }) {
  const saving = useOnDemand(hook, 'the jacket');
  const busy = saving.waiting || saving.result?.pending;
  return (
    <>
      <button
        type="button"
        aria-busy={busy || undefined}
        onPointerEnter={saving.warm}
        onFocus={saving.warm}
        onClick={() => saving.run((loaded) => loaded.save())}
      >
        Save
      </button>
      <output aria-label="saved">{saving.result?.count ?? 0}</output>
      {saving.element}
    </>
  );
}

const button = () => screen.getByRole('button', { name: 'Save' });
const flush = () => act(async () => {});

beforeEach(() => {
  server.answers = [];
  server.saved = [];
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('useOnDemand', () => {
  it('acts once for clicks before the code arrives, busy until the hook is done', async () => {
    const code = later<SaveHook>();
    const answer = later<void>();
    server.answers = [answer.promise];
    render(<SaveButton hook={onDemandHook('saving', () => code.promise)} />);
    const user = userEvent.setup();

    await user.click(button());
    await user.click(button());
    await user.keyboard('{Enter}');
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(server.saved).toEqual([]);

    await act(async () => code.resolve(useSave));
    // the hook has the action now; still busy while it saves
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(server.saved).toEqual([]);

    await act(async () => answer.resolve());
    expect(server.saved).toEqual(['the jacket']);
    expect(button()).not.toHaveAttribute('aria-busy');
    expect(screen.getByLabelText('saved')).toHaveTextContent('1');
  });

  it('acts at once through the loaded hook once the code is there', async () => {
    server.answers = [Promise.resolve(), Promise.resolve()];
    render(<SaveButton hook={onDemandHook('saving', async () => useSave)} />);
    const user = userEvent.setup();
    await user.click(button());
    await flush();
    await user.click(button());
    await flush();
    expect(server.saved).toEqual(['the jacket', 'the jacket']);
    expect(screen.getByLabelText('saved')).toHaveTextContent('2');
  });

  it('keeps the control, and the focus on it, when the code arrives', async () => {
    const code = later<SaveHook>();
    render(<SaveButton hook={onDemandHook('saving', () => code.promise)} />);
    const before = button();
    await userEvent.setup().tab();
    expect(before).toHaveFocus();
    await act(async () => code.resolve(useSave));
    expect(button()).toBe(before);
    expect(before).toHaveFocus();
  });

  it('loads nothing until the control is pointed at, focused or clicked', async () => {
    const load = vi.fn(async () => useSave);
    render(<SaveButton hook={onDemandHook('saving', load)} />);
    await flush();
    expect(load).not.toHaveBeenCalled();
    await userEvent.setup().hover(button());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the click and logs when the code cannot be loaded; the next click tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = later<SaveHook>();
    server.answers = [Promise.resolve()];
    const load = vi
      .fn<() => Promise<SaveHook>>()
      .mockReturnValueOnce(failing.promise)
      .mockResolvedValue(useSave);
    render(<SaveButton hook={onDemandHook('saving', load)} />);
    const user = userEvent.setup();

    await user.click(button());
    expect(button()).toHaveAttribute('aria-busy', 'true');
    await act(async () => failing.reject(new Error('offline')));
    expect(button()).not.toHaveAttribute('aria-busy');
    expect(server.saved).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      '[storefront] saving: its code could not be loaded',
      expect.any(Error),
    );

    await user.click(button());
    await flush();
    expect(server.saved).toEqual(['the jacket']);
    expect(button()).not.toHaveAttribute('aria-busy');
  });
});
