import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_REDIRECT_STORAGE_KEY, takeLoginRedirect } from '../../routing/login-redirect.ts';
import {
  authDialogStore,
  closeAuthDialog,
  hasAuthDialogs,
  openLogin,
  openRegister,
  preloadAuthDialogs,
  provideAuthDialogs,
} from './auth-dialog.ts';

afterEach(() => {
  closeAuthDialog();
  sessionStorage.clear();
});

describe('auth dialog requests', () => {
  it('opens the login and register dialogs and closes them', () => {
    openLogin();
    expect(authDialogStore.getState().request).toEqual({ dialog: 'login' });
    openLogin({ mode: 'forgot' });
    expect(authDialogStore.getState().request).toEqual({ dialog: 'login', mode: 'forgot' });
    openRegister();
    expect(authDialogStore.getState().request).toEqual({ dialog: 'register' });
    closeAuthDialog();
    expect(authDialogStore.getState().request).toBeNull();
  });

  it('remembers a same-site target, forgets it on null, and keeps it when not told', () => {
    openLogin({ redirect: '/product/tent?sku=T-1' });
    expect(sessionStorage.getItem(LOGIN_REDIRECT_STORAGE_KEY)).toBe('/product/tent?sku=T-1');
    openLogin();
    expect(sessionStorage.getItem(LOGIN_REDIRECT_STORAGE_KEY)).toBe('/product/tent?sku=T-1');
    openLogin({ redirect: null });
    expect(sessionStorage.getItem(LOGIN_REDIRECT_STORAGE_KEY)).toBeNull();
  });

  it.each([
    'https://evil.example/account',
    '//evil.example/account',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('never remembers %j: login then goes to /account', (target) => {
    openLogin({ redirect: target });
    expect(takeLoginRedirect('/account')).toBe('/account');
  });

  it('loads the dialogs’ code on intent once a section provides it', async () => {
    expect(hasAuthDialogs()).toBe(false);
    await expect(preloadAuthDialogs()).resolves.toBeUndefined();
    const load = vi.fn(async () => ({}));
    const release = provideAuthDialogs(load);
    expect(hasAuthDialogs()).toBe(true);
    await preloadAuthDialogs();
    expect(load).toHaveBeenCalledTimes(1);
    release();
    expect(hasAuthDialogs()).toBe(false);
  });

  it('counts the section whose server HTML waits to hydrate, so a request made first waits for it', () => {
    const wrapper = document.createElement('div');
    wrapper.dataset.sectionKey = 'auth-dialogs';
    document.body.append(wrapper);
    try {
      expect(hasAuthDialogs()).toBe(true);
    } finally {
      wrapper.remove();
    }
    expect(hasAuthDialogs()).toBe(false);
  });

  it('swallows a chunk that fails to load on preload (the opening reports it)', async () => {
    const release = provideAuthDialogs(() => Promise.reject(new Error('offline')));
    await expect(preloadAuthDialogs()).resolves.toBeUndefined();
    release();
  });
});
