import { describe, expect, it, vi } from 'vitest';
import { usePopupsStore } from '../../shared/stores/popups';
import { useSessionStore } from '../../shared/stores/session';
import { rememberAuthRequest, takeAuthRequestAtStart } from './pendingRequest';
import './wiring';

describe('tab=register', () => {
  it('is kept in the popup store as a pending request, which the auth wiring turns into the login popup on Register', () => {
    useSessionStore.setState({ token: null });
    usePopupsStore.setState({ open: null, pendingAuth: null });
    rememberAuthRequest(new URLSearchParams('tab=login'));
    expect(usePopupsStore.getState()).toMatchObject({ open: null, pendingAuth: null });
    rememberAuthRequest(new URLSearchParams('tab=register'));
    expect(usePopupsStore.getState()).toMatchObject({ open: { kind: 'login', tab: 'register' }, pendingAuth: null });
  });
});

describe('inviterCode (an invite link)', () => {
  it('is kept for the register form; anything but letters and digits is ignored', async () => {
    const { pendingInviterCode } = await import('./inviterCode');
    rememberAuthRequest(new URLSearchParams('tab=register&inviterCode=AB12CD34'));
    expect(pendingInviterCode()).toBe('AB12CD34');
    rememberAuthRequest(new URLSearchParams('inviterCode=%3Cscript%3E'));
    expect(pendingInviterCode()).toBe('AB12CD34');
  });
});

describe('tab=register taken when the app starts (an invite link, issue 34)', () => {
  const fresh = () => {
    useSessionStore.setState({ token: null });
    usePopupsStore.setState({ open: null, pendingAuth: null });
  };

  it('opens the popup on Register before the first render and asks for its code at once', () => {
    fresh();
    const preload = vi.fn();
    takeAuthRequestAtStart(new URLSearchParams('tab=register&inviterCode=AB12CD34'), preload);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(usePopupsStore.getState()).toMatchObject({ open: { kind: 'login', tab: 'register' }, pendingAuth: null });
  });

  it('asks for nothing on another address', () => {
    fresh();
    const preload = vi.fn();
    takeAuthRequestAtStart(new URLSearchParams('tab=login'), preload);
    expect(preload).not.toHaveBeenCalled();
    expect(usePopupsStore.getState().open).toBeNull();
  });

  it('the shell reading the same address once rendered leaves the open popup as it is', () => {
    fresh();
    takeAuthRequestAtStart(new URLSearchParams('tab=register'), () => undefined);
    const open = usePopupsStore.getState().open;
    rememberAuthRequest(new URLSearchParams('tab=register'));
    expect(usePopupsStore.getState().open).toBe(open);
    expect(usePopupsStore.getState().pendingAuth).toBeNull();
  });

  it('a player is not offered the form', () => {
    fresh();
    useSessionStore.setState({ token: 'T1' });
    takeAuthRequestAtStart(new URLSearchParams('tab=register'), () => undefined);
    expect(usePopupsStore.getState().open).toBeNull();
  });
});
