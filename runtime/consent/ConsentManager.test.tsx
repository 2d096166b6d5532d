import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentManager } from './ConsentManager.tsx';
import { CONSENT_COOKIE, preferencesFromCookie } from './consent-cookie.ts';
import { CONSENT_HEAD_SCRIPT, COOKIE_BANNER_ID } from './consent-head-script.ts';
import { consentStore } from './consent-store.ts';
import { openCookiePreferences } from './open-cookie-preferences.ts';

const MESSAGE = 'We use cookies to keep your cart.';

afterEach(() => {
  Cookies.remove(CONSENT_COOKIE, { path: '/' });
  act(() => consentStore.setState({ preferences: null, dialogOpen: false }));
});

const saved = () => preferencesFromCookie(Cookies.get(CONSENT_COOKIE));

describe('ConsentManager (spec §2 "Cookie banner")', () => {
  it('shows the banner with its title, message and three buttons until a choice exists', async () => {
    render(<ConsentManager enabled message={MESSAGE} />);
    const banner = screen.getByRole('region', { name: 'This website uses cookies' });
    expect(banner).toHaveTextContent(MESSAGE);
    for (const name of ['Cookie Preferences', 'Accept All', 'Decline All']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(screen.queryByRole('region', { name: 'This website uses cookies' })).toBeNull();
    expect(saved()?.find((p) => p.id === 'optional')?.accepted).toBe(true);
  });

  it('draws the banner in the server’s HTML whatever the visitor chose: one HTML for everyone', () => {
    const anonymous = renderToString(<ConsentManager enabled message={MESSAGE} />);
    expect(anonymous).toContain('This website uses cookies');
    expect(anonymous).toContain(`id="${COOKIE_BANNER_ID}"`);
    act(() => consentStore.getState().acceptAll());
    expect(renderToString(<ConsentManager enabled message={MESSAGE} />)).toBe(anonymous);
  });

  it('keeps a click made on the server’s banner before hydration and carries it out once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ConsentManager enabled message={MESSAGE} />);
    document.body.append(container);
    const handOver = window as Window & { __sfConsentReady?: boolean };
    delete handOver.__sfConsentReady;
    new Function(CONSENT_HEAD_SCRIPT)();
    const accept = screen.getByRole('button', { name: 'Accept All' });
    accept.click();
    expect(saved()).toBeNull();
    const root = await act(async () =>
      hydrateRoot(container, <ConsentManager enabled message={MESSAGE} />),
    );
    expect(saved()?.find((p) => p.id === 'optional')?.accepted).toBe(true);
    expect(screen.queryByRole('region', { name: 'This website uses cookies' })).toBeNull();
    act(() => root.unmount());
    container.remove();
  });

  it('renders nothing when the cookie warning is off', () => {
    render(<ConsentManager enabled={false} message={MESSAGE} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows no banner once the browser holds a choice', () => {
    act(() => consentStore.getState().declineAll());
    render(<ConsentManager enabled message={MESSAGE} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('saves a custom choice from the preferences dialog; necessary cookies stay locked on', async () => {
    render(<ConsentManager enabled message={MESSAGE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cookie Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    const necessary = screen.getByRole('checkbox', { name: 'Necessary Cookies' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const optional = screen.getByRole('checkbox', { name: 'Optional Cookies' });
    expect(optional).not.toBeChecked();
    await userEvent.click(optional);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(dialog).not.toBeInTheDocument();
    expect(saved()).toEqual([
      { id: 'necessary', accepted: true },
      { id: 'optional', accepted: true },
    ]);
  });

  it('opens again from Manage Cookies with the saved choice, and Decline All withdraws it', async () => {
    render(<ConsentManager enabled message={MESSAGE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    act(() => openCookiePreferences());
    await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    expect(screen.getByRole('checkbox', { name: 'Optional Cookies' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Decline All' }));
    expect(saved()?.find((p) => p.id === 'optional')?.accepted).toBe(false);
  });
});
