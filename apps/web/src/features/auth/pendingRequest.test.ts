import { describe, expect, it } from 'vitest';
import { usePopupsStore } from '../../shared/stores/popups';
import { rememberAuthRequest } from './pendingRequest';

describe('tab=register', () => {
  it('is kept in the popup store as a pending request for the login popup', () => {
    usePopupsStore.setState({ open: null, pendingAuth: null });
    rememberAuthRequest(new URLSearchParams('tab=login'));
    expect(usePopupsStore.getState().pendingAuth).toBeNull();
    rememberAuthRequest(new URLSearchParams('tab=register'));
    expect(usePopupsStore.getState().pendingAuth).toBe('register');
    expect(usePopupsStore.getState().open).toBeNull();
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
