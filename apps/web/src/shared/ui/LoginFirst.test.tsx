import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePopupsStore } from '../stores/popups';
import { LoginFirst } from './LoginFirst';

describe('LoginFirst', () => {
  beforeEach(() => usePopupsStore.setState({ open: null }));

  it('shows the page title and prompt, and opens the login popup on arrival', () => {
    render(<LoginFirst title="VIP" prompt="Log in to see your level" action="Log in" />);
    expect(screen.getByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see your level')).toBeInTheDocument();
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
  });

  it('waits for the button when asked not to open on arrival', async () => {
    const user = userEvent.setup();
    render(<LoginFirst title="Bets" prompt="Log in first" action="Log in" askOnArrival={false} />);
    expect(usePopupsStore.getState().open).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
  });
});
